/// A flow as a coordinator (mvvm-c), as its templates print it.
struct CoordinatorContext: Encodable {
    var name: String
    /// `SignedInCoordinator`.
    var coordinatorName: String
    /// The flow's type, as the container and the shared templates name it.
    var typeName: String
    var doc: [String]
    var isRoot: Bool
    var params: [MemberContext]
    var hasParams: Bool
    /// The container the coordinator makes its screens with: its scope, or the module's.
    var containerType: String
    var scope: ScopeContext?
    /// The screen the flow shows when it starts (a validated spec always names one).
    var start: ShownScreenContext?
    var routes: [RouteContext]
    /// The events the flow hands on to the flow that started it (none for the root).
    var handedUpEvents: [EventContext]
    var handsEventsUp: Bool
    /// `AnyObject & SignedOutResponder`: what the parent answers.
    /// What the parent conforms to, joined by `&` in the templates.
    var parentTypes: [ListItem]
    var journey: JourneyContext
    /// The routes that start a child flow which can finish: each gets a lifetime test.
    var finishingChildren: [FinishingChildContext]
}

/// A child flow that can finish, and the event it finishes on.
struct FinishingChildContext: Encodable {
    var route: RouteContext
    var child: StartedFlowContext
    var finishSamples: [ArgumentContext]
    /// The event, sent to the child with sample locals, that makes it finish.
    var finishCall: String
    var hasScope: Bool
}

extension ContextBuilder {
    /// A coordinator; the flow view model (mvvm) shares all of it but its type names.
    func coordinator(
        _ flow: FlowSpec, isRoot: Bool, typeName: (String) -> String = GeneratedName.coordinator(forFlow:)
    ) -> CoordinatorContext {
        let name = flow.name.value
        let params = members(flow.params, kind: "param", withDefaults: true)
        let handedUp =
            isRoot ? [] : (analysis.handedUpEvents[name] ?? []).compactMap { index.events[$0] }.map { event($0) }
        let routes = routes(of: flow, isRoot: isRoot, typeName: typeName)
        let start = flow.start.map { shownScreen($0.value, in: flow, payload: []) }
        var testedChildren: Set<String> = []
        let finishing = routes.compactMap { route -> FinishingChildContext? in
            guard let child = route.starts, testedChildren.insert(child.flowName).inserted,
                let childFlow = index.flows[child.flowName],
                let finish = childFlow.routes.first(where: { $0.operation?.keyword == "finish" }),
                let eventSpec = index.events[finish.on.value]
            else { return nil }
            let finishRoute = routes.first { $0.event.label == finish.on.value }
            return FinishingChildContext(
                route: route, child: child, finishSamples: finishRoute?.samplePayload ?? [],
                finishCall: finishRoute?.sampleCall ?? "\(event(eventSpec).name)()", hasScope: !childFlow.params.isEmpty
            )
        }
        return CoordinatorContext(
            name: name, coordinatorName: GeneratedName.coordinator(forFlow: name), typeName: typeName(name),
            doc: docLines(flow.doc, fallback: flowSummary(flow, isRoot: isRoot)), isRoot: isRoot, params: params,
            hasParams: !params.isEmpty,
            containerType: flow.params.isEmpty ? containerName : GeneratedName.scope(forFlow: name),
            scope: scope(of: flow),
            start: start,
            routes: routes, handedUpEvents: handedUp, handsEventsUp: !handedUp.isEmpty,
            parentTypes: listItems(["AnyObject"] + handedUp.map(\.responderName)),
            journey: journey(of: flow, isRoot: isRoot, routes: routes), finishingChildren: finishing)
    }

    /// What a flow is, when the spec gives no doc: where it starts and what can end it.
    func flowSummary(_ flow: FlowSpec, isRoot: Bool) -> String {
        let start = flow.start.map { "Starts on \($0.value)" } ?? "Starts"
        let finishes = flow.routes.filter { $0.operation?.keyword == "finish" }.map { "`\($0.on.value)`" }
        let role = isRoot ? "; the root flow, which the app starts" : ""
        let end = finishes.isEmpty ? "" : "; finishes on \(finishes.joined(separator: " or "))"
        return "\(start)\(role)\(end)."
    }
}
