/// A flow's coordinator and its tests, as templates print them.
struct FlowContext: Encodable {
    var name: String
    /// `SignedInCoordinator`.
    var coordinatorName: String
    /// The flow's type in the chosen architecture: the coordinator, or the flow view model.
    var typeName: String
    var doc: [String]
    var isRoot: Bool
    var params: [MemberContext]
    /// The container's `make…Coordinator` parameters: the flow's params and the navigator.
    var makeParameters: String
    /// The init's parameters, one per line.
    var initParameters: ParameterList
    /// Showing the start screen.
    var start: ShowScreenContext
    /// Weak references to live view models that handle events.
    var handlers: [HandlerContext]
    /// The events that can reach the flow, each with what the flow does.
    var incomingEvents: [IncomingEventContext]
    /// The events the flow hands to its parent.
    var handedUpEvents: [EventContext]
    var handsEventsUp: Bool
    /// `SignedInResponder & SignedOutResponder`: what a parent must answer.
    var parentComposition: String
    // For tests:
    /// `let userSession = …` for each param.
    var sampleParams: [String]
    /// `userSession: userSession, navigator: navigator`.
    var testMakeArguments: String
    /// `replace GettingUsersLocation`.
    var startStep: String
    /// The MVVM flow view model's parts.
    var mvvm: FlowViewModelContext
}

/// How a coordinator creates and shows a screen.
struct ShowScreenContext: Encodable {
    var screenName: String
    /// `container.makeSignInViewModel(responder: self)`.
    var makeCall: String
    /// Statements after making it: keeping handlers, wiring closure outputs.
    var setup: [String]
    /// `.signIn(viewModel)`.
    var screenCase: String
    /// The case name, for tests' pattern matching.
    var caseName: String
    var viewModelName: String
}

/// A weak reference a coordinator keeps to a live view model that handles events.
struct HandlerContext: Encodable {
    var property: String
    var viewModelName: String
}

/// An event reaching a flow: who is told, and the route.
struct IncomingEventContext: Encodable {
    var event: EventContext
    /// Properties of live view models that handle the event.
    var handlers: [String]
    var isPush: Bool
    var isPresent: Bool
    var isReplace: Bool
    var isStart: Bool
    var isPop: Bool
    var isDismiss: Bool
    var isFinish: Bool
    /// Whether the event goes on to the parent (no route here, or `finish`).
    var handsUp: Bool
    var isRouted: Bool
    var show: ShowScreenContext?
    var child: StartFlowContext?
    /// The navigation step tests expect: `push SignIn`, `pop`.
    var expectedStep: String?
    /// Test setup: sample payload values.
    var samplePayload: [String]
    /// Test statements before the event is sent.
    var testPrelude: [String]
    /// Test statements after: the navigation step, the destination's params, what was handed up.
    var testChecks: [String]
    var testName: String
    /// MVVM: the view value the route shows (`.pickMeUp(pickupLocation: pickupLocation)`).
    var viewValue: String?
    /// MVVM: how the flow view model makes a started child flow's view model.
    var childMakeCall: String?
    /// MVVM: the child flow's case in the flow view model's `Child` enum.
    var childCaseName: String?
    /// MVVM test statements before the event, and the checks of the navigation state after.
    var mvvmTestPrelude: [String]
    var mvvmTestChecks: [String]
}

/// How a coordinator starts a child flow.
struct StartFlowContext: Encodable {
    var coordinatorName: String
    /// `container.makeSignedInCoordinator(userSession: userSession, navigator: navigator)`.
    var makeCall: String
    /// Statements after making it: setting the parent or wiring closures.
    var setup: [String]
    /// The navigation step the child's start makes.
    var startStep: String
}

