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
    /// For an event from outside: a route that starts a child flow over the handling screen,
    /// which must be told beneath the child too.
    var child: SentEventContext?
    var childFlowName: String?
    var event: SentEventContext
    var handler: HandlerContext
    var samples: [SampleContext]
    /// The event comes from outside the screens, through the flow's entry point for such events
    /// (else a screen of the flow sends it to the flow's route).
    var fromOutside: Bool
    var testName: String
}

extension FlowTranslator {
    /// Each routed event's first handling screen the flow can show: its start screen, or one a
    /// route of the flow pushes, presents or shows in place. Where flows wire their screens, each
    /// event a screen of the flow handles comes from outside too, to each such screen.
    func reaches(of routes: [RouteContext], in flow: FlowSpec) -> [ReachesContext] {
        let routed = routes.compactMap { route in
            handlers(of: route.event.label, in: flow).first.flatMap {
                reaches(of: route.event, by: $0, among: routes, in: flow, fromOutside: false)
            }
        }
        guard wiresScreens else { return routed }
        return routed
            + spec.events.flatMap { eventSpec in
                var screens: Set<String> = []
                return handlers(of: eventSpec.name.value, in: flow).filter { screens.insert($0.screenName).inserted }
                    .compactMap { reaches(of: event(eventSpec), by: $0, among: routes, in: flow, fromOutside: true) }
            }
    }

    private func reaches(
        of event: EventContext, by handler: HandlerContext, among routes: [RouteContext], in flow: FlowSpec,
        fromOutside: Bool
    ) -> ReachesContext? {
        var sampled = SampledEvents()
        var opener: SentEventContext?
        if handler.screenName != flow.start?.value {
            guard
                let opening = routes.first(where: {
                    $0.shows?.screenName == handler.screenName && $0.event.name != event.name
                })
            else { return nil }
            opener = sampled.send(opening.event)
        }
        let cover = routes.first {
            $0.isPush && $0.event.name != event.name && $0.shows.map { $0.screenName != handler.screenName } == true
        }.map { sampled.send($0.event) }
        // A child the handling screen does not react to the start of, so its state is the reaction's alone.
        let start =
            fromOutside
            ? routes.first { route in
                route.starts != nil && route.event.name != event.name
                    && !handlers(of: route.event.label, in: flow).contains { $0.screenName == handler.screenName }
            } : nil
        let child = start.map { sampled.send($0.event) }
        let sent = sampled.send(event)
        return ReachesContext(
            opener: opener, cover: cover, child: child, childFlowName: start?.starts?.flowName, event: sent,
            handler: handler, samples: sampled.samples.markingLast(), fromOutside: fromOutside,
            testName: fromOutside
                ? Namer.reachesFromOutsideTest(event: event.label, screen: handler.screenName)
                : Namer.reachesTest(event: event.label, screen: handler.screenName))
    }
}
