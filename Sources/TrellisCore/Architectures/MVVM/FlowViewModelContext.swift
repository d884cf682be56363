/// A flow as a flow view model (mvvm, model-driven navigation), as its templates print it:
/// navigation is state the view layer observes. It has everything a coordinator's context has
/// (encoded at the same level) and what the view layer needs.
struct FlowViewModelContext: Encodable, Sendable {
    var flow: FlowContext
    /// `SignedInDestination`: what the flow can show.
    var destinationName: String
    /// Some flow starts this one, so it can finish and be let go of.
    var isStartedByAFlow: Bool
    /// Every screen the flow shows: a case of its view enum each.
    var views: [FlowViewContext]
    /// Some view it shows can be closed by the system's own gesture (a route pushes or presents it).
    var closesViewsBySystemGesture: Bool
    /// A dismiss route of the flow closes the modal stack of a screen that sent its event.
    var dismissesFromScreens: Bool
    /// The child flows it can start: a case of its `Child` enum each.
    var childFlows: [StartedFlowContext]
    var hasChildFlows: Bool
    /// How a test asks for the start view's view model: the accessor, and its arguments (the
    /// flow's own params, or their defaults).
    var startAccessor: AccessorCallContext
    /// The view layer: the flow's case in the module's `…FlowScreen` enum, and the SwiftUI host
    /// that shows it: the root flow's, whose one stack holds every running flow's screens.
    var flowCaseName: String
    var flowViewName: String
    /// The job writes the view layer: the tests close screens through what the host calls.
    var writesViews: Bool

    private enum CodingKeys: String, CodingKey {
        case destinationName, isStartedByAFlow, views, closesViewsBySystemGesture, dismissesFromScreens, childFlows
        case hasChildFlows
        case startAccessor, flowCaseName, flowViewName, writesViews
    }

    func encode(to encoder: any Encoder) throws {
        try flow.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(destinationName, forKey: .destinationName)
        try container.encode(isStartedByAFlow, forKey: .isStartedByAFlow)
        try container.encode(views, forKey: .views)
        try container.encode(closesViewsBySystemGesture, forKey: .closesViewsBySystemGesture)
        try container.encode(dismissesFromScreens, forKey: .dismissesFromScreens)
        try container.encode(childFlows, forKey: .childFlows)
        try container.encode(hasChildFlows, forKey: .hasChildFlows)
        try container.encode(startAccessor, forKey: .startAccessor)
        try container.encode(flowCaseName, forKey: .flowCaseName)
        try container.encode(flowViewName, forKey: .flowViewName)
        try container.encode(writesViews, forKey: .writesViews)
    }
}

/// A screen a flow view model shows: its view enum case and how its view model is made.
struct FlowViewContext: Encodable, Sendable {
    var screen: ShownScreenContext
    /// The case's associated values: the screen's params.
    var params: [MemberContext]
    var hasParams: Bool
    /// `pickMeUpViewModel`: what the view layer calls for the view model of the view.
    var accessorName: String
    var doc: DocLines
}

/// A call of a view model accessor in a test, its arguments taken from the test's flow.
struct AccessorCallContext: Encodable, Sendable {
    var name: String
    var arguments: [ExpectationContext]
}

extension MVVMTranslator {
    func flowViewModel(_ flow: FlowSpec, isRoot: Bool) -> FlowViewModelContext {
        let name = flow.name.value
        let shared = flowTranslator.flow(flow, isRoot: isRoot, typeName: Namer.flowViewModel(forFlow:))
        let views = (analysis.shownScreens[name] ?? []).compactMap { index.screens[$0] }.map { screen in
            let params = members(screen.params)
            return FlowViewContext(
                screen: flowTranslator.shownScreen(screen.name.value, in: flow, payload: screen.params), params: params,
                hasParams: !params.isEmpty, accessorName: Namer.viewModelProperty(forScreen: screen.name.value),
                doc: docLines(screen.doc))
        }
        var seen: Set<String> = []
        let children = shared.routes.compactMap(\.starts).filter { seen.insert($0.flowName).inserted }
        return FlowViewModelContext(
            flow: shared, destinationName: Namer.destination(forFlow: name),
            isStartedByAFlow: analysis.startedFlows.contains(name), views: views,
            closesViewsBySystemGesture: views.contains { $0.screen.closesBySystemGesture },
            dismissesFromScreens: shared.routes.contains { $0.isDismiss && $0.closesFromScreens == true },
            childFlows: children,
            hasChildFlows: !children.isEmpty, startAccessor: startAccessor(of: flow),
            flowCaseName: Namer.screenCase(name),
            flowViewName: Namer.flowHostView(forFlow: spec.flows.first?.name.value ?? name),
            writesViews: self.views == .swiftui)
    }

    private func startAccessor(of flow: FlowSpec) -> AccessorCallContext {
        AccessorCallContext(
            name: Namer.viewModelProperty(forScreen: flow.start?.value ?? ""),
            arguments: flowTranslator.startParams(of: flow))
    }
}
