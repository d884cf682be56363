/// What a flow does with one event that reaches it, as data: who is told, which screen is shown
/// or which flow started, and whether the event goes on to the parent. Every architecture writes
/// the Swift for it in its own terms, and tests it.
struct RouteContext: Encodable, Sendable, ListElement, FirstMarked {
    var event: EventContext
    /// The flow's screens that handle the event, told first while they are shown (where flows
    /// wire their screens; a router tells them itself).
    var handlers: [HandlerContext]?
    var hasHandlers: Bool?
    var isPush: Bool
    var isPresent: Bool
    var isReplace: Bool
    var isPop: Bool
    var isDismiss: Bool
    /// The route starts a child flow (event-driven: where a router runs the flows).
    var isStart: Bool?
    var isFinish: Bool
    /// The alert or confirmation dialog the route shows.
    var alert: AlertContext?
    /// The tab a tab flow's route selects.
    var selects: SelectedTabContext?
    /// The tabs whose flows hand the event on to the tab flow, when its route shows what it does.
    var fromTabs: [TabSenderContext]?
    /// The module shows alerts and the route navigates with no check of its sender on top (a
    /// replace, a start in place, a finish): beneath an alert, a screen's event does not navigate.
    var checksAlertCover: Bool?
    /// The screen a push, present or replace shows.
    var shows: ShownScreenContext?
    /// The child flow a start starts.
    var starts: StartedFlowContext?
    /// What a pop or a dismiss closes only when it shows it on top (or presented): the screens
    /// of the flow that send the event (or embed one that does). From anywhere else (an event
    /// from outside, a screen below) the route does not navigate.
    var closingScreens: [NameContext]
    var closesFromScreens: Bool?
    /// A child flow the flow starts hands the event on: while a child runs, the step is taken.
    var closesForChild: Bool
    /// The event always goes on to the parent: the flow finishes on it, or neither routes it
    /// nor has a screen that handles it. Flows that wire their screens hand on only what a flow
    /// above catches; a router hands on every finish.
    var handsUp: Bool
    /// Not routed, but some screen of the flow handles it: it goes on only when none of those
    /// screens is shown.
    var handsUpUnlessHandled: Bool
    /// The event's doc, then who sends it and what the route does: `From Welcome. Pushes SignIn.`
    var doc: DocLines
    // For tests:
    /// A local and its sample value for each payload value.
    var samplePayload: [SampleContext]
    /// The event's arguments, each its sample's local.
    var eventArguments: [ArgumentContext]
    /// What the shown screen's or started flow's params must be in the route's test: the
    /// payload's sample, else the flow's param, else the default.
    var expectations: [ExpectationContext]
    var hasExpectations: Bool?
    /// The route's test looks at the shown screen's view model: its params, or its responder
    /// (where flows wire their screens).
    var checksShownViewModel: Bool?
    /// Whether the flow's start screen handles the event (so an unrouted event stays).
    var startScreenHandles: Bool
    /// The route's test: `signInRequestedPushesSignIn`.
    var testName: String
    /// For a push, the test that pushing twice shows two showings, each its own:
    /// `signInRequestedPushesSignInTwice`.
    var pushedTwiceTestName: String?
    /// For a push or a present, or a child flow started pushed or presented, the test that a
    /// screen no longer on top sends the event without navigating (nor starting the child
    /// again): `signInRequestedFromACoveredScreenDoesNotNavigate`.
    var coveredTestName: String?
    /// For a push or a present, the test that the system's gesture closes what it showed and
    /// lets it go. Where screens are values (mvvm, event-driven) it is written only when the
    /// route shows another screen than the start screen, which the gesture would not tell apart;
    /// the shown screen's state then leaves the event-driven store unless the start screen
    /// embeds one of its kind.
    var gestureTestName: String?
    /// For a present: the runtime's `ModalStyle` of the modal stack it opens, as Swift (the route's
    /// `style`, `detents` and `interactiveDismiss`), and the same in words; nil for a plain sheet.
    var modalStyle: String?
    var modalStyleSummary: String?
    /// For a present whose style refuses a swipe down: the test that none closes it.
    var swipeRefusedTestName: String?
    var showsAnotherScreen: Bool?
    var gestureLetsGoOfState: Bool?
    /// For a pop or a dismiss: a route of the flow that pushes (or presents) a screen that does
    /// not send the event, whose test then checks the event leaves that screen shown.
    var opener: OpenerContext?
    var hasOpener = false
    /// For a pop or a dismiss: each screen that sends the event and a route of the flow shows
    /// (pushes, or presents), whose test shows it, sends the event, and checks it closed.
    var senderCloses: [SenderCloseContext] = []
    /// For a dismiss: each screen that sends the event and a route of the flow pushes, shown
    /// pushed inside a sheet another route presents, whose test sends the event from it and
    /// checks the whole modal stack closed.
    var pushedSenderCloses: [SenderCloseContext] = []
    var isFirst = false
    var isLast = false
}

