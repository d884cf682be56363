/// A pop or a dismiss route sent while the flow runs a child and shows nothing over it, for the
/// test that nothing closes and the child keeps running (a stray close must not end it).
struct StrayCloseContext: Encodable, Sendable {
    /// The route that starts the child, then the closing event, each sent with the test's
    /// sample locals.
    var start: SentEventContext
    var child: StartedFlowContext
    var close: SentEventContext
    var samples: [SampleContext]
    var testName: String
}

extension ContextBuilder {
    /// The flow's pop and dismiss routes that do not close for a running child, each with the
    /// flow's first child-starting route.
    func strayCloses(of routes: [RouteContext]) -> [StrayCloseContext] {
        guard let start = routes.first(where: { $0.starts != nil }), let child = start.starts else { return [] }
        return routes.filter { ($0.isPop || $0.isDismiss) && !$0.closesForChild }.map { route in
            var sampled = SampledEvents()
            let started = sampled.send(start.event)
            let close = sampled.send(route.event)
            return StrayCloseContext(
                start: started, child: child, close: close, samples: sampled.samples.markingLast(),
                testName: Namer.strayCloseTest(event: route.event.label, child: child.flowName))
        }
    }
}
