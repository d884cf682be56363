/// A pop or a dismiss route sent while the flow runs a child and shows nothing over it, for the
/// test that nothing closes and the child keeps running (a stray close must not end it).
struct StrayCloseContext: Encodable, Sendable {
    /// For a pop, a push of a screen that sends it, shown first so that it waits beneath the
    /// child (a close must not take it from there); then the route that starts the child, then
    /// the closing event, each sent with the test's sample locals.
    var opener: SentEventContext?
    var start: SentEventContext
    var child: StartedFlowContext
    var close: SentEventContext
    var samples: [SampleContext]
    var testName: String
}

extension FlowTranslator {
    /// The flow's pop and dismiss routes that do not close for a running child, each with the
    /// flow's first child-starting route.
    func strayCloses(of routes: [RouteContext]) -> [StrayCloseContext] {
        guard let start = routes.first(where: { $0.starts != nil }), let child = start.starts else { return [] }
        return routes.filter { ($0.isPop || $0.isDismiss) && !$0.closesForChild }.map { route in
            var sampled = SampledEvents()
            let senders = Set(route.closingScreens.map(\.name))
            let opener = route.isPop ? routes.first { $0.isPush && senders.contains($0.shows?.caseName ?? "") } : nil
            let opened = opener.map { sampled.send($0.event) }
            let started = sampled.send(start.event)
            let close = sampled.send(route.event)
            return StrayCloseContext(
                opener: opened, start: started, child: child, close: close, samples: sampled.samples.markingLast(),
                testName: Namer.strayCloseTest(event: route.event.label, child: child.flowName))
        }
    }
}