/// A screen that sends a pop's (or a dismiss's) event, shown first by a route of the flow, and
/// the test that the event then closes it: the flow shows what it showed before. For a dismiss,
/// the screen may be pushed (by `pusher`) inside a sheet another route presents (`opener`): the
/// event, sent by it, closes the whole modal stack.
struct SenderCloseContext: Encodable, Sendable {
    var opener: OpenerContext
    var pusher: OpenerContext? = nil
    var close: SentEventContext
    var closeSamples: [SampleContext]
    var screenName: String
    var testName: String
    /// For a pop, the test that the lower of two showings of the screen closes nothing:
    /// `closedFromALowerStampDetailClosesNothing`.
    var lowerCopyTestName: String? = nil
}

/// A route that shows a screen the closing route must leave alone, and its test.
struct OpenerContext: Encodable, Sendable {
    var event: EventContext
    var samplePayload: [SampleContext]
    var eventArguments: [ArgumentContext]
    var screenName: String
    /// `filtersCancelledLeavesAccountShown`.
    var testName: String
}

/// A value a route's test expects a shown screen's or a started flow's param to have: a sample
/// local, a literal, or the flow's own param of that name (on the test's flow).
struct ExpectationContext: Encodable, Sendable, ListElement {
    var label: String
    var value: String
    var isFlowParam: Bool
    var isLast = false

    init(label: String, value: String, isFlowParam: Bool) {
        self.label = SwiftName.argumentLabel(label)
        self.value = value
        self.isFlowParam = isFlowParam
    }
}

/// A shown screen (or a child embedded in it) that handles an event.
struct HandlerContext: Encodable, Sendable {
    /// The shown screen and its case: `PickMeUp`, `pickMeUp`.
    var screenName: String
    var caseName: String
    var viewModelName: String
    /// The properties leading from the shown screen's view model to the one that handles it.
    var childPath: [String]
}

/// A screen a flow shows, and how the flow makes its view model.
struct ShownScreenContext: Encodable, Sendable {
    var screenName: String
    /// `pickMeUp`: its case in the screen enum (mvvm-c) or the flow's view enum (mvvm).
    var caseName: String
    var viewModelName: String
    /// How the flow makes its view model, where flows wire their screens: `makePickMeUpViewModel`,
    /// by the module's container through the flow's scope (`container.module`) or by the flow's
    /// own container.
    var makeName: String?
    var isMadeByTheModule: Bool?
    /// The screen's params, each supplied by name: the values the view enum case carries.
    var params: [ArgumentContext]
    var hasParams: Bool
    /// The arguments of the factory: the params it does not know, then the responder.
    var arguments: [ArgumentContext]
    /// Closure outputs: what the view model reports, each wired to the flow's method of that name.
    var closureOutputs: [EventContext]?
    /// A route pushes or presents it: the system's own gesture can close it, and its
    /// `closedBySystemGesture()` runs then.
    var closesBySystemGesture: Bool
    /// Its view model reports to the flow that shows it (a responder): the route's test checks
    /// it is wired to that flow.
    var reportsToFlow: Bool?
    /// mvvm: the flow's accessor of its view model, `pickMeUpViewModel`.
    var accessorName: String?
}

/// A child flow a route starts.
/// The tab a tab flow's `select` route selects: the flow it runs, and where it is in the bar.
struct SelectedTabContext: Encodable, Sendable {
    var flowName: String
    var index: Int
    /// Another tab, which the route's test shows first.
    var otherIndex: Int
    /// The tab's flow type: `VisitsCoordinator`.
    var typeName: String
    /// The first screen of the tab's flow.
    var firstScreen: String
    /// The test that a screen in a tab not shown selects nothing.
    var hiddenSenderTestName: String
    /// A route of the tab flow that presents over the tab bar, sent before the select in its
    /// test: the select closes what it showed.
    var cover: OpenerContext?
}

