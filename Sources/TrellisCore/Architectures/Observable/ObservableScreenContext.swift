/// A screen as an `@Observable` view model (mvvm, mvvm-c): the class, its user-owned actions, the
/// container's factory of it and its tests.
struct ObservableScreenContext: Encodable, Sendable {
    var name: String
    /// `SignInViewModel`.
    var viewModelName: String
    /// `signIn`: the case of the module's screen enum and the stem of properties.
    var caseName: String
    var doc: DocLines
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
    /// The protocols the responder conforms to.
    var responderTypes: [NameContext]
    var emittingActions: [EmittingActionContext]
    /// The optional state entries the view can set to nil (`clearError()`).
    var clearableState: [StateContext]
    /// Whether the screen has tests: emitting actions, or state to clear; and what they check.
    /// With views: what its default view shows, for the test that looks for it.
    var defaultViewParts: DefaultViewPartsContext?
    var hasTests: Bool
    var testDoc: DocLines
    var handledEvents: [EventContext]
    var children: [ChildContext]
    /// The view model's init parameters, in order.
    var initParameters: [ParameterContext]
    /// The container's factory: its doc (what it injects and embeds), name and parameters (the
    /// screen's params and the responder), and the init it calls.
    var makeDoc: DocLines
    var makeName: String
    var makeParameters: [ParameterContext]
    var initCall: CallContext
    /// The methods of the user-owned file: actions without `emits`, the hooks of emitting
    /// actions, then reactions to `handles`.
    /// A route pushes or presents it: the system's own gesture can close it, and its
    /// `closedBySystemGesture()` (a user member) runs then.
    var closesBySystemGesture: Bool
    var userMembers: [UserMemberContext]
    /// Whether the screen has a user-owned actions file.
    var hasUserFile: Bool
    /// Its tests' suite, sample params and the arguments of its factory in them (the responder
    /// is the tests' recorder).
    var testSuite: String
    var sampleParams: [SampleContext]
    var testMakeArguments: [ArgumentContext]
}

/// An action generated complete: it sends its event once the user's hook agrees.
struct EmittingActionContext: Encodable, Sendable, FirstMarked, ListElement {
    var name: String
    /// The name as the spec writes it, for messages.
    var label: String
    var doc: DocLines
    var params: [MemberContext]
    var isAsync: Bool
    var event: EventContext
    /// `willSelect`: the user's code that runs first and may stop the event.
    var hookName: String
    // For its test:
    var testName: String
    /// Sample values: the action's arguments, and the state the payload is taken from.
    var testSetup: [SampleContext]
    /// The state set before the call, on the test's view model.
    var testState: [StateSetupContext]
    /// The call's arguments: the samples.
    var testArguments: [ArgumentContext]
    /// The payload the recorded event must carry.
    var testPayload: [ArgumentContext]
    /// The default view's button the test taps in place of the call, where it can.
    var viewButton: DefaultViewButtonContext?
    var isFirst = false
    var isLast = false
}

/// A state entry a test sets before it acts: `viewModel.dropoffLocation = dropoffLocation`.
struct StateSetupContext: Encodable, Sendable {
    var property: String
    var local: String
}

/// A method of the user-owned file, with a body that compiles and does nothing: an action
/// without `emits`, the hook of an emitting action (returns whether to send), a reaction, or
/// what runs when the system's gesture closed the screen.
struct UserMemberContext: Encodable, Sendable, FirstMarked {
    var doc: DocLines
    var name: String
    var params: [MemberContext]
    var isAsync: Bool
    var isAction: Bool
    var isHook: Bool
    var isReaction: Bool
    /// What runs when the system's own gesture closed the screen.
    var isClosingHook = false
    var isFirst = false
}

/// A child view model embedded in a screen.
struct ChildContext: Encodable, Sendable {
    var screenName: String
    var viewModelName: String
    var caseName: String
    /// `rideOptionPickerViewModel`.
    var property: String
    /// How the container makes it: the child's factory, with its params and no responder (the
    /// parent sets itself as the child's responder, or wires its closures, when it is made).
    /// Templates read it as the call of the parent's init argument, so it is not a key.
    var makeCall: CallContext
    /// What the child reports, each answered by the parent: by its reaction when it handles the
    /// event, else by passing it on.
    var reports: [ChildReportContext]
    var hasReports: Bool
    /// The parent's test that the child is wired to it (when it reports anything).
    var reportsTestName: String

    private enum CodingKeys: String, CodingKey {
        case screenName, viewModelName, caseName, property, reports, hasReports, reportsTestName
    }
}

/// An event a child view model reports to its parent.
struct ChildReportContext: Encodable, Sendable {
    var event: EventContext
    /// The parent handles it: its reaction runs, and the event goes no further.
    var isHandled: Bool
}

