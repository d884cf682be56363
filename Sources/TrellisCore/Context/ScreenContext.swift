/// A screen's view model, its user-owned actions and its tests, as templates print them.
struct ScreenContext: Encodable {
    var name: String
    /// `SignInViewModel`.
    var viewModelName: String
    /// `signIn`: the case of the module's screen enum and the stem of properties.
    var caseName: String
    var doc: [String]
    var params: [MemberContext]
    var state: [StateContext]
    var dependencies: [DependencyContext]
    /// The events the view model reports (its own, and its children's it does not handle):
    /// its closure outputs, or what its responder answers.
    var outputs: [EventContext]
    var hasOutputs: Bool
    /// The events its children report that it does not handle: it passes them on.
    var forwardedEvents: [EventContext]
    /// Whether the view model takes a responder (responder outputs and something to send).
    var hasResponder: Bool
    /// `SignedInResponder & NotSignedInResponder`.
    /// The protocols the responder conforms to, joined by `&` in the templates.
    var responderTypes: [ListItem]
    var emittingActions: [EmittingActionContext]
    var userActions: [UserActionContext]
    var handledEvents: [EventContext]
    var children: [ChildContext]
    /// The view model's init parameters, in order.
    var initParameters: String
    /// The doc of the container's `make…`: what it injects and embeds.
    var makeDoc: [String]
    /// The container's `make…` parameters: the screen's params and the responder.
    var makeParameters: String
    /// The arguments the container passes to the init.
    var initArguments: String
    /// The methods of the user-owned file: actions without `emits`, then reactions to `handles`.
    var userMembers: [UserMemberContext]
    /// Whether the screen has a user-owned actions file.
    var hasUserFile: Bool
    /// Sample params for tests: `let pickupLocation = Location(...)`.
    var sampleParams: [String]
    /// The arguments of `make…` in tests (the responder is the `recorder`).
    var testMakeArguments: String
}

/// A view model state entry.
struct StateContext: Encodable {
    var name: String
    var type: String
    var doc: [String]
    var initialValue: String
    /// Settable by the view (two-way bound); otherwise read-only outside the module.
    var isInput: Bool
}

/// A repository a view model uses.
struct DependencyContext: Encodable {
    var type: String
    var property: String
}

/// An action generated complete: it sends its event.
struct EmittingActionContext: Encodable {
    var name: String
    var doc: [String]
    var parameterList: String
    var isAsync: Bool
    var event: EventContext
    /// `willSelect`: the user's code that runs first and may stop the event.
    var hookName: String
    /// `rideOptionID: rideOptionID`: the action's params passed on to it.
    var argumentList: String
    // For its test:
    var testName: String
    /// Lines before the call: sample values and state set up as the payload's source.
    var testSetup: [String]
    /// Lines that set the state the payload is taken from, on `viewModel`.
    var testState: [String]
    /// `await make().willSelect(rideOptionID: rideOptionID)`: asks the hook of a twin.
    var testHookCall: String
    /// `viewModel.select(dropoffLocation: dropoffLocation)`, with `await` when async.
    var testCall: String
    /// The `RecordedEvent` the test expects.
    var testExpected: String
    var isFirst: Bool
}

/// An action whose body the user writes.
struct UserActionContext: Encodable {
    var name: String
    var doc: [String]
    var parameterList: String
    var isAsync: Bool
}

/// A method of the user-owned file, with a body that compiles and does nothing.
struct UserMemberContext: Encodable {
    var doc: [String]
    /// `public func search() async`.
    var declaration: String
    /// The body of the stub: a comment, and what it must return.
    var body: [String]
    var isFirst: Bool
}

/// A child view model embedded in a screen.
struct ChildContext: Encodable {
    var screenName: String
    var viewModelName: String
    var caseName: String
    /// `rideOptionPickerViewModel`.
    var property: String
    /// `makeRideOptionPickerViewModel(pickupLocation: pickupLocation, responder: responder)`.
    var makeCall: String
    /// What the child reports, each answered by the parent: by its reaction when it handles the
    /// event, else by passing it on.
    var reports: [ChildReportContext]
    var hasReports: Bool
}

