/// A flow as a flow view model (mvvm, seed 000's model-driven navigation), as its templates
/// print it: navigation is state the view layer observes.
struct FlowViewModelContext: Encodable {
    var name: String
    /// `SignedInViewModel`.
    var viewModelName: String
    /// The flow's type, as the container and the shared templates name it.
    var typeName: String
    /// `SignedInView`: what the flow can show.
    var viewEnumName: String
    var doc: [String]
    var isRoot: Bool
    /// Some flow starts this one, so it can finish and be let go of.
    var isStartedByAFlow: Bool
    var params: [MemberContext]
    var hasParams: Bool
    /// The container the flow makes its screens with: its scope, or the module's.
    var containerType: String
    var scope: ScopeContext?
    var start: ShownScreenContext
    /// Every screen the flow shows: a case of its view enum each.
    var views: [FlowViewContext]
    /// The child flows it can start: a case of its `Child` enum each.
    var childFlows: [StartedFlowContext]
    var hasChildFlows: Bool
    var routes: [RouteContext]
    var handedUpEvents: [EventContext]
    var handsEventsUp: Bool
    /// What the parent conforms to, joined by `&` in the templates.
    var parentTypes: [ListItem]
    var journey: JourneyContext
    var finishingChildren: [FinishingChildContext]
    /// The start view's view model as a test asks for it: `profileViewModel(userSession: flow.userSession)`.
    var startAccessor: String
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
            name: name, viewModelName: GeneratedName.flowViewModel(forFlow: name),
            typeName: GeneratedName.flowViewModel(forFlow: name), viewEnumName: GeneratedName.flowView(forFlow: name),
            doc: coordinatorLike.doc, isRoot: isRoot,
            isStartedByAFlow: analysis.startedFlows.contains(name), params: coordinatorLike.params,
            hasParams: coordinatorLike.hasParams, containerType: coordinatorLike.containerType,
            scope: coordinatorLike.scope, start: coordinatorLike.start, views: views, childFlows: children,
            hasChildFlows: !children.isEmpty, routes: coordinatorLike.routes,
            handedUpEvents: coordinatorLike.handedUpEvents, handsEventsUp: coordinatorLike.handsEventsUp,
            parentTypes: coordinatorLike.parentTypes, journey: coordinatorLike.journey,
            finishingChildren: coordinatorLike.finishingChildren,
            startAccessor: startAccessor(of: flow))
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
