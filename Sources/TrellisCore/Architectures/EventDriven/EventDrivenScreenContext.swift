/// A screen in the event-driven architecture: its state, its immutable view model, the builder
/// that makes one from the other, the user's code, and its tests.
struct EventDrivenScreenContext: Encodable, Sendable {
    var name: String
    var caseName: String
    var doc: DocLines
    var stateName: String
    var viewModelName: String
    /// `SignInDisplay`: what `preformat` (yours) makes of the state, the view model's `display`.
    var displayName: String
    var displayProperty: String
    var builderName: String
    var listeningName: String
    var actionsName: String
    /// `SignIn+Logic.swift`: the user's file.
    var userFileName: String
    /// The container's factory of the builder.
    var makeBuilderName: String
    /// The router's maker of the view model, for a screen that embeds others (it gathers theirs);
    /// nil otherwise: the view model is what the screen's builder builds of its state.
    var makeViewModelName: String?
    /// The router's maker of the screen's actions over its live state, for its effects, and of
    /// its builder in one showing: `signInBuilder`.
    var makeActionsName: String
    var routerBuilderName: String
    /// The handler's list of listeners, its method that adds one, and its current view model.
    var listenersProperty: String
    var addListenerName: String
    var currentViewModelProperty: String
    var params: [MemberContext]
    var hasParams: Bool
    var state: [StateContext]
    /// Params then state: what the view model shows.
    var values: [ValueContext]
    var hasValues: Bool
    /// The state the view sets: a closure each.
    var inputs: [InputContext]
    /// The optional state the view dismisses (an error it shows): a closure each, `clearError`.
    var clearers: [ClearerContext]
    var hasClearers: Bool
    var dependencies: [DependencyContext]
    var actions: [ScreenActionContext]
    var userActions: [ScreenActionContext]
    var hasUserActions: Bool
    var hasHandledEvents: Bool
    /// The builder makes the screen's `Actions` for its view model: for its closures (actions,
    /// input, clearers) or for `preformat`.
    var buildsActions: Bool
    /// A route pushes or presents it: the system's own gesture can close it, and the user's
    /// closing hook runs then.
    var closesBySystemGesture: Bool
    /// The arguments of the view model's init in the builder: values, embedded view models,
    /// action closures and input setters.
    var buildArguments: [BuildArgumentContext]
    var emittingActions: [ScreenActionContext]
    var hasEmittingActions: Bool
    /// The events the screen's `emits` lists: the only ones its actions can send. Nil when it
    /// lists none (its actions then send nothing).
    var emitted: EmittedEventsContext?
    var handledEvents: [EventContext]
    /// What runs after the state reacted to each handled event, yours: `afterChatOpened`.
    var effects: [EffectContext]
    var children: [EmbeddedScreenContext]
    var hasChildren: Bool
    /// Some embedded screen takes a param from this screen's state when it is made.
    var readsStateForChildren: Bool
    /// Shown by a flow: a case of the screen enum, with its params.
    var isNavigated: Bool
    /// Its case in the screen enum, binding every param.
    var screenPattern: CasePatternContext
    /// Its state made from the screen enum's values.
    var stateInit: StateInitContext
    var hasUserFile: Bool
    var hasTests: Bool
    var tests: ScreenTestsContext
}

/// `SignInEmittedEvent`: the enum of the events a screen sends, and each as the router takes it.
struct EmittedEventsContext: Encodable, Sendable {
    var name: String
    var events: [EmittedEventContext]
}

/// An event a screen sends: its case, the case as a pattern binding its payload, and the value
/// the router takes, wrapped in its group's case when events have groups.
struct EmittedEventContext: Encodable, Sendable, ListElement {
    var event: EventContext
    var pattern: CasePatternContext
    var groupCase: String?
    var value: CaseValueContext
    var isLast = false
}

/// What a screen runs after its state reacted to an event it handles.
struct EffectContext: Encodable, Sendable, ListElement {
    var name: String
    var eventName: String
    var params: [MemberContext]
    var doc: DocLines
    var isLast = false
}

/// A value the view model shows.
struct ValueContext: Encodable, Sendable {
    var name: String
    var type: String
    var doc: DocLines
}

/// An input state entry, set through a closure of the view model.
struct InputContext: Encodable, Sendable {
    var name: String
    var type: String
    /// `setEmail`.
    var setter: String
    var doc: DocLines
}

/// An optional state entry the view sets back to nil through a closure of the view model.
struct ClearerContext: Encodable, Sendable {
    var name: String
    /// `clearErrorMessage`.
    var clearName: String
    var doc: DocLines
    /// Its test, and the sample value the entry holds before it is cleared.
    var testName: String
    var sample: String
}