/// An event a child view model reports to its parent.
struct ChildReportContext: Encodable {
    var event: EventContext
    /// The parent handles it: its reaction runs, and the event goes no further.
    var isHandled: Bool
}

extension ContextBuilder {
    func screen(_ screen: ScreenSpec) -> ScreenContext {
        let name = screen.name.value
        let viewModelName = GeneratedName.viewModel(forScreen: name)
        let params = members(screen.params, kind: "param", withDefaults: true)
        let outputs = (analysis.reportedEvents[name] ?? []).compactMap { index.events[$0] }.map { event($0) }
        let handledNames = Set(screen.handles.map(\.value))
        let forwarded = Set(screen.children.flatMap { analysis.reportedEvents[$0.value] ?? [] }).subtracting(
            handledNames)
        let hasResponder = usesResponders && !outputs.isEmpty
        let dependencies = screen.dependencies.map {
            DependencyContext(type: $0.value, property: GeneratedName.dependencyProperty(forRepository: $0.value))
        }
        let children = screen.children.compactMap { index.screens[$0.value] }.map { child(of: screen, $0) }
        var initParameters = params.map(\.declaration)
        initParameters += dependencies.map { "\($0.property): any \($0.type)" }
        if hasResponder { initParameters.append("responder: (any Responder)?") }
        initParameters += children.map { "\($0.property): \($0.viewModelName)" }
        var initArguments = params.map(\.argument)
        initArguments += dependencies.map { "\($0.property): \($0.property)" }
        if hasResponder { initArguments.append("responder: responder") }
        initArguments += children.map { "\($0.property): \($0.makeCall)" }
        var makeParameters = params.map(\.declaration)
        if hasResponder { makeParameters.append("responder: (any \(viewModelName).Responder)?") }
        // Tests declare `recorder` and `viewModel`, then a local per screen param.
        var testLocals = LocalNames(reserving: ["recorder", "viewModel", "make", "agrees"])
        let paramLocals = params.map { testLocals.local(for: $0.label) }
        var testMakeArguments = zip(params, paramLocals).map { "\($0.label): \($1)" }
        if hasResponder { testMakeArguments.append("responder: recorder") }
        let userActions = screen.actions.filter { $0.emits == nil }.map { action in
            UserActionContext(
                name: SwiftName.identifier(action.name.value),
                doc: docLines(action.doc, fallback: "Called by the view; what it does is yours to write."),
                parameterList: members(action.params, kind: "param").map(\.declaration).joined(separator: ", "),
                isAsync: action.isAsync)
        }
        let handled = screen.handles.compactMap { index.events[$0.value] }.map { event($0) }
        let emitting = firstMarked(
            screen.actions.compactMap {
                emittingAction($0, in: screen, testLocals: testLocals, paramLocals: paramLocals)
            })
        return ScreenContext(
            name: name, viewModelName: viewModelName, caseName: GeneratedName.screenCase(name),
            doc: docLines(screen.doc, fallback: facts.screenDoc(name)), params: params,
            state: state(of: screen), dependencies: dependencies, outputs: outputs, hasOutputs: !outputs.isEmpty,
            forwardedEvents: outputs.filter { forwarded.contains($0.label) },
            hasResponder: hasResponder, responderTypes: listItems(outputs.map(\.responderName)),
            emittingActions: emitting,
            userActions: userActions,
            handledEvents: handled, children: children, initParameters: initParameters.joined(separator: ", "),
            makeDoc: makeDoc(dependencies: dependencies, children: children, hasResponder: hasResponder),
            makeParameters: makeParameters.joined(separator: ", "),
            initArguments: initArguments.joined(separator: ", "),
            userMembers: userMembers(userActions, emitting, handled),
            hasUserFile: !userActions.isEmpty || !handled.isEmpty || !emitting.isEmpty,
            sampleParams: zip(params, paramLocals).map { "let \($1) = \($0.sample)" },
            testMakeArguments: testMakeArguments.joined(separator: ", "))
    }

