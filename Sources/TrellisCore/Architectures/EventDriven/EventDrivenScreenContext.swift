/// A screen in the event-driven architecture: its state, its immutable view model, the builder
/// that makes one from the other, the user's code, and its tests.
struct EventDrivenScreenContext: Encodable {
    var name: String
    var caseName: String
    var doc: [String]
    var stateName: String
    var viewModelName: String
    var builderName: String
    var listeningName: String
    var actionsName: String
    var params: [MemberContext]
    var hasParams: Bool
    var state: [StateContext]
    /// Params then state: what the view model shows.
    var values: [ValueContext]
    var hasValues: Bool
    /// The state the view sets: a closure each.
    var inputs: [InputContext]
    var dependencies: [DependencyContext]
    var actions: [ScreenActionContext]
    var userActions: [ScreenActionContext]
    var hasUserActions: Bool
    var hasHandledEvents: Bool
    /// The builder makes the screen's `Actions` (it has actions or input).
    var needsActions: Bool
    /// The arguments of the view model's init in the builder.
    var buildArguments: [ListItem]
    var emittingActions: [ScreenActionContext]
    var handledEvents: [EventContext]
    var children: [EmbeddedScreenContext]
    var hasChildren: Bool
    /// Some embedded screen takes a param from this screen's state when it is made.
    var readsStateForChildren: Bool
    /// The screens that embed this one.
    var embeddingScreens: [ListItem]
    /// Shown by a flow: a case of the screen enum, with its params.
    var isNavigated: Bool
    /// `pickMeUp(pickupLocation: Location)`: its case in the screen enum.
    var screenDeclaration: String
    /// `.pickMeUp(let pickupLocation)`.
    var screenPattern: String
    /// `PickMeUpState(pickupLocation: pickupLocation)`: its state made from the screen enum's values.
    var stateInit: String
    /// The arguments of the router's `make…ViewModel` for its children: `rideOptionPicker: …`.
    var hasUserFile: Bool
    var hasTests: Bool
    var tests: ScreenTestsContext
}

/// A value the view model shows.
struct ValueContext: Encodable {
    var name: String
    var type: String
    var doc: [String]
}

/// An input state entry, set through a closure of the view model.
struct InputContext: Encodable {
    var name: String
    var type: String
    /// `setEmail`.
    var setter: String
    var doc: [String]
}

/// An action: a closure of the view model and a method of the screen's `Actions`.
struct ScreenActionContext: Encodable {
    var name: String
    var doc: [String]
    /// `dropoffLocation: Location`.
    var parameterList: String
    /// `@MainActor @Sendable (Location) async -> Void`.
    var closureType: String
    /// `dropoffLocation: $0`: the closure passes its arguments on by label.
    var closureArguments: String
    var isAsync: Bool
    /// `.dropoffLocationDetermined(dropoffLocation: dropoffLocation)`: what an emitting action sends.
    var sentEvent: String?
    /// Last in its list (user actions, emitting actions).
    var isLast: Bool
}

/// A screen embedded in another.
struct EmbeddedScreenContext: Encodable {
    var screenName: String
    var caseName: String
    var viewModelName: String
    var stateName: String
    /// `rideOptionPickerViewModel`.
    var property: String
    /// `RideOptionPickerState(pickupLocation: state.pickupLocation)`: made from the parent's state.
    var stateInit: String
    var isLast: Bool
}

