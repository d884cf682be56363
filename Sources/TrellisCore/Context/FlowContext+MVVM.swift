/// What the MVVM architecture adds to a flow: the `<Flow>View` enum, the navigation state the
/// flow view model keeps, its child flows, and its scoped container.
struct FlowViewModelContext: Encodable {
    /// `SignedInViewModel`.
    var viewModelName: String
    /// `SignedInView`.
    var viewEnumName: String
    /// The cases of the view enum: every screen the flow shows (not embedded children).
    var views: [FlowViewCase]
    /// `.gettingUsersLocation`: the view the flow starts with.
    var startView: String
    /// The child flows it can start.
    var childFlows: [ChildFlowCase]
    var hasChildFlows: Bool
    /// Whether the flow has params, and so a container of its own (a scope, as in seed 000).
    var hasScope: Bool
    /// `SignedInDependencyContainer`.
    var scopeName: String
    /// How a parent container makes this flow's view model: `makeSignedInDependencyContainer(userSession: userSession).makeSignedInViewModel()`.
    var makeCall: String
}

/// A case of a flow's view enum, and how the flow view model makes the screen's view model.
struct FlowViewCase: Encodable {
    var caseName: String
    /// `pickMeUp(pickupLocation: Location)`.
    var declaration: String
    var viewModelName: String
    var screenName: String
    /// The parameters of the flow view model's `make…ViewModel`.
    var makeParameters: String
    /// `container.makePickMeUpViewModel(pickupLocation: pickupLocation, responder: self)`.
    var makeCall: String
    var setup: [String]
}

/// A child flow a flow can start.
struct ChildFlowCase: Encodable {
    var caseName: String
    var viewModelName: String
}

extension ContextBuilder {
    func flowViewModel(_ flow: FlowSpec) -> FlowViewModelContext {
        let name = flow.name.value
        let shown = analysis.shownScreens[name] ?? []
        let views = shown.compactMap { index.screens[$0] }.map { screen -> FlowViewCase in
            let params = members(screen.params, kind: "param")
            // The flow view model's make methods take every param of the screen.
            let show = show(screen.name.value, in: flow, available: Set(screen.params.map(\.name.value)))
            return FlowViewCase(
                caseName: SwiftName.lowerFirst(screen.name.value),
                declaration: params.isEmpty
                    ? SwiftName.lowerFirst(screen.name.value)
                    : "\(SwiftName.lowerFirst(screen.name.value))(\(params.map(\.declaration).joined(separator: ", ")))",
                viewModelName: screen.name.value + "ViewModel", screenName: screen.name.value,
                makeParameters: params.map(\.declaration).joined(separator: ", "), makeCall: show.makeCall,
                setup: show.setup)
        }
        var children: [String] = []
        for route in flow.routes {
            if case .start(let child)? = route.operation, !children.contains(child.value) {
                children.append(child.value)
            }
        }
        let arguments = flow.params.map { "\($0.name.value): \(SwiftName.identifier($0.name.value))" }
        return FlowViewModelContext(
            viewModelName: name + "ViewModel", viewEnumName: name + "View", views: views,
            startView: flow.start.map { viewValue(of: $0.value, available: Set(flow.params.map(\.name.value))) } ?? "",
            childFlows: children.map {
                ChildFlowCase(caseName: SwiftName.lowerFirst($0), viewModelName: $0 + "ViewModel")
            }, hasChildFlows: !children.isEmpty, hasScope: !flow.params.isEmpty,
            scopeName: name + "DependencyContainer",
            makeCall: flow.params.isEmpty
                ? "make\(name)ViewModel()"
                : "make\(name)DependencyContainer(\(arguments.joined(separator: ", "))).make\(name)ViewModel()")
    }

    /// `.pickMeUp(pickupLocation: pickupLocation)`: the view value, its params taken by name.
    func viewValue(of screenName: String, available: Set<String>) -> String {
        let caseName = SwiftName.lowerFirst(screenName)
        let params = index.screens[screenName]?.params ?? []
        if params.isEmpty { return "." + caseName }
        return ".\(caseName)(" + params.map { argument(for: $0, available: available) }.joined(separator: ", ") + ")"
    }
}

extension ContextBuilder {
    /// The MVVM side of an incoming event: the view it shows, the child it starts, and its
    /// test as navigation state (the flow view model under test is `flow`).
    func addModelDrivenNavigation(
        to context: inout IncomingEventContext, route: RouteSpec.Operation?, in flow: FlowSpec, available: Set<String>,
        expected: (MemberSpec) -> String
    ) {
        let start = flow.start.map { viewValue(of: $0.value, available: Set(flow.params.map(\.name.value))) } ?? ""
        switch route {
        case .push(let screen)?:
            let view = viewValue(of: screen.value, available: available)
            context.viewValue = view
            context.mvvmTestChecks = [
                "#expect(flow.navigation.stack.last == \(view))",
                "#expect(flow.navigation.action == .present(\(view)))",
            ]
        case .present(let screen)?:
            let view = viewValue(of: screen.value, available: available)
            context.viewValue = view
            context.mvvmTestChecks = [
                "#expect(flow.navigation.modal == \(view))", "#expect(flow.navigation.action == .present(\(view)))",
            ]
        case .replace(let screen)?:
            let view = viewValue(of: screen.value, available: available)
            context.viewValue = view
            context.mvvmTestChecks = [
                "#expect(flow.navigation.stack == [\(view)])", "#expect(flow.navigation.modal == nil)",
            ]
        case .pop?:
            context.mvvmTestPrelude = ["flow.navigation.stack.append(\(start))"]
            context.mvvmTestChecks = ["#expect(flow.navigation.stack == [\(start)])"]
        case .dismiss?:
            context.mvvmTestPrelude = ["flow.navigation.modal = \(start)"]
            context.mvvmTestChecks = ["#expect(flow.navigation.modal == nil)"]
        case .start(let child)?:
            let childFlow = index.flows[child.value]
            let arguments = (childFlow?.params ?? []).map { argument(for: $0, available: available) }
            context.childMakeCall =
                arguments.isEmpty
                ? "make\(child.value)ViewModel()"
                : "make\(child.value)DependencyContainer(\(arguments.joined(separator: ", "))).make\(child.value)ViewModel()"
            let caseName = SwiftName.lowerFirst(child.value)
            context.childCaseName = caseName
            let checks = (childFlow?.params ?? []).map {
                "#expect(child.\(SwiftName.identifier($0.name.value)) == \(expected($0)))"
            }
            let binding = checks.isEmpty ? "_" : "let child"
            context.mvvmTestChecks =
                [
                    "guard case .\(caseName)(\(binding))? = flow.child else {",
                    "    Issue.record(\"\(child.value) is not started\")", "    return", "}",
                ] + checks
        case .finish?:
            context.mvvmTestPrelude = ["var finished = false", "flow.onFinish = { finished = true }"]
            context.mvvmTestChecks = context.testChecks
        case nil:
            context.mvvmTestChecks = context.testChecks
        }
    }
}
