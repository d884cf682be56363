/// A child flow shown over its parent's screens closes itself: a pop from its first screen of a
/// pushed child goes back past it, and a dismiss of a child started `"modal"` closes its whole
/// modal stack (Cancel), from its first screen or from a screen pushed inside it; the child ends,
/// handing nothing on, and the parent's screens are as they were. A dismiss from a sheet the child
/// presented over its own screens closes that sheet only. The parent's test for the start route
/// shows first the screen of its own that sends the start event, then sends the child's events
/// from the screen on top, as taps would.
struct OwnCloseContext: Encodable, Sendable {
    /// The parent's push, sent first, that shows the screen that sends the start event, when the
    /// parent's first screen does not.
    var parentOpener: SentEventContext?
    /// The child's events, sent in turn from its screen on top, whose routes push or present the
    /// screen that closes; none when the child's first screen closes.
    var openers: [SentEventContext]
    var hasOpeners: Bool
    /// The child's closing event, sent from the screen on top.
    var close: SentEventContext
    /// A local and its sample for each payload value the test sends.
    var samples: [SampleContext]
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
    /// How the flow `childName`, started over `parent`'s screens as `presentation` says on
    /// `startEvent`, closes itself from the screen on top: its first pop (pushed) or dismiss
    /// (modal) on an event its first screen emits; for a modal child, also from the nearest screen
    /// its routes push from there (the whole modal stack closes) and the nearest sheet they
    /// present (that sheet alone closes), reached by taps from the first screen. Samples are
    /// named apart from `reserved`. None in place.
    func ownCloses(
        of childName: String, startedBy parent: FlowSpec, presentation: ChildFlowPresentation, startEvent: String,
        reserving reserved: Set<String>
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
            closing.first { emits(screen, $0.on.value) }?.on.value
        }
        let test = OwnCloseTest(
            translator: self, child: childName, isModal: presentation == .modal, startEvent: startEvent,
            parentOpener: parentOpener(of: parent, sending: startEvent), reserved: reserved)
        var result = [closingEvent(sentBy: first).flatMap { test.context(closing: $0, from: first, after: []) }]
        if presentation == .modal {
            for (screen, path) in screensReached(from: first, in: child) {
                result.append(
                    closingEvent(sentBy: screen).flatMap { test.context(closing: $0, from: screen, after: path) })
            }
        }
        return result.compactMap { $0 }
    }

    /// Whether `screen` emits `event`.
    private func emits(_ screen: String, _ event: String) -> Bool {
        index.screens[screen]?.emits.contains { $0.value == event } ?? false
    }

    /// The parent's first push of a screen that sends `startEvent`, when its first screen does
    /// not: the test shows that screen first, so the child starts over it.
    private func parentOpener(of parent: FlowSpec, sending startEvent: String) -> RouteSpec? {
        guard let first = parent.start?.value, !emits(first, startEvent) else { return nil }
        return parent.routes.first { route in
            guard case .push(let shown)? = route.operation else { return false }
            return emits(first, route.on.value) && emits(shown.value, startEvent)
        }
    }

    /// The nearest screen a route of `child` pushes (in its own stack) and the nearest it
    /// presents, reached from `first` by up to three events each sent by the screen on top, with
    /// the routes taken.
    private func screensReached(from first: String, in child: FlowSpec) -> [(String, [RouteSpec])] {
        var pushed: (String, [RouteSpec])?
        var presented: (String, [RouteSpec])?
        var frontier: [(screen: String, path: [RouteSpec], inSheet: Bool)] = [(first, [], false)]
        for _ in 0..<3 where pushed == nil || presented == nil {
            var next: [(screen: String, path: [RouteSpec], inSheet: Bool)] = []
            for (screen, path, inSheet) in frontier {
                for route in child.routes where emits(screen, route.on.value) {
                    switch route.operation {
                    case .push(let shown)?:
                        if !inSheet, pushed == nil { pushed = (shown.value, path + [route]) }
                        next.append((shown.value, path + [route], inSheet))
                    case .present(let shown)?:
                        if presented == nil { presented = (shown.value, path + [route]) }
                        next.append((shown.value, path + [route], true))
                    default:
                        break
                    }
                }
            }
            frontier = next
        }
        return [pushed, presented].compactMap { $0 }
    }
}

/// Makes the contexts of one started child's own-close tests.
private struct OwnCloseTest {
    let translator: FlowTranslator
    let child: String
    /// The child is started `"modal"`: it closes with a dismiss; else pushed, with a pop.
    let isModal: Bool
    let startEvent: String
    let parentOpener: RouteSpec?
    let reserved: Set<String>

    /// `eventName` sent from `screen`, which the child's `openers` (pushes and presents) showed
    /// first, one after the other.
    func context(closing eventName: String, from screen: String, after openers: [RouteSpec]) -> OwnCloseContext? {
        var locals = LocalNames(reserving: TestLocals.ofFlowTests.union(reserved))
        var samples: [SampleContext] = []
        func sent(_ name: String) -> SentEventContext? {
            guard let spec = translator.index.events[name] else { return nil }
            let event = translator.event(spec)
            let arguments = event.params.map { param -> (label: String, value: String) in
                let local = locals.local(for: param.label)
                samples.append(SampleContext(local: local, value: param.sample))
                return (param.label, local)
            }
            return SentEventContext(event: event, eventArguments: listedArguments(arguments))
        }
        let parentOpening = parentOpener.flatMap { sent($0.on.value) }
        let opening = openers.compactMap { sent($0.on.value) }
        guard let close = sent(eventName), opening.count == openers.count else { return nil }
        let endsChild = !openers.contains { $0.operation?.keyword == "present" }
        return OwnCloseContext(
            parentOpener: parentOpening, openers: opening, hasOpeners: !opening.isEmpty, close: close,
            samples: samples.markingLast(),
            screenName: screen, isDismiss: isModal, endsChild: endsChild,
            testName: Namer.childClosedByOwnRouteTest(
                event: startEvent, close: eventName, from: openers.isEmpty ? nil : screen, child: child,
                endsChild: endsChild))
    }
}