extension ContextBuilder {
    func flow(_ flow: FlowSpec, isRoot: Bool) -> FlowContext {
        let name = flow.name.value
        let params = members(flow.params, kind: "param", withDefaults: true)
        let live = analysis.liveScreens[name] ?? []
        let handlers = handlerScreens(in: live).map {
            HandlerContext(property: GeneratedName.viewModelProperty(forScreen: $0), viewModelName: $0 + "ViewModel")
        }
        let handedUp = (analysis.handedUpEvents[name] ?? []).compactMap { index.events[$0] }.map { event($0) }
        var initParameters = params.map(\.declaration)
        initParameters += ["navigator: any Navigator", "container: \(containerName)"]
        let start =
            flow.start.map { show($0.value, in: flow, available: Set(flow.params.map(\.name.value))) }
            ?? ShowScreenContext(
                screenName: "", makeCall: "", setup: [], screenCase: "", caseName: "", viewModelName: "")
        return FlowContext(
            name: name, coordinatorName: name + "Coordinator",
            typeName: architecture == .mvvm ? name + "ViewModel" : name + "Coordinator",
            doc: docLines(flow.doc, fallback: "Runs the \(name) flow: shows its screens and routes their events."),
            isRoot: isRoot, params: params,
            makeParameters: (params.map(\.declaration) + ["navigator: any Navigator"]).joined(separator: ", "),
            initParameters: ParameterList(initParameters), start: start, handlers: handlers,
            incomingEvents: (analysis.incomingEvents[name] ?? []).compactMap { incoming($0, in: flow) },
            handedUpEvents: handedUp, handsEventsUp: !handedUp.isEmpty,
            parentComposition: composition(["AnyObject"] + handedUp.map(\.responderName)),
            sampleParams: params.map { "let \($0.name) = \($0.sample)" },
            testMakeArguments: (params.map(\.argument) + ["navigator: navigator"]).joined(separator: ", "),
            startStep: "replace \(start.screenName)", mvvm: flowViewModel(flow))
    }

    /// The live screens that handle some event: they get a weak reference in the coordinator.
    private func handlerScreens(in live: [String]) -> [String] {
        live.filter { index.screens[$0]?.handles.isEmpty == false }
    }

    /// Making a screen's view model inside a flow: params by name from the event payload (the
    /// method's parameters) or the flow's params (the coordinator's properties).
    func show(_ screenName: String, in flow: FlowSpec, available: Set<String>) -> ShowScreenContext {
        guard let screen = index.screens[screenName] else {
            return ShowScreenContext(
                screenName: screenName, makeCall: "", setup: [], screenCase: "", caseName: "", viewModelName: "")
        }
        var arguments = screen.params.map { argument(for: $0, available: available) }
        if usesResponders, analysis.reportedEvents[screenName]?.isEmpty == false { arguments.append("responder: self") }
        let caseName = SwiftName.lowerFirst(screenName)
        var setup: [String] = []
        let live = handlerScreens(in: analysis.liveScreens[flow.name.value] ?? [])
        if live.contains(screenName) { setup.append("\(caseName)ViewModel = viewModel") }
        for (path, child) in childPaths(of: screenName) where live.contains(child) {
            setup.append("\(SwiftName.lowerFirst(child))ViewModel = viewModel.\(path)")
        }
        if !usesResponders { setup += closureWiring(for: screenName, at: "viewModel") }
        return ShowScreenContext(
            screenName: screenName,
            makeCall: "container.make\(screenName)ViewModel(\(arguments.joined(separator: ", ")))",
            setup: setup, screenCase: ".\(caseName)(viewModel)", caseName: caseName,
            viewModelName: screenName + "ViewModel")
    }

    /// The children of a screen, recursively, with the property path to reach each.
    private func childPaths(of screenName: String, visited: Set<String> = []) -> [(path: String, screen: String)] {
        guard let screen = index.screens[screenName], !visited.contains(screenName) else { return [] }
        return screen.children.flatMap { child -> [(path: String, screen: String)] in
            let property = SwiftName.lowerFirst(child.value) + "ViewModel"
            let nested = childPaths(of: child.value, visited: visited.union([screenName])).map {
                (path: "\(property).\($0.path)", screen: $0.screen)
            }
            return [(path: property, screen: child.value)] + nested
        }
    }

    /// `target.onSignedIn = { [weak self] userSession in self?.signedIn(userSession: userSession) }`.
    private func closureWiring(for screenName: String, at target: String) -> [String] {
        (analysis.reportedEvents[screenName] ?? []).compactMap { index.events[$0] }.map { eventSpec in
            let context = event(eventSpec)
            let parameters = context.closureParameters.isEmpty ? " in" : " \(context.closureParameters) in"
            return "\(target).\(context.closureProperty) = { [weak self]\(parameters) self?.\(context.call) }"
        }
    }
}