/// A tab of a tab flow whose flow hands an event on to it, for the test that the event arrives.
struct TabSenderContext: Encodable, Sendable {
    var flowName: String
    var index: Int
    var typeName: String
    var testName: String
}

struct StartedFlowContext: Encodable, Sendable {
    var flowName: String
    /// `SignedInCoordinator` or `SignedInViewModel`.
    var typeName: String
    /// `signedIn`: its case in the parent's `Child` enum (mvvm).
    var caseName: String
    /// Where flows wire their screens and children: how the parent makes the child (by the
    /// module's container through the parent's scope, or its own), and the events the child
    /// hands on, which the parent answers.
    var makeName: String?
    var isMadeByTheModule: Bool?
    var arguments: [ArgumentContext]
    var handedUpEvents: [EventContext]?
    var handsEventsUp: Bool?
    /// `push` or `modal` for a child shown over its parent's screens (the start route's
    /// `"presentation"`); nil in place.
    var presentation: String?
    /// For a child in a modal stack of its own: the stack's `ModalStyle`, as Swift; nil for a
    /// plain sheet.
    var modalStyle: String?
    var isPushed = false
    var isPresentedModally = false
    /// True when the child is a tab flow (it shows a tab bar, with no stack of its own); else absent.
    var isTabFlow: Bool?
    /// The test that the system's gesture on its first screen ends it (pushed or presented).
    var endedByGestureTestName: String?
    /// The tests that its own pop (pushed) or dismiss (presented), sent from its screen on top,
    /// ends it (or closes only a sheet it presented).
    var ownCloses: [OwnCloseContext] = []
}

extension FlowTranslator {
    /// What `flow` does with each event that can reach it, in the order of the spec's events.
    /// The root has no parent: nothing goes on from it. `typeName` names flows' types.
    func routes(of flow: FlowSpec, isRoot: Bool, typeName: (String) -> String) -> [RouteContext] {
        var routes = (analysis.incomingEvents[flow.name.value] ?? []).compactMap {
            route(for: $0, in: flow, isRoot: isRoot, typeName: typeName)
        }
        for index in routes.indices where routes[index].alert != nil {
            // Sent from the screen beneath the alert, a push or a present would navigate but for it.
            // …and so would a replace, a start or a finish, which check for an alert themselves.
            let alertRoute = routes[index]
            let others = routes.filter { $0.event.name != alertRoute.event.name }
            let probes = [
                others.first { $0.isPush || $0.isPresent }, others.first(where: \.isReplace),
                others.first { $0.starts != nil }, others.first(where: \.isFinish),
            ].compactMap { $0 }
            var reserved: Set<String> = []
            routes[index].alert?.coveredProbes = probes.map { probe in
                let sent = sentContext(probe, apartFrom: alertRoute, reserving: reserved)
                reserved.formUnion(sent.samplePayload.map(\.local))
                return sent
            }
        }
        if let cover = routes.first(where: \.isPresent) {
            for index in routes.indices where routes[index].selects != nil {
                let sent = sentContext(cover, apartFrom: routes[index])
                routes[index].selects?.cover = sent
            }
        }
        for index in routes.indices where routes[index].alert?.sentByScreen == false {
            // The alert's tests send its event from the first screen a route shows that sends it.
            let senders = Set(sendingScreens(of: routes[index].event.label, in: flow))
            let showing = routes.first { ($0.isPush || $0.isPresent) && senders.contains($0.shows?.screenName ?? "") }
            if let showing, let opener = openerContext(showing, closing: routes[index], testName: { $0 }) {
                routes[index].alert?.opener = opener
                routes[index].alert?.sentByScreen = true
            }
        }
        for index in routes.indices where routes[index].isPop || routes[index].isDismiss {
            routes[index].opener = opener(closedBy: routes[index], among: routes)
            routes[index].hasOpener = routes[index].opener != nil
            routes[index].senderCloses = senderCloses(closedBy: routes[index], among: routes)
            if routes[index].isDismiss {
                routes[index].pushedSenderCloses = pushedSenderCloses(closedBy: routes[index], among: routes)
            }
        }
        return routes
    }