extension ObservableTranslator {
    func observableScreen(_ screen: ScreenSpec) -> ObservableScreenContext {
        let name = screen.name.value
        let viewModelName = Namer.viewModel(forScreen: name)
        let params = members(screen.params)
        let outputs = events(analysis.reportedEvents[name] ?? [])
        let handledNames = Set(screen.handles.map(\.value))
        let forwarded = Set(screen.children.flatMap { analysis.reportedEvents[$0.value] ?? [] }).subtracting(
            handledNames)
        let hasResponder = usesResponders && !outputs.isEmpty
        let dependencies = dependencies(of: screen)
        let children = screen.children.compactMap { index.screens[$0.value] }.map { child(of: screen, $0) }
        let responderType = "(any Responder)?"
        var initParameters = params.map(ParameterContext.init)
        initParameters += dependencies.map { ParameterContext(name: $0.property, type: "any \($0.type)") }
        if hasResponder { initParameters.append(ParameterContext(name: "responder", type: responderType)) }
        initParameters += children.map { ParameterContext(name: $0.property, type: $0.viewModelName) }
        var initArguments = params.map { ArgumentContext(label: $0.label, value: $0.name) }
        initArguments += dependencies.map { ArgumentContext(label: $0.property, value: $0.property) }
        if hasResponder { initArguments.append(ArgumentContext(label: "responder", value: "responder")) }
        initArguments += children.map { ArgumentContext(label: $0.property, value: "", call: $0.makeCall) }
        var makeParameters = params.map(ParameterContext.init)
        if hasResponder {
            makeParameters.append(ParameterContext(name: "responder", type: "(any \(viewModelName).Responder)?"))
        }
        // Tests declare their own locals, then a local per screen param.
        var testLocals = LocalNames(reserving: TestLocals.ofActionTests)
        let paramLocals = params.map { testLocals.local(for: $0.label) }
        var testMakeArguments = zip(params, paramLocals).map { ArgumentContext(label: $0.label, value: $1) }
        if hasResponder {
            testMakeArguments.append(ArgumentContext(label: "responder", value: "recorder"))
        }
        let userActions = screen.actions.filter { $0.emits == nil }
        let handled = events(screen.handles.map(\.value))
        let emitting = screen.actions.compactMap {
            emittingAction($0, in: screen, testLocals: testLocals, paramLocals: paramLocals)
        }.markingFirst()
        let closable = facts.closableBySystemGesture.contains(name)
        let state = state(of: screen)
        let clearable = state.filter { $0.clearName != nil }
        let defaultViewParts = defaultViewParts(of: screen)
        return ObservableScreenContext(
            name: name, viewModelName: viewModelName, caseName: Namer.screenCase(name),
            doc: docLines(screen.doc, fallback: facts.screenDoc(name)), params: params,
            state: state, dependencies: dependencies, outputs: outputs, hasOutputs: !outputs.isEmpty,
            forwardedEvents: outputs.filter { forwarded.contains($0.label) }.markingLast(),
            hasResponder: hasResponder, responderTypes: outputs.compactMap(\.responderName).listed,
            emittingActions: emitting, clearableState: clearable, defaultViewParts: defaultViewParts,
            hasTests: !emitting.isEmpty || !clearable.isEmpty || defaultViewParts != nil,
            testDoc: testDoc(of: viewModelName, emits: !emitting.isEmpty, clears: !clearable.isEmpty),
            handledEvents: handled, children: children,
            initParameters: initParameters.markingLast(),
            makeDoc: makeDoc(dependencies: dependencies, children: children, hasResponder: hasResponder),
            makeName: Namer.makeViewModel(forScreen: name), makeParameters: makeParameters.markingLast(),
            initCall: CallContext(name: viewModelName, arguments: initArguments.markingLast()),
            closesBySystemGesture: closable,
            userMembers: userMembers(userActions, emitting, handled, closable: closable),
            hasUserFile: !userActions.isEmpty || !handled.isEmpty || !emitting.isEmpty || closable,
            testSuite: Namer.testSuite(for: viewModelName),
            sampleParams: zip(params, paramLocals).map { SampleContext(local: $1, value: $0.sample) },
            testMakeArguments: testMakeArguments.markingLast())
    }

    private func makeDoc(dependencies: [DependencyContext], children: [ChildContext], hasResponder: Bool)
        -> DocLines
    {
        var parts: [String] = []
        if !dependencies.isEmpty { parts.append("Injects " + SpecFacts.list(dependencies.map { "`\($0.property)`" })) }
        if !children.isEmpty { parts.append("makes the embedded " + SpecFacts.list(children.map(\.screenName))) }
        if hasResponder { parts.append("the view model holds `responder` weakly") }
        guard let first = parts.first else { return docLines("Injects nothing: the screen needs no repository.") }
        return docLines(SpecFacts.sentence(first, parts.dropFirst()))
    }

