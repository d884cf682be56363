/// A screen the child flow a flow started pushes or presents, for the test that the system's
/// gesture closing it, reported to the flow that started the child (as a view layer reports it
/// to the root), reaches the child: the child follows and lets go of it.
struct InChildContext: Encodable, Sendable {
    /// The route that starts the child, then the child's own route that shows the screen, each
    /// sent with the test's sample locals.
    var start: SentEventContext
    var child: StartedFlowContext
    var shows: SentEventContext
    var screenName: String
    /// The child presents the screen (else it pushes it).
    var isPresent: Bool
    var samples: [SampleContext]
    var testName: String
}

extension FlowTranslator {
    /// The flow's first child-starting route whose child pushes or presents a screen, with the
    /// child's first such route.
    func inChild(of routes: [RouteContext], typeName: (String) -> String) -> InChildContext? {
        for start in routes {
            // A tab flow's own tests cover what shows in and over its tabs.
            guard let child = start.starts, let childFlow = index.flows[child.flowName], childFlow.tabs == nil
            else { continue }
            let childRoutes = self.routes(of: childFlow, isRoot: false, typeName: typeName)
            // A present whose style refuses a swipe down has no gesture to close it.
            let closable = childRoutes.filter { $0.isPush || ($0.isPresent && closesBySwipeDown($0, in: childFlow)) }
            guard let shown = closable.first(where: { $0.shows != nil }),
                let screen = shown.shows
            else { continue }
            var sampled = SampledEvents()
            let started = sampled.send(start.event)
            let sent = sampled.send(shown.event)
            return InChildContext(
                start: started, child: child, shows: sent, screenName: screen.screenName,
                isPresent: shown.isPresent, samples: sampled.samples.markingLast(),
                testName: Namer.inChildSystemGestureTest(event: shown.event.label, child: child.flowName))
        }
        return nil
    }

    /// Whether a swipe down closes what `route`, a route of `flow`, presents: its style allows it.
    func closesBySwipeDown(_ route: RouteContext, in flow: FlowSpec) -> Bool {
        flow.routes.first { $0.on.value == route.event.label }?.modalStyle.closesBySwipeDown ?? true
    }
}