    /// For each screen that sends `closing`'s event, the first route that shows it the way
    /// `closing` closes (a push for a pop, a present for a dismiss): its samples named apart from
    /// the closing route's.
    private func senderCloses(closedBy closing: RouteContext, among routes: [RouteContext]) -> [SenderCloseContext] {
        closing.closingScreens.compactMap { sender in
            guard
                let route = routes.first(where: { route in
                    (closing.isPop ? route.isPush : route.isPresent) && route.event.name != closing.event.name
                        && route.shows?.caseName == sender.name
                }),
                let opener = openerContext(route, closing: closing, testName: { $0 })
            else { return nil }
            return SenderCloseContext(
                opener: opener, close: SentEventContext(event: closing.event, eventArguments: closing.eventArguments),
                closeSamples: closing.samplePayload, screenName: opener.screenName,
                testName: Namer.senderCloseTest(
                    event: closing.event.label, screen: opener.screenName, isPop: closing.isPop),
                lowerCopyTestName: closing.isPop
                    ? Namer.lowerCopyTest(event: closing.event.label, screen: opener.screenName) : nil)
        }
    }

    /// For each screen that sends the dismiss `closing`'s event and a route pushes, that route
    /// after the first present of another event: its samples named apart from the others'.
    private func pushedSenderCloses(
        closedBy closing: RouteContext, among routes: [RouteContext]
    ) -> [SenderCloseContext] {
        guard
            let present = routes.first(where: { $0.isPresent && $0.shows != nil && $0.event.name != closing.event.name }
            ),
            let opener = openerContext(present, closing: closing, testName: { $0 })
        else { return [] }
        return closing.closingScreens.compactMap { sender in
            guard
                let push = routes.first(where: { route in
                    route.isPush && route.event.name != closing.event.name && route.shows?.caseName == sender.name
                }),
                let pusher = openerContext(
                    push, closing: closing, reserving: Set(opener.samplePayload.map(\.local)), testName: { $0 })
            else { return nil }
            return SenderCloseContext(
                opener: opener, pusher: pusher,
                close: SentEventContext(event: closing.event, eventArguments: closing.eventArguments),
                closeSamples: closing.samplePayload, screenName: pusher.screenName,
                testName: Namer.pushedSenderCloseTest(event: closing.event.label, screen: pusher.screenName))
        }
    }

    /// The first route that shows, the way `closing` closes (a push for a pop, a present for a
    /// dismiss), a screen that does not send `closing`'s event: its samples named apart from
    /// the closing route's.
    private func opener(closedBy closing: RouteContext, among routes: [RouteContext]) -> OpenerContext? {
        let senders = Set(closing.closingScreens.map(\.name))
        guard
            let route = routes.first(where: { route in
                (closing.isPop ? route.isPush : route.isPresent) && route.event.name != closing.event.name
                    && route.shows.map { !senders.contains($0.caseName) } ?? false
            })
        else { return nil }
        return openerContext(
            route, closing: closing, testName: { Namer.closeLeavesShownTest(event: closing.event.label, screen: $0) })
    }

    /// `route`, which shows a screen, sent before `closing` in a test: its samples named apart
    /// from the closing route's and from `reserved`.
    private func openerContext(
        _ route: RouteContext, closing: RouteContext, reserving reserved: Set<String> = [],
        testName: (String) -> String
    ) -> OpenerContext? {
        guard let shown = route.shows else { return nil }
        return sentContext(
            route, apartFrom: closing, reserving: reserved, screenName: shown.screenName, testName: testName)
    }

    /// `route`'s event, sent before `closing`'s in a test: its samples named apart from the closing
    /// route's and from `reserved`.
    private func sentContext(
        _ route: RouteContext, apartFrom closing: RouteContext, reserving reserved: Set<String> = [],
        screenName: String = "", testName: (String) -> String = { $0 }
    ) -> OpenerContext {
        var locals = LocalNames(
            reserving: TestLocals.ofFlowTests.union(closing.samplePayload.map(\.local)).union(reserved))
        let samples = route.event.params.map { SampleContext(local: locals.local(for: $0.label), value: $0.sample) }
        return OpenerContext(
            event: route.event, samplePayload: samples.markingLast(),
            eventArguments: listedArguments(zip(route.event.params, samples).map { ($0.label, $1.local) }),
            screenName: screenName, testName: testName(screenName))
    }