    private func makeDoc(dependencies: [DependencyContext], children: [ChildContext], hasResponder: Bool)
        -> [String]
    {
        var parts: [String] = []
        if !dependencies.isEmpty { parts.append("Injects " + SpecFacts.list(dependencies.map { "`\($0.property)`" })) }
        if !children.isEmpty { parts.append("makes the embedded " + SpecFacts.list(children.map(\.screenName))) }
        if hasResponder { parts.append("the view model holds `responder` weakly") }
        guard let first = parts.first else { return docLines("Injects nothing: the screen needs no repository.") }
        return docLines(SpecFacts.sentence(first, parts.dropFirst()))
    }

    private func firstMarked(_ actions: [EmittingActionContext]) -> [EmittingActionContext] {
        actions.enumerated().map { offset, action in
            var action = action
            action.isFirst = offset == 0
            return action
        }
    }

    /// The stubs of the user file: actions without `emits`, what runs before an emitting action
    /// sends, then reactions to `handles`.
    private func userMembers(
        _ actions: [UserActionContext], _ emitting: [EmittingActionContext], _ handled: [EventContext]
    ) -> [UserMemberContext] {
        let members =
            actions.map { action in
                UserMemberContext(
                    doc: action.doc,
                    declaration: "public func \(action.name)(\(action.parameterList))\(action.isAsync ? " async" : "")",
                    body: ["// Write the action here."], isFirst: false)
            }
            + emitting.map { action in
                UserMemberContext(
                    doc: docLines(
                        "Runs when `\(action.name)` is called, before it sends `\(action.event.label)`: set state or check the input here, and return `false` to send nothing.",
                        fallback: ""),
                    declaration:
                        "func \(action.hookName)(\(action.parameterList))\(action.isAsync ? " async" : "") -> Bool",
                    body: ["true"], isFirst: false)
            }
            + handled.map { event in
                UserMemberContext(
                    doc: event.doc, declaration: "public func \(event.name)(\(event.parameterList))",
                    body: ["// React to the event here."], isFirst: false)
            }
        return members.enumerated().map { offset, member in
            var member = member
            member.isFirst = offset == 0
            return member
        }
    }

    /// The screen's state entries; an input entry without a doc says how the view sets it
    /// (`inputDoc`, from the entry's name).
    func state(
        of screen: ScreenSpec,
        inputDoc: (String) -> String = { _ in "Set by the view (two-way bound) as well as by the view model." }
    ) -> [StateContext] {
        screen.state.map { entry in
            let initial =
                entry.defaultValue.map { literals.value(of: $0, as: entry.type.value) }
                ?? SwiftLiteral.emptyValue(of: entry.type.value)
            return StateContext(
                name: SwiftName.identifier(entry.name.value), type: entry.type.value.description,
                doc: entry.isInput
                    ? docLines(entry.doc, fallback: inputDoc(entry.name.value))
                    : docLines(entry.doc), initialValue: initial,
                isInput: entry.isInput)
        }
    }