extension ContextBuilder {
    func eventDrivenScreen(_ screen: ScreenSpec) -> EventDrivenScreenContext {
        let name = screen.name.value
        let caseName = GeneratedName.screenCase(name)
        let params = members(screen.params, kind: "param", withDefaults: true)
        let state = self.state(of: screen) { "Set by the view through `\(GeneratedName.inputSetter(forState: $0))`." }
        let values =
            params.map { ValueContext(name: $0.name, type: $0.type, doc: $0.doc) }
            + state.map { ValueContext(name: $0.name, type: $0.type, doc: $0.doc) }
        let inputs = screen.state.filter(\.isInput).map { entry in
            InputContext(
                name: SwiftName.identifier(entry.name.value), type: entry.type.value.description,
                setter: GeneratedName.inputSetter(forState: entry.name.value),
                doc: docLines("Sets `\(entry.name.value)`, as the view's \(entry.name.value) changes.", fallback: ""))
        }
        let dependencies = screen.dependencies.map {
            DependencyContext(type: $0.value, property: GeneratedName.dependencyProperty(forRepository: $0.value))
        }
        let actions = screen.actions.map { screenAction($0, in: screen) }
        let children = screen.children.compactMap { index.screens[$0.value] }.enumerated().map { offset, child in
            EmbeddedScreenContext(
                screenName: child.name.value, caseName: GeneratedName.screenCase(child.name.value),
                viewModelName: GeneratedName.viewModel(forScreen: child.name.value),
                stateName: GeneratedName.state(forScreen: child.name.value),
                property: GeneratedName.viewModelProperty(forScreen: child.name.value),
                stateInit: stateInit(
                    of: child, available: Set(screen.params.map(\.name.value) + screen.state.map(\.name.value)),
                    prefix: "state."),
                isLast: offset == screen.children.count - 1)
        }
        let handled = screen.handles.compactMap { index.events[$0.value] }.enumerated().map {
            event($1, isLast: $0 == screen.handles.count - 1)
        }
        let paramsDeclaration = params.map { "\($0.label): \($0.type)" }.joined(separator: ", ")
        let userActions = lastMarked(actions.filter { $0.sentEvent == nil })
        let emitting = lastMarked(actions.filter { $0.sentEvent != nil })
        // Labels as written: a keyword needs no backticks there.
        let buildArguments =
            (screen.params.map(\.name.value) + screen.state.map(\.name.value)).map {
                "\($0): shown.\(SwiftName.identifier($0))"
            }
            + children.map { "\($0.property): \($0.property)" }
            + zip(screen.actions, actions).map { spec, action in
                "\(spec.name.value): { \(action.isAsync ? "await " : "")actions.\(action.name)(\(action.closureArguments)) }"
            }
            + inputs.map { "\($0.setter): { value in actions.updateState { $0.\($0.name) = value } }" }
        let tests = screenTests(screen, actions: emitting)
        return EventDrivenScreenContext(
            name: name, caseName: caseName, doc: docLines(screen.doc, fallback: facts.screenDoc(name)),
            stateName: GeneratedName.state(forScreen: name), viewModelName: GeneratedName.viewModel(forScreen: name),
            builderName: GeneratedName.viewModelBuilder(forScreen: name),
            listeningName: GeneratedName.listening(forScreen: name),
            actionsName: GeneratedName.actions(forScreen: name),
            params: params, hasParams: !params.isEmpty, state: state, values: values, hasValues: !values.isEmpty,
            inputs: inputs,
            dependencies: dependencies, actions: actions, userActions: userActions,
            hasUserActions: !userActions.isEmpty, hasHandledEvents: !handled.isEmpty,
            needsActions: !actions.isEmpty || !inputs.isEmpty, buildArguments: listItems(buildArguments),
            emittingActions: emitting,
            handledEvents: handled, children: children, hasChildren: !children.isEmpty,
            readsStateForChildren: children.contains { $0.stateInit.contains("state.") },
            embeddingScreens: listItems((facts.embeddedIn[name] ?? []).map(GeneratedName.screenCase)),
            isNavigated: facts.shownBy[name] != nil,
            screenDeclaration: params.isEmpty ? caseName : "\(caseName)(\(paramsDeclaration))",
            screenPattern: casePattern(caseName, params: screen.params, binding: Set(screen.params.map(\.name.value))),
            stateInit: stateInit(of: screen, available: Set(screen.params.map(\.name.value)), prefix: ""),
            hasUserFile: !values.isEmpty || !userActions.isEmpty || !handled.isEmpty,
            hasTests: !tests.emitting.isEmpty || !tests.handled.isEmpty, tests: tests)
    }

    /// `SignInState(…)`: a screen's state made from its params, each taken by name from
    /// `available` (read through `prefix`), else its default.
    func stateInit(of screen: ScreenSpec, available: Set<String>, prefix: String) -> String {
        let arguments = screen.params.map { param in
            available.contains(param.name.value)
                ? "\(param.name.value): \(prefix)\(SwiftName.identifier(param.name.value))"
                : argument(for: param, available: [])
        }
        return GeneratedName.state(forScreen: screen.name.value) + "(\(arguments.joined(separator: ", ")))"
    }

    private func screenAction(_ action: ActionSpec, in screen: ScreenSpec) -> ScreenActionContext {
        let params = members(action.params, kind: "param")
        let types = params.map(\.type).joined(separator: ", ")
        let closureArguments = params.enumerated().map { "\($1.label): $\($0)" }.joined(separator: ", ")
        var sentEvent: String?
        var doc = docLines(action.doc, fallback: "Called by the view; what it does is yours to write.")
        if let emits = action.emits, let eventSpec = index.events[emits.value] {
            let own = Set(action.params.map(\.name.value))
            let payload = eventSpec.params.map { value in
                "\(value.name.value): " + (own.contains(value.name.value) ? "" : "self.state.")
                    + SwiftName.identifier(value.name.value)
            }
            let eventName = SwiftName.identifier(eventSpec.name.value)
            sentEvent = payload.isEmpty ? "." + eventName : ".\(eventName)(\(payload.joined(separator: ", ")))"
            doc = docLines(action.doc, fallback: "Sends `\(emits.value)` to the router.")
        }
        return ScreenActionContext(
            name: SwiftName.identifier(action.name.value), doc: doc,
            parameterList: params.map(\.declaration).joined(separator: ", "),
            closureType: "@MainActor @Sendable (\(types))\(action.isAsync ? " async" : "") -> Void",
            closureArguments: closureArguments, isAsync: action.isAsync, sentEvent: sentEvent, isLast: false)
    }

    private func lastMarked(_ actions: [ScreenActionContext]) -> [ScreenActionContext] {
        actions.enumerated().map { offset, action in
            var action = action
            action.isLast = offset == actions.count - 1
            return action
        }
    }
}