    func route(for eventName: String, in flow: FlowSpec, isRoot: Bool, typeName: (String) -> String)
        -> RouteContext?
    {
        guard let eventSpec = index.events[eventName] else { return nil }
        let event = event(eventSpec)
        let operation = flow.routes.first { $0.on.value == eventName }?.operation
        let handlers = handlers(of: eventName, in: flow)
        // What a route fills params from: the event's payload, else the flow's params.
        let available = Set(eventSpec.params.map(\.name.value)).union(flow.params.map(\.name.value))
        let shows = operation?.shownScreen.map { shownScreen($0.value, in: flow, payload: eventSpec.params) }
        let presentation = flow.routes.first { $0.on.value == eventName }?.childPresentation
        let modalStyle = flow.routes.first { $0.on.value == eventName }?.modalStyle ?? ModalStyleSpec()
        var starts: StartedFlowContext?
        if case .start(let child)? = operation {
            starts = startedFlow(
                child.value, from: flow, on: eventName, presentation: presentation ?? .inPlace, available: available,
                typeName: typeName)
            starts?.modalStyle = modalStyle.swiftValue
            // A swipe down cannot end a child whose modal stack refuses it.
            if !modalStyle.closesBySwipeDown { starts?.endedByGestureTestName = nil }
        }
        let isFinish = operation?.keyword == "finish"
        // Handed on only where a flow above catches it (FlowAnalysis): else it stops here.
        let handsOn = !isRoot && analysis.handedUpEvents[flow.name.value]?.contains(eventName) == true
        let closing = sendingScreens(of: eventName, in: flow).map(Namer.screenCase).listed
        let senders = senders(of: eventName, in: flow)
        let summary = [
            senders.isEmpty ? nil : "From \(senders).",
            summary(
                of: operation, presentation: presentation, handled: !handlers.isEmpty, isRoot: isRoot, handsOn: handsOn),
            modalStyle.summary.map { "It shows in \($0)." },
        ]
        .compactMap { $0 }.joined(separator: " ")
        // Tests declare the payload's samples as locals, apart from the names they use themselves.
        var locals = LocalNames(reserving: TestLocals.ofFlowTests)
        let samples = event.params.map { SampleContext(local: locals.local(for: $0.label), value: $0.sample) }
        if case .start(let child)? = operation, let presentation {
            starts?.ownCloses = ownCloses(
                of: child.value, startedBy: flow, presentation: presentation, startEvent: eventName,
                reserving: Set(samples.map(\.local)))
        }
        let destinationParams: [MemberSpec]
        switch operation {
        case .start(let child)?: destinationParams = index.flows[child.value]?.params ?? []
        case let operation?: destinationParams = operation.shownScreen.flatMap { index.screens[$0.value]?.params } ?? []
        case nil: destinationParams = []
        }
        let expectations = expectations(
            of: destinationParams, in: flow,
            payload: Dictionary(
                zip(event.params.map(\.label), samples.map(\.local)), uniquingKeysWith: { first, _ in first }))
        let startScreenHandles = handlers.contains { $0.screenName == flow.start?.value }
        var route = RouteContext(
            event: event, handlers: wiresScreens ? handlers : nil, hasHandlers: wiresScreens ? !handlers.isEmpty : nil,
            isPush: operation?.keyword == "push", isPresent: operation?.keyword == "present",
            isReplace: operation?.keyword == "replace", isPop: operation?.keyword == "pop",
            isDismiss: operation?.keyword == "dismiss", isStart: wiresScreens ? nil : starts != nil, isFinish: isFinish,
            shows: shows,
            starts: starts, closingScreens: closing, closesFromScreens: wiresScreens ? !closing.isEmpty : nil,
            closesForChild: !handingChildren(of: eventName, in: flow).isEmpty,
            // A router hands every finish on, caught above or not (past the root, it is unrouted).
            handsUp: (isFinish && (handsOn || !wiresScreens)) || (handsOn && operation == nil && handlers.isEmpty),
            handsUpUnlessHandled: handsOn && operation == nil && !handlers.isEmpty,
            doc: docLines(eventSpec.doc.map { $0 + "\n\n" + summary } ?? summary, fallback: ""),
            samplePayload: samples.markingLast(),
            eventArguments: listedArguments(zip(event.params, samples).map { ($0.label, $1.local) }),
            expectations: expectations,
            hasExpectations: showsScreensAsValues ? !expectations.isEmpty : nil,
            checksShownViewModel: showsScreensAsValues ? nil : !expectations.isEmpty || shows?.reportsToFlow == true,
            startScreenHandles: startScreenHandles,
            testName: Namer.routeTest(
                event: eventName, operation: operation, isHandled: !handlers.isEmpty,
                startScreenHandles: startScreenHandles),
            pushedTwiceTestName: operation?.keyword == "push" && wiresScreens && !showsThroughNavigator
                ? Namer.pushedTwiceTest(
                    route: Namer.routeTest(
                        event: eventName, operation: operation, isHandled: !handlers.isEmpty,
                        startScreenHandles: startScreenHandles)) : nil,
            coveredTestName: operation?.keyword == "push" || operation?.keyword == "present"
                || starts?.presentation != nil
                ? Namer.coveredSenderTest(event: eventName) : nil,
            gestureTestName: Namer.systemGestureTest(event: eventName, operation: operation),
            showsAnotherScreen: showsScreensAsValues ? shows.map { $0.screenName != flow.start?.value } ?? false : nil,
            gestureLetsGoOfState: wiresScreens
                ? nil
                : shows.map { !screens(startingFrom: flow.start?.value).contains($0.screenName) }
                    ?? false, opener: nil)
        if case .alert(let alert)? = operation {
            route.alert = alertContext(
                alert, on: eventSpec,
                testLocals: Dictionary(
                    zip(eventSpec.params.map(\.name.value), samples.map(\.local)),
                    uniquingKeysWith: { first, _ in first }),
                eventValue: Self.moduleEventValue)
            route.alert?.sentByScreen =
                flow.start.map { analysis.reportedEvents[$0.value]?.contains(eventName) == true } ?? false
        }
        if case .select(let tabFlow)? = operation {
            let position = flow.tabs?.value.firstIndex { $0.flow.value == tabFlow.value } ?? 0
            route.selects = SelectedTabContext(
                flowName: tabFlow.value, index: position, otherIndex: position == 0 ? 1 : 0,
                typeName: typeName(tabFlow.value), firstScreen: index.flows[tabFlow.value]?.start?.value ?? "",
                hiddenSenderTestName: Namer.hiddenTabSenderTest(event: eventName))
        }
        if let tabs = flow.tabs?.value {
            route.fromTabs = tabSenders(of: eventName, operation: operation, tabs: tabs, typeName: typeName)
        }
        if facts.showsAlerts {
            switch operation {
            case .replace?, .finish?: route.checksAlertCover = true
            case .start? where (presentation ?? .inPlace) == .inPlace: route.checksAlertCover = true
            default: break
            }
        }
        if case .present? = operation {
            route.modalStyle = modalStyle.swiftValue
            route.modalStyleSummary = modalStyle.summary
            // No swipe down closes what the route presented.
            if !modalStyle.closesBySwipeDown, let screen = operation?.shownScreen?.value {
                route.gestureTestName = nil
                route.swipeRefusedTestName = Namer.swipeRefusedTest(event: eventName, screen: screen)
            }
        }
        return route
    }

