/// A child flow shown over its parent's screens closes itself: a pop from its first screen of a
/// pushed child goes back past it, and a dismiss of a child started `"modal"` closes its whole
/// modal stack (Cancel), from its first screen or from a screen pushed inside it; the child ends,
/// handing nothing on, and the parent's screens are as they were. A dismiss from a sheet the child
/// presented over its own screens closes that sheet only. The parent's test for the start route
/// sends the child's events from the screen on top, as taps would.
struct OwnCloseContext: Encodable, Sendable {
    /// The child's event, sent first from its first screen, whose route pushes or presents the
    /// screen that closes; nil when the first screen closes.
    var opener: SentEventContext?
    var openerSamples: [SampleContext]
    /// The child's closing event, sent from the screen on top.
    var close: SentEventContext
    var closeSamples: [SampleContext]
    /// The screen that sends the closing event.
    var screenName: String
    var isDismiss: Bool
    /// Whether the child ends: false for a dismiss of a sheet the child presented.
    var endsChild: Bool
    /// `bookingRequestedThenBookingCancelledEndsBooking`,
    /// `bookingRequestedThenBookingCancelledFromPaymentEndsBooking`.
    var testName: String
}

extension FlowTranslator {
    /// How the flow `childName`, started over its parent's screens as `presentation` says on
    /// `startEvent`, closes itself from the screen on top: its first pop (pushed) or dismiss
    /// (modal) on an event its first screen emits; for a modal child, also from the screen its
    /// first route that pushes (or presents) from the first screen shows, when that screen emits
    /// a dismiss's event. Samples are named apart from `reserved`. None in place.
    func ownCloses(
        of childName: String, presentation: ChildFlowPresentation, startEvent: String, reserving reserved: Set<String>
    ) -> [OwnCloseContext] {
        guard presentation != .inPlace, let child = index.flows[childName], let first = child.start?.value else {
            return []
        }
        let closing = child.routes.filter { route in
            switch route.operation {
            case .pop?: presentation == .push
            case .dismiss?: presentation == .modal
            default: false
            }
        }
        func closingEvent(sentBy screen: String) -> String? {
            let emits = Set(index.screens[screen]?.emits.map(\.value) ?? [])
            return closing.first { emits.contains($0.on.value) }?.on.value
        }
        let test = OwnCloseTest(
            translator: self, child: childName, isModal: presentation == .modal, startEvent: startEvent,
            reserved: reserved)
        var result = [closingEvent(sentBy: first).flatMap { test.context(closing: $0, from: first, openedBy: nil) }]
        guard presentation == .modal else { return result.compactMap { $0 } }
        let firstEmits = Set(index.screens[first]?.emits.map(\.value) ?? [])
        for keyword in ["push", "present"] {
            for route in child.routes where route.operation?.keyword == keyword && firstEmits.contains(route.on.value) {
                guard let shown = route.operation?.shownScreen?.value, let event = closingEvent(sentBy: shown) else {
                    continue
                }
                result.append(test.context(closing: event, from: shown, openedBy: route))
                break
            }
        }
        return result.compactMap { $0 }
    }
}

/// Makes the contexts of one started child's own-close tests.
private struct OwnCloseTest {
    let translator: FlowTranslator
    let child: String
    /// The child is started `"modal"`: it closes with a dismiss; else pushed, with a pop.
    let isModal: Bool
    let startEvent: String
    let reserved: Set<String>

    /// `eventName` sent from `screen`, which `opener` (a push or a present of the child) showed
    /// first, when given.
    func context(closing eventName: String, from screen: String, openedBy opener: RouteSpec?) -> OwnCloseContext? {
        guard let closeSpec = translator.index.events[eventName] else { return nil }
        var locals = LocalNames(reserving: TestLocals.ofFlowTests.union(reserved))
        func sent(_ spec: SignatureSpec) -> (SentEventContext, [SampleContext]) {
            let event = translator.event(spec)
            let samples = event.params.map { SampleContext(local: locals.local(for: $0.label), value: $0.sample) }
            let arguments = listedArguments(zip(event.params, samples).map { ($0.label, $1.local) })
            return (SentEventContext(event: event, eventArguments: arguments), samples.markingLast())
        }
        let opening = opener.flatMap { translator.index.events[$0.on.value] }.map(sent)
        let (close, closeSamples) = sent(closeSpec)
        let endsChild = opener?.operation?.keyword != "present"
        return OwnCloseContext(
            opener: opening?.0, openerSamples: opening?.1 ?? [], close: close, closeSamples: closeSamples,
            screenName: screen, isDismiss: isModal, endsChild: endsChild,
            testName: Namer.childClosedByOwnRouteTest(
                event: startEvent, close: eventName, from: opener == nil ? nil : screen, child: child,
                endsChild: endsChild))
    }
}