/// An action: a closure of the view model and a method of the screen's `Actions`.
struct ScreenActionContext: Encodable, Sendable, ListElement {
    var name: String
    var doc: DocLines
    var params: [MemberContext]
    var isAsync: Bool
    /// What an emitting action sends: the event, its payload read from the action's params or
    /// the screen's state.
    var sentEvent: SentPayloadContext?
    /// What runs before an emitting action sends, yours: `willClose`, and its doc.
    var hookName: String?
    var hookDoc: HookDocContext?
    var isLast = false
}

/// The doc of an emitting action's hook, under a key of its own so that the hook's doc is not
/// the action's.
struct HookDocContext: Encodable, Sendable {
    var doc: DocLines
}

/// An event with its payload taken from names in scope or from the screen's state.
struct SentPayloadContext: Encodable, Sendable {
    var name: String
    var hasPayload: Bool
    var payload: [StateArgumentContext]
}

/// `label: value`, the value a name in scope, or a member of the screen's state.
struct StateArgumentContext: Encodable, Sendable, ListElement {
    var label: String
    var value: String
    var readsState: Bool
    var isLast = false

    init(label: String, value: String, readsState: Bool) {
        self.label = SwiftName.argumentLabel(label)
        self.value = value
        self.readsState = readsState
    }
}

/// A state made from values: `PickMeUpState(pickupLocation: pickupLocation)`.
struct StateInitContext: Encodable, Sendable {
    var typeName: String
    var arguments: [StateArgumentContext]
}

/// One argument of the view model's init in its builder: a value preformatted for display, an
/// embedded view model, an action's closure, an input's setter or an entry's clearer.
struct BuildArgumentContext: Encodable, Sendable, ListElement {
    var label: String
    var name: String
    var isValue: Bool
    var isDisplay: Bool
    var isChild: Bool
    var isAction: Bool
    var isInput: Bool
    var isClear: Bool
    var isAsync: Bool
    /// An action closure's arguments, passed on by label: `dropoffLocation: $0`.
    var closureArguments: [ArgumentContext]
    var isLast = false
}

/// A screen embedded in another.
struct EmbeddedScreenContext: Encodable, Sendable, ListElement {
    var screenName: String
    var caseName: String
    var viewModelName: String
    var stateName: String
    /// As the screen's own: the router's maker of its view model (nil: its builder builds it) and
    /// of its builder.
    var makeViewModelName: String?
    var routerBuilderName: String
    /// `rideOptionPickerViewModel`.
    var property: String
    /// Its state, made from the parent's state.
    var stateInit: StateInitContext
    var isLast = false
}

extension EventDrivenTranslator {
    func eventDrivenScreen(_ screen: ScreenSpec) -> EventDrivenScreenContext {
        let name = screen.name.value
        let caseName = Namer.screenCase(name)
        let params = members(screen.params)
        let state = self.state(of: screen) { "Set by the view through `\(Namer.inputSetter(forState: $0))`." }
        let values =
            params.map { ValueContext(name: $0.name, type: $0.type, doc: $0.doc) }
            + state.map { ValueContext(name: $0.name, type: $0.type, doc: $0.doc) }
        let inputs = self.inputs(of: screen)
        let clearers = self.clearers(of: state, in: screen)
        let actions = screen.actions.map { screenAction($0, in: screen) }
        let closable = facts.closableBySystemGesture.contains(name)
        let children = embeddedScreens(of: screen)
        let handled = events(screen.handles.map(\.value))
        let userActions = actions.filter { $0.sentEvent == nil }.markingLast()
        let emitting = actions.filter { $0.sentEvent != nil }.markingLast()
        let buildArguments = self.buildArguments(
            of: screen, hasValues: !values.isEmpty, children: children, actions: actions, inputs: inputs,
            clearers: clearers)
        let tests = screenTests(screen, actions: emitting)
        return EventDrivenScreenContext(
            name: name, caseName: caseName, doc: docLines(screen.doc, fallback: facts.screenDoc(name)),
            stateName: Namer.state(forScreen: name), viewModelName: Namer.viewModel(forScreen: name),
            displayName: Namer.display(forScreen: name), displayProperty: Namer.displayProperty,
            builderName: Namer.viewModelBuilder(forScreen: name), listeningName: Namer.listening(forScreen: name),
            actionsName: Namer.actions(forScreen: name),
            userFileName: Namer.userFile(extending: name, suffix: EventDrivenArchitecture().userFileSuffix),
            makeBuilderName: Namer.make(Namer.viewModelBuilder(forScreen: name)),
            makeViewModelName: children.isEmpty ? nil : Namer.makeViewModel(forScreen: name),
            makeActionsName: Namer.make(Namer.actions(forScreen: name)),
            routerBuilderName: Namer.routerBuilder(forScreen: name),
            listenersProperty: Namer.listeners(forScreen: name),
            addListenerName: Namer.addListener(forScreen: name),
            currentViewModelProperty: Namer.currentViewModel(forScreen: name), params: params,
            hasParams: !params.isEmpty, state: state, values: values, hasValues: !values.isEmpty, inputs: inputs,
            clearers: clearers, hasClearers: !clearers.isEmpty,
            dependencies: dependencies(of: screen), actions: actions, userActions: userActions,
            hasUserActions: !userActions.isEmpty, hasHandledEvents: !handled.isEmpty,
            buildsActions: !actions.isEmpty || !inputs.isEmpty || !clearers.isEmpty || !values.isEmpty,
            closesBySystemGesture: closable,
            buildArguments: buildArguments.map(\.context).markingLast(),
            emittingActions: emitting, hasEmittingActions: !emitting.isEmpty, emitted: emitted(by: screen),
            handledEvents: handled,
            effects: effects(of: handled),
            children: children, hasChildren: !children.isEmpty,
            readsStateForChildren: children.contains { $0.stateInit.arguments.contains(where: \.readsState) },
            isNavigated: facts.shownBy[name] != nil,
            screenPattern: casePattern(caseName, params: screen.params, binding: Set(screen.params.map(\.name.value))),
            stateInit: stateInit(of: screen, available: Set(screen.params.map(\.name.value)), readsState: false),
            hasUserFile: !values.isEmpty || !userActions.isEmpty || !emitting.isEmpty || !handled.isEmpty || closable,
            hasTests: !tests.emitting.isEmpty || !tests.handled.isEmpty || !clearers.isEmpty || !tests.typing.isEmpty
                || tests.defaultViewParts != nil,
            tests: tests)
    }