    /// The tabs whose flows hand `event` on to their tab flow, when its route shows what it does (a
    /// present, a start, an alert, or a select of another tab): its tests send it from each.
    private func tabSenders(
        of event: String, operation: RouteSpec.Operation?, tabs: [TabSpec], typeName: (String) -> String
    ) -> [TabSenderContext] {
        tabs.enumerated().compactMap { position, tab in
            guard analysis.handedUpEvents[tab.flow.value]?.contains(event) == true else { return nil }
            switch operation {
            case .present?, .start?, .alert?: break
            case .select(let selected)? where selected.value != tab.flow.value: break
            default: return nil
            }
            return TabSenderContext(
                flowName: tab.flow.value, index: position, typeName: typeName(tab.flow.value),
                testName: Namer.handedOnFromTabTest(event: event, tab: tab.flow.value))
        }
    }

    /// An event as a value of the module's event enum (mvvm, mvvm-c): `.deleted(item: item)`.
    static func moduleEventValue(_ event: SignatureSpec, _ arguments: [(label: String, value: String)]) -> String {
        "." + SwiftName.identifier(event.name.value)
            + (arguments.isEmpty
                ? "" : "(" + arguments.map { "\($0.label): \($0.value)" }.joined(separator: ", ") + ")")
    }

    /// What a test expects `params` of a screen or flow a route of `flow` shows or starts to hold:
    /// the payload's sample local of that name, else the flow's param, else the param's default.
    func expectations(
        of params: [MemberSpec], in flow: FlowSpec, payload: [String: String] = [:]
    ) -> [ExpectationContext] {
        let flowParams = Set(flow.params.map(\.name.value))
        return params.map { param in
            let label = SwiftName.identifier(param.name.value)
            if let local = payload[param.name.value] {
                return ExpectationContext(label: label, value: local, isFlowParam: false)
            }
            if flowParams.contains(param.name.value) {
                return ExpectationContext(label: label, value: label, isFlowParam: true)
            }
            return ExpectationContext(label: label, value: value(for: param, available: []), isFlowParam: false)
        }.markingLast()
    }