    /// The stubs of the user file: actions without `emits`, what runs before an emitting action
    /// sends, reactions to `handles`, then what runs when the system's gesture closed the screen.
    private func userMembers(
        _ actions: [ActionSpec], _ emitting: [EmittingActionContext], _ handled: [EventContext], closable: Bool
    ) -> [UserMemberContext] {
        let members =
            actions.map { action in
                UserMemberContext(
                    doc: docLines(action.doc, fallback: "Called by the view; what it does is yours to write."),
                    name: SwiftName.identifier(action.name.value), params: self.members(action.params),
                    isAsync: action.isAsync, isAction: true, isHook: false, isReaction: false)
            }
            + emitting.map { action in
                UserMemberContext(
                    doc: docLines(
                        "Runs when `\(action.name)` is called, before it sends `\(action.event.label)`: set state or check the input here, and return `false` to send nothing.",
                        fallback: ""),
                    name: action.hookName, params: action.params, isAsync: action.isAsync, isAction: false,
                    isHook: true, isReaction: false)
            }
            + handled.map { event in
                UserMemberContext(
                    doc: event.doc, name: event.name, params: event.params, isAsync: false, isAction: false,
                    isHook: false, isReaction: true)
            }
            + (closable ? [closingHook] : [])
        return members.markingFirst()
    }

    private var closingHook: UserMemberContext {
        UserMemberContext(
            doc: docLines(
                "Runs when the user closed the screen with the system's own gesture (a back swipe, a swipe down), as it leaves: no route ran, so undo here what showing it set up elsewhere.",
                fallback: ""),
            name: Namer.closedBySystemGesture, params: [], isAsync: false, isAction: false, isHook: false,
            isReaction: false, isClosingHook: true)
    }

    private func child(of parent: ScreenSpec, _ child: ScreenSpec) -> ChildContext {
        // Params come from the parent's params (arguments of its `make…`), else its state's start
        // value, else their default.
        let parentState = state(of: parent)
        var arguments = child.params.map { param -> (label: String, value: String) in
            if parent.params.contains(where: { $0.name.value == param.name.value }) {
                return (param.name.value, SwiftName.identifier(param.name.value))
            }
            if let start = parentState.first(where: { $0.name == SwiftName.identifier(param.name.value) }) {
                return (param.name.value, start.initialValue)
            }
            return argument(for: param, available: [])
        }
        // The parent makes itself its child's responder (or wires its closures) when it is made.
        let reported = analysis.reportedEvents[child.name.value] ?? []
        if usesResponders, !reported.isEmpty { arguments.append(("responder", "nil")) }
        return ChildContext(
            screenName: child.name.value, viewModelName: Namer.viewModel(forScreen: child.name.value),
            caseName: Namer.screenCase(child.name.value),
            property: Namer.viewModelProperty(forScreen: child.name.value),
            makeCall: CallContext(
                name: Namer.makeViewModel(forScreen: child.name.value), arguments: listedArguments(arguments)),
            reports: events(reported).map { event in
                ChildReportContext(event: event, isHandled: parent.handles.contains { $0.value == event.label })
            }, hasReports: !reported.isEmpty,
            reportsTestName: Namer.reportsTest(child: child.name.value, parent: parent.name.value))
    }

    /// An action that sends an event, with its test: `testLocals` holds the names the test
    /// has declared already, `paramLocals` the locals of the screen's params.
    private func emittingAction(
        _ action: ActionSpec, in screen: ScreenSpec, testLocals: LocalNames, paramLocals: [String]
    ) -> EmittingActionContext? {
        guard let emits = action.emits, let eventSpec = index.events[emits.value] else { return nil }
        var testLocals = testLocals
        let screenLocals = Dictionary(
            zip(screen.params.map(\.name.value), paramLocals), uniquingKeysWith: { first, _ in first })
        var samples = emittingSamples(
            of: action, sending: eventSpec, screenLocals: screenLocals, locals: &testLocals)
        let hookName = Namer.willSend(forAction: action.name.value)
        let viewButton = defaultViewButton(for: action, in: screen, samples: &samples, locals: &testLocals)
        return EmittingActionContext(
            name: SwiftName.identifier(action.name.value), label: action.name.value,
            doc: docLines(action.doc, fallback: "Sends `\(emits.value)` once `\(hookName)` agrees."),
            params: members(action.params), isAsync: action.isAsync, event: event(eventSpec), hookName: hookName,
            testName: Namer.sendingTest(action: action.name.value, event: emits.value), testSetup: samples.setup,
            testState: samples.state,
            testArguments: listedArguments(
                action.params.map { ($0.name.value, samples.actionLocals[$0.name.value] ?? $0.name.value) }),
            testPayload: listedArguments(samples.payload), viewButton: viewButton)
    }
}

extension ObservableTranslator {
    /// What a screen's tests check.
    fileprivate func testDoc(of viewModel: String, emits: Bool, clears: Bool) -> DocLines {
        let sending =
            "every action of \(viewModel) that sends an event sends it, with its payload, when the code that runs before it (`will…`, yours) agrees to the test's input (else the test is skipped and says why)"
        let clearing = "each state entry the view dismisses goes back to nil"
        let checks = [emits ? sending : nil, clears ? clearing : nil].compactMap { $0 }
        return docLines(SwiftName.upperFirst(checks.joined(separator: "; ")) + ".", fallback: "")
    }
}
