/// A screen a flow pushes or presents while the child flow it started runs, for the test that
/// the child lives on beneath it (and comes back when the screen closes).
struct OverChildContext: Encodable, Sendable {
    /// The route that starts the child, then the one that shows the screen, each sent with the
    /// test's sample locals.
    var start: SentEventContext
    var child: StartedFlowContext
    var shows: SentEventContext
    /// `push` or `present`, as the recording navigator logs it (where flows wire their screens
    /// and a navigator shows them).
    var operation: String?
    var isPresent: Bool
    var screenName: String
    var samples: [SampleContext]
    var testName: String
    /// mvvm: the test that the system closing the screen (as the SwiftUI host or a UIKit layer
    /// reports it) shows the child's screens again, the child still running, and lets it go.
    var systemCloseTestName: String?
    /// Where flows wire their screens (mvvm, mvvm-c), the test that the event sent by the child's
    /// screen on top shows the screen once: sent again by that screen, now covered, it does not
    /// navigate. Through the child flow when it hands the event on (`childHandsItOn`), else
    /// straight to this flow.
    var topRuleTestName: String?
    var childHandsItOn: Bool?
    /// The child's own first push or present that its start screen sends, for the test that the
    /// child's screen, covered by this flow's, does not navigate with it (mvvm, mvvm-c).
    var coveredChildRoute: SentEventContext?
    var coveredChildTestName: String?
    /// The locals that event's payload is sent with, declared in its test only.
    var coveredChildSamples: [SampleContext]?
    /// Event-driven, where that event is one this flow does not route: the test that sent from
    /// outside while the screen covers the child, it reaches this flow (on top) first, and the
    /// child beneath does not navigate.
    var outsideTestName: String?
    /// Event-driven: the screen, on top, closes itself with a pop or dismiss of this flow that it
    /// sends, and the child shows again.
    var selfClose: SelfCloseOverChildContext?
}

/// A screen a flow shows over its running child, closing itself with an event it sends.
struct SelfCloseOverChildContext: Encodable, Sendable {
    var start: SentEventContext
    var shows: SentEventContext
    var close: SentEventContext
    var samples: [SampleContext]
    var testName: String
}

/// A replace by a flow while the child flow it started runs, for the test that the replace
/// ends the child: the replaced screen is then the only one shown.
struct ReplaceOverChildContext: Encodable, Sendable {
    var start: SentEventContext
    var child: StartedFlowContext
    var replaces: SentEventContext
    var screenName: String
    var samples: [SampleContext]
    var testName: String
}

extension FlowTranslator {
    /// The flow's first child-starting route with its first push and its first present, when it
    /// has them: a test each, since a push and a present over the child keep it alike.
    func overChild(of routes: [RouteContext], in flow: FlowSpec) -> [OverChildContext] {
        guard let start = routes.first(where: { $0.starts != nil }), let child = start.starts else { return [] }
        let overs = [routes.first { $0.isPush && $0.shows != nil }, routes.first { $0.isPresent && $0.shows != nil }]
        return overs.compactMap { over in
            guard let over, let screen = over.shows else { return nil }
            var sampled = SampledEvents()
            let started = sampled.send(start.event)
            let shown = sampled.send(over.event)
            let event = over.event.label
            let samples = sampled.samples
            let childRoute = coveredChildRouteEvent(of: child.flowName).map { sampled.send($0) }
            let routedHere = childRoute.map { sent in flow.routes.contains { $0.on.value == sent.event.label } } ?? true
            return OverChildContext(
                start: started, child: child, shows: shown,
                operation: wiresScreens && showsThroughNavigator ? (over.isPush ? "push" : "present") : nil,
                isPresent: over.isPresent, screenName: screen.screenName, samples: samples.markingLast(),
                testName: Namer.overChildTest(event: over.event.label, child: child.flowName),
                systemCloseTestName: wiresScreens && !showsThroughNavigator
                    && (!over.isPresent || closesBySwipeDown(over, in: flow))
                    ? Namer.overChildSystemCloseTest(event: over.event.label, child: child.flowName) : nil,
                topRuleTestName: wiresScreens ? Namer.overChildTopRuleTest(event: event, child: child.flowName) : nil,
                childHandsItOn: wiresScreens ? childHands(event, on: child.flowName) : nil,
                coveredChildRoute: childRoute,
                coveredChildTestName: wiresScreens
                    ? childRoute.map {
                        Namer.coveredChildTest(event: $0.event.label, child: child.flowName, over: screen.screenName)
                    } : nil,
                coveredChildSamples: childRoute.map { _ in Array(sampled.samples.dropFirst(samples.count)).markingLast()
                },
                outsideTestName: wiresScreens || routedHere
                    ? nil
                    : childRoute.map {
                        Namer.outsideUnderScreenTest(
                            event: $0.event.label, child: child.flowName, over: screen.screenName)
                    },
                selfClose: wiresScreens
                    ? nil : selfClose(of: screen.screenName, over: over, startedBy: start, in: routes, flow))
        }
    }