    /// `screen` and the screens embedded in it, at any depth.
    private func screens(startingFrom screen: String?) -> Set<String> {
        var found: Set<String> = []
        var pending = screen.map { [$0] } ?? []
        while let next = pending.popLast() {
            guard found.insert(next).inserted else { continue }
            pending += index.screens[next]?.children.map(\.value) ?? []
        }
        return found
    }

    /// Who sends `eventName` to `flow`: the screens it shows that report it, and its child flows
    /// that hand it on. `SignIn, SignUp or the SignedIn flow`.
    private func senders(of eventName: String, in flow: FlowSpec) -> String {
        let names =
            sendingScreens(of: eventName, in: flow) + handingChildren(of: eventName, in: flow).map { "the \($0) flow" }
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
    }

    /// The screens `flow` shows that send `eventName` (an alert's button's too), or embed one that
    /// does.
    func sendingScreens(of eventName: String, in flow: FlowSpec) -> [String] {
        (analysis.shownScreens[flow.name.value] ?? []).filter { analysis.screen($0, sends: eventName) }
    }

    /// The child flows `flow` starts that hand `eventName` on to it.
    func handingChildren(of eventName: String, in flow: FlowSpec) -> [String] {
        var children: [String] = []
        for route in flow.routes {
            if case .start(let child)? = route.operation, !children.contains(child.value),
                analysis.handedUpEvents[child.value]?.contains(eventName) == true
            {
                children.append(child.value)
            }
        }
        return children
    }

    private func summary(
        of operation: RouteSpec.Operation?, presentation: ChildFlowPresentation?, handled: Bool, isRoot: Bool,
        handsOn: Bool
    ) -> String {
        switch operation {
        case .push(let screen)?: "Pushes \(screen.value)."
        case .present(let screen)?: "Presents \(screen.value)."
        case .replace(let screen)?: "Makes \(screen.value) the only screen."
        case .start(let child)? where presentation == .push:
            "Starts the \(child.value) flow pushed over what shows, ending a running child flow first."
        case .start(let child)? where presentation == .modal:
            "Starts the \(child.value) flow in a modal stack of its own, ending a running child flow first."
        case .start(let child)?: "Starts the \(child.value) flow in place of a running child flow."
        case .pop?: "Goes back from the top pushed screen, when that screen sent the event."
        case .dismiss?: "Closes the presented screen, when that screen sent the event."
        case .finish? where handsOn:
            "Finishes (its screens leave with it), then hands the event to the flow that started this one."
        case .finish?: "Finishes: its screens leave with it (no flow above takes the event)."
        case .select(let flow)?: "Selects the tab of the \(flow.value) flow."
        case .alert(let alert)?:
            "Shows \(alert.kind == .alert ? "an alert" : "a confirmation dialog") over what is on top."
        case nil where isRoot:
            handled
                ? "Not routed here: the screens that handle it are told; the root flow hands nothing on."
                : "Not routed here, and the root flow hands nothing on: nothing more happens."
        case nil where !handsOn:
            handled
                ? "Not routed here: the screens that handle it are told; no flow above takes it."
                : "Not routed here, and no flow above takes it: nothing more happens."
        case nil:
            handled
                ? "Not routed here: the screens that handle it are told, and it goes on to the flow that started this one only when none of them is shown."
                : "Not routed here: it goes on to the flow that started this one."
        }
    }

    /// The screens `flow` shows, and the children embedded in them, that handle `eventName`.
    func handlers(of eventName: String, in flow: FlowSpec) -> [HandlerContext] {
        (analysis.shownScreens[flow.name.value] ?? []).flatMap { shown in
            ([(path: [String](), screen: shown)] + childPaths(of: shown)).filter { entry in
                index.screens[entry.screen]?.handles.contains { $0.value == eventName } == true
            }.map { entry in
                HandlerContext(
                    screenName: shown, caseName: Namer.screenCase(shown),
                    viewModelName: Namer.viewModel(forScreen: shown),
                    childPath: entry.path)
            }
        }
    }