    /// The events `screen` lists in `emits`, as its own enum; nil when it lists none.
    private func emitted(by screen: ScreenSpec) -> EmittedEventsContext? {
        let hasGroups = eventEnums().count > 1
        let events = screen.emits.compactMap { index.events[$0.value] }.map { spec in
            let payload = Set(spec.params.map(\.name.value))
            let caseName = SwiftName.identifier(spec.name.value)
            return EmittedEventContext(
                event: event(spec), pattern: casePattern(caseName, params: spec.params, binding: payload),
                groupCase: hasGroups ? Namer.screenCase(spec.group?.value ?? moduleName) : nil,
                value: caseValue(caseName, params: spec.params, available: payload))
        }
        guard !events.isEmpty else { return nil }
        return EmittedEventsContext(
            name: Namer.emittedEvent(forScreen: screen.name.value), events: events.markingLast())
    }

    /// The view model's setter of each entry the user types in.
    private func inputs(of screen: ScreenSpec) -> [InputContext] {
        screen.state.filter(\.isInput).map { entry in
            InputContext(
                name: SwiftName.identifier(entry.name.value), type: entry.type.value.description,
                setter: Namer.inputSetter(forState: entry.name.value),
                doc: docLines("Sets `\(entry.name.value)`, as the view's \(entry.name.value) changes.", fallback: ""))
        }
    }

    /// What sets each optional entry of `state` (the screen's) to nil, for the view to dismiss
    /// what it shows, with its test.
    private func clearers(of state: [StateContext], in screen: ScreenSpec) -> [ClearerContext] {
        zip(state, screen.state).compactMap { entry, spec in
            entry.clearName.map {
                ClearerContext(
                    name: entry.name, clearName: $0,
                    doc: docLines("Sets `\(entry.name)` to nil, for the view to dismiss what it shows.", fallback: ""),
                    testName: Namer.clearTest(forState: spec.name.value), sample: entry.sample)
            }
        }
    }

    /// The screens `screen` embeds, each made from its params and state.
    private func embeddedScreens(of screen: ScreenSpec) -> [EmbeddedScreenContext] {
        screen.children.compactMap { index.screens[$0.value] }.map { child in
            EmbeddedScreenContext(
                screenName: child.name.value, caseName: Namer.screenCase(child.name.value),
                viewModelName: Namer.viewModel(forScreen: child.name.value),
                stateName: Namer.state(forScreen: child.name.value),
                makeViewModelName: child.children.isEmpty ? nil : Namer.makeViewModel(forScreen: child.name.value),
                routerBuilderName: Namer.routerBuilder(forScreen: child.name.value),
                property: Namer.viewModelProperty(forScreen: child.name.value),
                stateInit: stateInit(
                    of: child, available: Set(screen.params.map(\.name.value) + screen.state.map(\.name.value)),
                    readsState: true))
        }.markingLast()
    }

