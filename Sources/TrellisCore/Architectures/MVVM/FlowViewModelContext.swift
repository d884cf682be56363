/// A flow as a flow view model (mvvm, seed 000's model-driven navigation), as its templates
/// print it: navigation is state the view layer observes. It has everything a coordinator's
/// context has (routes, scope, journey; encoded at the same level) and what the view layer needs.
struct FlowViewModelContext: Encodable {
    /// The flow as a coordinator would have it, with this flow's type names.
    var flow: CoordinatorContext
    /// `SignedInViewModel`.
    var viewModelName: String
    /// `SignedInView`: what the flow can show.
    var viewEnumName: String
    /// Some flow starts this one, so it can finish and be let go of.
    var isStartedByAFlow: Bool
    /// Every screen the flow shows: a case of its view enum each.
    var views: [FlowViewContext]
    /// The child flows it can start: a case of its `Child` enum each.
    var childFlows: [StartedFlowContext]
    var hasChildFlows: Bool
    /// The start view's view model as a test asks for it: `profileViewModel(userSession: flow.userSession)`.
    var startAccessor: String

    private enum CodingKeys: String, CodingKey {
        case viewModelName, viewEnumName, isStartedByAFlow, views, childFlows, hasChildFlows, startAccessor
    }

    func encode(to encoder: any Encoder) throws {
        try flow.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(viewModelName, forKey: .viewModelName)
        try container.encode(viewEnumName, forKey: .viewEnumName)
        try container.encode(isStartedByAFlow, forKey: .isStartedByAFlow)
        try container.encode(views, forKey: .views)
        try container.encode(childFlows, forKey: .childFlows)
        try container.encode(hasChildFlows, forKey: .hasChildFlows)
        try container.encode(startAccessor, forKey: .startAccessor)
    }
}

/// A screen a flow view model shows: its view enum case and how its view model is made.
struct FlowViewContext: Encodable {
    var screen: ShownScreenContext
    /// The case's associated values: the screen's params.
    var params: [MemberContext]
    var hasParams: Bool
    /// `pickMeUpViewModel`: what the view layer calls for the view model of the view.
    var accessorName: String
    /// Where the screens come from, for the doc comment.
    var doc: [String]
}

extension ContextBuilder {
    func flowViewModel(_ flow: FlowSpec, isRoot: Bool) -> FlowViewModelContext {
        let name = flow.name.value
        let coordinatorLike = coordinator(flow, isRoot: isRoot, typeName: GeneratedName.flowViewModel(forFlow:))
        let views = (analysis.shownScreens[name] ?? []).compactMap { index.screens[$0] }.map { screen in
            let params = members(screen.params, kind: "param")
            return FlowViewContext(
                screen: shownScreen(screen.name.value, in: flow, payload: screen.params), params: params,
                hasParams: !params.isEmpty, accessorName: GeneratedName.viewModelProperty(forScreen: screen.name.value),
                doc: docLines(screen.doc))
        }
        var seen: Set<String> = []
        let children = coordinatorLike.routes.compactMap(\.starts).filter { seen.insert($0.flowName).inserted }
        return FlowViewModelContext(
            flow: coordinatorLike, viewModelName: GeneratedName.flowViewModel(forFlow: name),
            viewEnumName: GeneratedName.flowView(forFlow: name),
            isStartedByAFlow: analysis.startedFlows.contains(name), views: views, childFlows: children,
            hasChildFlows: !children.isEmpty, startAccessor: startAccessor(of: flow))
    }

    private func startAccessor(of flow: FlowSpec) -> String {
        guard let start = flow.start?.value else { return "" }
        let flowParams = Set(flow.params.map(\.name.value))
        let arguments = (index.screens[start]?.params ?? []).map { param in
            let value =
                flowParams.contains(param.name.value)
                ? "flow.\(SwiftName.identifier(param.name.value))" : value(for: param, available: [])
            return "\(param.name.value): \(value)"
        }
        return GeneratedName.viewModelProperty(forScreen: start) + "(" + arguments.joined(separator: ", ") + ")"
    }
}