    /// The children embedded in a screen, and theirs, with the properties that reach each (the
    /// validator caps embedding in depth and breadth).
    private func childPaths(of screenName: String) -> [(path: [String], screen: String)] {
        var result: [(path: [String], screen: String)] = []
        var pending: [(path: [String], screen: String)] = [([], screenName)]
        var visited: Set<String> = [screenName]
        while !pending.isEmpty {
            let (path, name) = pending.removeFirst()
            for child in index.screens[name]?.children ?? [] where visited.insert(child.value).inserted {
                let entry = (path: path + [Namer.viewModelProperty(forScreen: child.value)], screen: child.value)
                result.append(entry)
                pending.append(entry)
            }
        }
        return result
    }

    /// A screen shown by `flow`, its params taken by name from `payload`, else the flow's params.
    func shownScreen(_ screenName: String, in flow: FlowSpec, payload: [MemberSpec]) -> ShownScreenContext {
        let screen = index.screens[screenName]
        let payloadNames = Set(payload.map(\.name.value))
        let flowParams = Set(flow.params.map(\.name.value))
        let params = (screen?.params ?? []).map { argument(for: $0, available: payloadNames.union(flowParams)) }
        // A scope fills its flow's params itself, unless the payload supplies one in their place.
        let usesScope =
            !flow.params.isEmpty
            && !(screen?.params ?? []).contains {
                payloadNames.contains($0.name.value) && flowParams.contains($0.name.value)
            }
        var makeArguments = params.filter { !usesScope || !flowParams.contains($0.label) }
        let reported = analysis.reportedEvents[screenName] ?? []
        if usesResponders, !reported.isEmpty { makeArguments.append(("responder", "self")) }
        return ShownScreenContext(
            screenName: screenName, caseName: Namer.screenCase(screenName),
            viewModelName: Namer.viewModel(forScreen: screenName),
            makeName: wiresScreens ? Namer.makeViewModel(forScreen: screenName) : nil,
            isMadeByTheModule: wiresScreens ? !(flow.params.isEmpty || usesScope) : nil,
            params: listedArguments(params), hasParams: !params.isEmpty, arguments: listedArguments(makeArguments),
            closureOutputs: wiresScreens ? (usesResponders ? [] : events(reported)) : nil,
            closesBySystemGesture: facts.closableBySystemGesture.contains(screenName),
            reportsToFlow: wiresScreens ? usesResponders && !reported.isEmpty : nil,
            accessorName: wiresScreens && !showsThroughNavigator ? Namer.viewModelProperty(forScreen: screenName) : nil)
    }

    /// The flow named `flowName` as `parent`'s route on `event` starts it, where `presentation`
    /// says, its params filled from `available`.
    func startedFlow(
        _ flowName: String, from parent: FlowSpec, on event: String, presentation: ChildFlowPresentation,
        available: Set<String>, typeName: (String) -> String
    ) -> StartedFlowContext {
        let child = index.flows[flowName]
        // The root hands nothing on, even where another flow starts it.
        let isRoot = spec.flows.first?.name.value == flowName
        let handedUp = isRoot ? [] : events(analysis.handedUpEvents[flowName] ?? [])
        var started = StartedFlowContext(
            flowName: flowName, typeName: typeName(flowName), caseName: Namer.screenCase(flowName),
            makeName: wiresScreens ? Namer.make(typeName(flowName)) : nil,
            isMadeByTheModule: wiresScreens ? !parent.params.isEmpty : nil,
            arguments: listedArguments((child?.params ?? []).map { argument(for: $0, available: available) }),
            handedUpEvents: wiresScreens ? handedUp : nil, handsEventsUp: wiresScreens ? !handedUp.isEmpty : nil)
        started.presentation = presentation == .inPlace ? nil : presentation.rawValue
        started.isTabFlow = child?.tabs != nil ? true : nil
        started.isPushed = presentation == .push
        started.isPresentedModally = presentation == .modal
        started.endedByGestureTestName = Namer.childEndedByGestureTest(
            event: event, child: flowName, presentation: presentation)
        return started
    }
}
