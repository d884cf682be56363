/// An event a screen of the flow handles, for the test that it reaches the screen as the
/// screen's own reaction does: a flow that shows the screen and is sent the event leaves the
/// screen's view model as calling the reaction (yours) directly leaves it.
struct ReachesContext: Encodable, Sendable {
    /// The route that shows the handling screen first; none when the flow starts on it.
    var opener: SentEventContext?
    /// A push of another screen, sent to the flow under test once it shows the handling screen,
    /// so that the screen is told from beneath it (every shown screen that handles an event is
    /// told, not only the one on top).
    var cover: SentEventContext?
    var event: SentEventContext
    var handler: HandlerContext
    var samples: [SampleContext]
    var testName: String
}

extension FlowTranslator {
    /// Each routed or handled event's first handling screen the flow can show: its start screen,
    /// or one a route of the flow pushes, presents or shows in place.
    func reaches(of routes: [RouteContext], in flow: FlowSpec) -> [ReachesContext] {
        routes.compactMap { route -> ReachesContext? in
            guard let handler = handlers(of: route.event.label, in: flow).first else { return nil }
            var sampled = SampledEvents()
            var opener: SentEventContext?
            if handler.screenName != flow.start?.value {
                guard
                    let opening = routes.first(where: {
                        $0.shows?.screenName == handler.screenName && $0.event.name != route.event.name
                    })
                else { return nil }
                opener = sampled.send(opening.event)
            }
            let cover = routes.first {
                $0.isPush && $0.event.name != route.event.name
                    && $0.shows.map { $0.screenName != handler.screenName } == true
            }.map { sampled.send($0.event) }
            let sent = sampled.send(route.event)
            return ReachesContext(
                opener: opener, cover: cover, event: sent, handler: handler, samples: sampled.samples.markingLast(),
                testName: Namer.reachesTest(event: route.event.label, screen: handler.screenName))
        }
    }
}