    private func child(of parent: ScreenSpec, _ child: ScreenSpec) -> ChildContext {
        // Params come from the parent's params (arguments of its `make…`), else its state's start
        // value, else their default.
        let parentState = state(of: parent)
        let arguments = child.params.map { param -> String in
            if parent.params.contains(where: { $0.name.value == param.name.value }) {
                return "\(param.name.value): \(SwiftName.identifier(param.name.value))"
            }
            if let start = parentState.first(where: { $0.name == SwiftName.identifier(param.name.value) }) {
                return "\(param.name.value): \(start.initialValue)"
            }
            return argument(for: param, available: [])
        }
        // The parent makes itself its child's responder (or wires its closures) when it is made.
        let hasResponder = usesResponders && analysis.reportedEvents[child.name.value]?.isEmpty == false
        let makeArguments = arguments + (hasResponder ? ["responder: nil"] : [])
        return ChildContext(
            screenName: child.name.value, viewModelName: GeneratedName.viewModel(forScreen: child.name.value),
            caseName: GeneratedName.screenCase(child.name.value),
            property: GeneratedName.viewModelProperty(forScreen: child.name.value),
            makeCall:
                "\(GeneratedName.makeViewModel(forScreen: child.name.value))(\(makeArguments.joined(separator: ", ")))",
            reports: (analysis.reportedEvents[child.name.value] ?? []).compactMap { index.events[$0] }.map { spec in
                ChildReportContext(
                    event: event(spec), isHandled: parent.handles.contains { $0.value == spec.name.value })
            }, hasReports: analysis.reportedEvents[child.name.value]?.isEmpty == false)
    }

    /// An action that sends an event, with its test: `testLocals` holds the names the test
    /// has declared already, `paramLocals` the locals of the screen's params.
    private func emittingAction(
        _ action: ActionSpec, in screen: ScreenSpec, testLocals: LocalNames, paramLocals: [String]
    ) -> EmittingActionContext? {
        guard let emits = action.emits, let eventSpec = index.events[emits.value] else { return nil }
        let eventContext = event(eventSpec)
        let params = members(action.params, kind: "param")
        var testLocals = testLocals
        let screenParamLocals = Dictionary(
            zip(screen.params.map(\.name.value), paramLocals), uniquingKeysWith: { first, _ in first })
        var setup: [String] = []
        var actionLocals: [String: String] = [:]
        for (offset, param) in action.params.enumerated() {
            let local = testLocals.local(for: param.name.value, suffix: "Argument")
            actionLocals[param.name.value] = local
            setup.append("let \(local) = \(literals.sample(of: param.type.value, seed: 10 + offset))")
        }
        var payload: [String] = []
        var state: [String] = []
        for (offset, value) in eventSpec.params.enumerated() {
            if let local = actionLocals[value.name.value] ?? screenParamLocals[value.name.value] {
                payload.append("\(value.name.value): \(local)")
            } else {
                // Taken from state: the test sets it first.
                let local = testLocals.local(for: value.name.value)
                setup.append("let \(local) = \(literals.sample(of: value.type.value, seed: 20 + offset))")
                state.append("viewModel.\(SwiftName.identifier(value.name.value)) = \(local)")
                payload.append("\(value.name.value): \(local)")
            }
        }
        let arguments = action.params.map { "\($0.name.value): \(actionLocals[$0.name.value] ?? $0.name.value)" }
        let call = "viewModel.\(SwiftName.identifier(action.name.value))(\(arguments.joined(separator: ", ")))"
        return EmittingActionContext(
            name: SwiftName.identifier(action.name.value),
            doc: docLines(
                action.doc,
                fallback:
                    "Sends `\(emits.value)` once `\(GeneratedName.willSend(forAction: action.name.value))` agrees."),
            parameterList: params.map(\.declaration).joined(separator: ", "), isAsync: action.isAsync,
            event: eventContext, hookName: GeneratedName.willSend(forAction: action.name.value),
            argumentList: params.map(\.argument).joined(separator: ", "),
            testName: "\(action.name.value)Sends\(SwiftName.upperFirst(emits.value))",
            testSetup: setup, testState: state,
            testHookCall: (action.isAsync ? "await " : "")
                + "make().\(GeneratedName.willSend(forAction: action.name.value))(\(arguments.joined(separator: ", ")))",
            testCall: (action.isAsync ? "await " : "") + call,
            testExpected: payload.isEmpty
                ? ".\(eventContext.name)" : ".\(eventContext.name)(\(payload.joined(separator: ", ")))",
            isFirst: false)
    }
}