    /// The pop (of a pushed screen) or dismiss (of a presented one) of `flow` that `screen`,
    /// shown by `over` while the child `start` started runs, sends to close itself.
    private func selfClose(
        of screen: String, over: RouteContext, startedBy start: RouteContext, in routes: [RouteContext],
        _ flow: FlowSpec
    ) -> SelfCloseOverChildContext? {
        guard
            let close = routes.first(where: { route in
                (over.isPresent ? route.isDismiss : route.isPop)
                    && sendingScreens(of: route.event.label, in: flow).contains(screen)
            })
        else { return nil }
        var sampled = SampledEvents()
        let started = sampled.send(start.event)
        let shown = sampled.send(over.event)
        let closing = sampled.send(close.event)
        return SelfCloseOverChildContext(
            start: started, shows: shown, close: closing, samples: sampled.samples.markingLast(),
            testName: Namer.selfCloseOverChildTest(event: close.event.label, screen: screen))
    }

    /// The flow's first child-starting route with its first replace, when it has both.
    func replaceOverChild(of routes: [RouteContext]) -> ReplaceOverChildContext? {
        guard let start = routes.first(where: { $0.starts != nil }), let child = start.starts,
            let replace = routes.first(where: { $0.isReplace }), let screen = replace.shows
        else { return nil }
        var sampled = SampledEvents()
        let started = sampled.send(start.event)
        let replaces = sampled.send(replace.event)
        return ReplaceOverChildContext(
            start: started, child: child, replaces: replaces, screenName: screen.screenName,
            samples: sampled.samples.markingLast(),
            testName: Namer.replaceOverChildTest(event: replace.event.label, child: child.flowName))
    }

    /// The event of the first push or present of the flow named `child` that its start screen
    /// sends.
    private func coveredChildRouteEvent(of child: String) -> EventContext? {
        guard let flow = index.flows[child], let start = flow.start?.value else { return nil }
        let sent = Set(analysis.reportedEvents[start] ?? [])
        let route = flow.routes.first { route in
            switch route.operation {
            case .push?, .present?: sent.contains(route.on.value)
            default: false
            }
        }
        return route.flatMap { index.events[$0.on.value] }.map(event)
    }

    /// Whether the child flow named `child` hands `event` on as its screens send it: it routes
    /// it nowhere, and no screen it shows handles it.
    private func childHands(_ event: String, on child: String) -> Bool {
        guard let flow = index.flows[child], analysis.handedUpEvents[child]?.contains(event) == true else {
            return false
        }
        let shown = analysis.shownScreens[child] ?? []
        return !flow.routes.contains { $0.on.value == event }
            && !shown.contains { index.screens[$0]?.handles.contains { $0.value == event } == true }
    }
}
