/// A screen a running child flow presents, then a screen its parent pushes over the child, for
/// the test that the push goes on top of what is seen, onto the sheet's modal stack, and that a
/// back swipe and a swipe down close them in turn: the child keeps running.
struct SheetUnderPushContext: Encodable, Sendable {
    /// The route that starts the child, the child's route that presents the sheet, then the
    /// flow's route that pushes, each sent with the test's sample locals.
    var start: SentEventContext
    var child: StartedFlowContext
    var presents: SentEventContext
    var push: SentEventContext
    var sheetName: String
    var pushedName: String
    var samples: [SampleContext]
    var testName: String
}

extension FlowTranslator {
    /// The flow's first push, with its first child-starting route whose child presents a screen.
    func sheetUnderPush(of routes: [RouteContext], typeName: (String) -> String) -> SheetUnderPushContext? {
        // The test reads what a navigator shows.
        guard showsThroughNavigator, let push = routes.first(where: { $0.isPush && $0.shows != nil }),
            let pushed = push.shows
        else {
            return nil
        }
        for start in routes {
            // A tab flow's own tests cover what shows in and over its tabs.
            guard let child = start.starts, let childFlow = index.flows[child.flowName], childFlow.tabs == nil
            else { continue }
            // The child's first route that presents a screen (of an event the spec declares),
            // the only one built.
            let presentingEvent = (analysis.incomingEvents[childFlow.name.value] ?? []).first { event in
                guard index.events[event] != nil,
                    case .present? = childFlow.routes.first(where: { $0.on.value == event })?.operation
                else { return false }
                return true
            }
            guard let presentingEvent,
                let present = route(for: presentingEvent, in: childFlow, isRoot: false, typeName: typeName),
                let sheet = present.shows
            else { continue }
            var sampled = SampledEvents()
            let started = sampled.send(start.event)
            let presented = sampled.send(present.event)
            let pushedEvent = sampled.send(push.event)
            return SheetUnderPushContext(
                start: started, child: child, presents: presented, push: pushedEvent, sheetName: sheet.screenName,
                pushedName: pushed.screenName, samples: sampled.samples.markingLast(),
                testName: Namer.sheetUnderPushTest(event: present.event.label, child: child.flowName))
        }
        return nil
    }
}