    /// What the builder passes the view model, in order: params and state, the display, the
    /// embedded screens' view models, then closures (actions, setters, clearers). Labels as
    /// written: a keyword needs no backticks there.
    private func buildArguments(
        of screen: ScreenSpec, hasValues: Bool, children: [EmbeddedScreenContext], actions: [ScreenActionContext],
        inputs: [InputContext], clearers: [ClearerContext]
    ) -> [BuildArgument] {
        (screen.params.map(\.name.value) + screen.state.map(\.name.value)).map {
            BuildArgument(label: $0, name: SwiftName.identifier($0), kind: .value)
        }
            + (hasValues
                ? [BuildArgument(label: Namer.displayProperty, name: Namer.displayProperty, kind: .display)] : [])
            + children.map { BuildArgument(label: $0.property, name: $0.property, kind: .child) }
            + zip(screen.actions, actions).map { spec, action in
                BuildArgument(
                    label: spec.name.value, name: action.name, kind: .action, isAsync: action.isAsync,
                    closureArguments: listedArguments(action.params.enumerated().map { ($1.label, "$\($0)") }))
            }
            + inputs.map { BuildArgument(label: $0.setter, name: $0.name, kind: .input) }
            + clearers.map { BuildArgument(label: $0.clearName, name: $0.name, kind: .clear) }
    }

    /// The effect (the user's) of each event the screen handles, run once its delivery settled.
    private func effects(of handled: [EventContext]) -> [EffectContext] {
        handled.map { event in
            EffectContext(
                name: Namer.effect(forEvent: event.label), eventName: event.label, params: event.params,
                doc: docLines(
                    "Runs once the delivery of `\(event.label)` settled, after the state reacted to it: call the repositories here (start a Task for async work) or send an event.",
                    fallback: ""))
        }.markingLast()
    }

    /// A screen's state made from its params, each taken by name from `available` (read from
    /// the state in scope when `readsState`), else its default.
    func stateInit(of screen: ScreenSpec, available: Set<String>, readsState: Bool) -> StateInitContext {
        StateInitContext(
            typeName: Namer.state(forScreen: screen.name.value),
            arguments: screen.params.map { param in
                available.contains(param.name.value)
                    ? StateArgumentContext(
                        label: param.name.value, value: SwiftName.identifier(param.name.value), readsState: readsState)
                    : StateArgumentContext(
                        label: param.name.value, value: value(for: param, available: []), readsState: false)
            }.markingLast())
    }

    private func screenAction(_ action: ActionSpec, in screen: ScreenSpec) -> ScreenActionContext {
        var sentEvent: SentPayloadContext?
        var doc = docLines(action.doc, fallback: "Called by the view; what it does is yours to write.")
        if let emits = action.emits, let eventSpec = index.events[emits.value] {
            let own = Set(action.params.map(\.name.value))
            sentEvent = SentPayloadContext(
                name: SwiftName.identifier(eventSpec.name.value), hasPayload: !eventSpec.params.isEmpty,
                payload: eventSpec.params.map { value in
                    StateArgumentContext(
                        label: value.name.value, value: SwiftName.identifier(value.name.value),
                        readsState: !own.contains(value.name.value))
                }.markingLast())
            doc = docLines(
                action.doc,
                fallback:
                    "Sends `\(emits.value)` to the router once `\(Namer.willSend(forAction: action.name.value))` agrees."
            )
        }
        return ScreenActionContext(
            name: SwiftName.identifier(action.name.value), doc: doc, params: members(action.params),
            isAsync: action.isAsync, sentEvent: sentEvent,
            hookName: sentEvent.map { _ in Namer.willSend(forAction: action.name.value) },
            hookDoc: action.emits.map { event in
                HookDocContext(
                    doc: docLines(
                        "Runs when `\(action.name.value)` is called, before it sends `\(event.value)`: change the state or check the input here, and return `false` to send nothing.",
                        fallback: ""))
            })
    }
}

/// A builder argument while it is worked out.
private struct BuildArgument {
    enum Kind { case value, display, child, action, input, clear }
    var label: String
    var name: String
    var kind: Kind
    var isAsync = false
    var closureArguments: [ArgumentContext] = []

    var context: BuildArgumentContext {
        BuildArgumentContext(
            label: SwiftName.argumentLabel(label), name: name, isValue: kind == .value, isDisplay: kind == .display,
            isChild: kind == .child,
            isAction: kind == .action,
            isInput: kind == .input, isClear: kind == .clear, isAsync: isAsync, closureArguments: closureArguments)
    }
}
