/// A flow as a type of its own: a coordinator (mvvm-c) or a flow view model (mvvm), with its
/// routes, its scope, and what its tests walk through.
struct FlowContext: Encodable, Sendable {
    var name: String
    /// The flow's type: `SignedInCoordinator`, `SignedInViewModel`.
    var typeName: String
    /// The container's factory of it: `makeSignedInCoordinator`.
    var makeName: String
    var doc: DocLines
    var isRoot: Bool
    var params: [MemberContext]
    var hasParams: Bool
    /// The container the flow makes its screens with: its scope, or the module's.
    var containerType: String
    var scope: ScopeContext?
    /// Where the flow's first screen shows, for its coordinator's `start()` doc: `as the app's
    /// only screen`; nil where flows show screens as values (mvvm).
    var startPlace: String?
    /// The screen the flow shows when it starts; nil for a tab flow.
    var start: ShownScreenContext?
    /// A tab flow's tabs, in order; nil for a flow of screens.
    var tabs: [TabContext]?
    /// True for a tab flow; absent for a flow of screens.
    var isTabFlow: Bool?
    /// The start screen's params as the flow supplies them, which the test of its start expects
    /// its view model to hold (mvvm-c; mvvm's test asks the flow for the view model of the start
    /// screen with these params, and event-driven's tests have their own).
    var startParams: [ExpectationContext]?
    var hasStartParams: Bool?
    var routes: [RouteContext]
    /// How the flow takes an event from outside the screens (where flows wire their screens).
    var outsideEvents: OutsideEventsContext?
    /// The events the flow hands on to the flow that started it (none for the root).
    var handedUpEvents: [EventContext]
    var handsEventsUp: Bool
    /// What the parent conforms to: `AnyObject` and the responders of the events handed on.
    var parentTypes: [NameContext]
    var journey: JourneyContext
    /// The routes that start a child flow which can finish: each gets a lifetime test.
    var finishingChildren: [FinishingChildContext]
    /// The screens shown over a running child flow (a push and a present), whose tests check the
    /// child lives on.
    var overChild: [OverChildContext]
    /// A replace while a child runs, whose test checks it ends the child.
    var replaceOverChild: ReplaceOverChildContext?
    /// A screen a running child shows, whose test checks the system's gesture on it reaches
    /// the child (mvvm-c, and mvvm with views, where the root flow hears the view layer).
    var inChild: InChildContext?
    /// A sheet a running child presents with a screen this flow pushed beneath it, for the test
    /// that a swipe down closes the sheet in the child (mvvm-c).
    var sheetUnderPush: SheetUnderPushContext?
    /// Each handled event's test that it reaches a handling screen as the screen's reaction does.
    var reaches: [ReachesContext]
    /// Each pop or dismiss route's test that, sent while a child runs, it leaves the child alone.
    var strayCloses: [StrayCloseContext]
    /// Its tests' suite and the test of its start.
    var testSuite: String
    var startTestName: String
}

/// A tab of a tab flow: the flow it runs, made with the tab flow's params, and where it is.
struct TabContext: Encodable, Sendable, ListElement, FirstMarked {
    var index: Int
    var child: StartedFlowContext
    /// The first screen of the tab's flow.
    var firstScreen: String
    /// The tab flow's method that makes the tab's flow: `makeVisitsTab`.
    var makerName: String
    /// The tab's label, as Swift: `TabItem(title: "Visits", icon: "calendar")`.
    var item: String
    /// Another tab, shown while this one's screens are told of an event from outside.
    var otherIndex: Int
    /// Each event from outside the tab's first screen handles, for the test that it is told
    /// while another tab shows.
    var toldOffScreen: [TabEventTestContext]
    /// The first push of the tab's flow, sent to it while another tab shows: it goes on the
    /// tab's own stack, out of sight.
    var offScreenPush: TabEventTestContext?
    /// The first push of the tab's flow on an event the tab flow does not route, sent from outside
    /// while the tab flow's first present shows over the tab bar (`tabFlowEvent`): the flow on top
    /// takes it, and the tab beneath does not push.
    var coveredPush: TabEventTestContext?
    /// The first alert of the tab's flow, shown from outside: the tab flow sees it, a route of the
    /// tab flow sent from the tab's screen beneath it (`tabFlowEvent`) does not navigate.
    var alert: TabEventTestContext?
    /// The first finish of the tab's flow that the tab flow does not route, for the test that
    /// the tab starts its flow again, each time.
    var restart: TabEventTestContext?
    var isFirst = false
    var isLast = false
}

/// An event sent to a tab's flow in one of its tab flow's tests, with the sample values the test
/// declares.
struct TabEventTestContext: Encodable, Sendable {
    var sent: SentEventContext
    var samples: [SampleContext]
    var testName: String
    /// The screen the event's route shows, for a push.
    var shownName: String?
    /// For a push, the test that a tap on its tab, selected, takes the tab back from it.
    var selectedTapTestName: String?
    /// An event of the tab flow the test sends too, and the screen its route shows, if any.
    var tabFlowEvent: SentEventContext?
    var tabFlowShownName: String?
    /// The alert's button that sends nothing, which the test taps; nil when each sends an event.
    var quietButton: Int?
}

/// A child flow that can finish, and the event it finishes on.
struct FinishingChildContext: Encodable, Sendable {
    var route: RouteContext
    var child: StartedFlowContext
    /// The event, sent to the child with sample locals, that makes it finish.
    var finish: SentEventContext
    var finishSamples: [SampleContext]
    var hasScope: Bool
    var testName: String
    /// The child's first finishing event: tests that start each child once use these.
    var isFirstFinish: Bool
    /// The flow's own route for the event finishes it too; else the flow goes on.
    var finishesFlowToo: Bool
}

extension FlowTranslator {
    /// A flow whose type is named by `typeName`.
    func flow(_ flow: FlowSpec, isRoot: Bool, typeName: (String) -> String) -> FlowContext {
        let name = flow.name.value
        let handedUp = isRoot ? [] : events(analysis.handedUpEvents[name] ?? [])
        let routes = routes(of: flow, isRoot: isRoot, typeName: typeName).markingFirst().markingLast()
        let start = flow.start.map { shownScreen($0.value, in: flow, payload: []) }
        let startParams = startParams(of: flow)
        return FlowContext(
            name: name, typeName: typeName(name), makeName: Namer.make(typeName(name)),
            doc: docLines(flow.doc, fallback: flowSummary(flow, isRoot: isRoot)), isRoot: isRoot,
            params: members(flow.params), hasParams: !flow.params.isEmpty,
            containerType: flow.params.isEmpty ? containerName : Namer.scope(forFlow: name), scope: scope(of: flow),
            startPlace: showsScreensAsValues ? nil : startPlace(of: name, isRoot: isRoot),
            start: start,
            tabs: flow.tabs.map { tabs in tabContexts(of: tabs.value, in: flow, typeName: typeName) },
            isTabFlow: flow.tabs != nil ? true : nil,
            startParams: showsScreensAsValues ? nil : startParams,
            hasStartParams: showsScreensAsValues ? nil : !startParams.isEmpty, routes: routes,
            outsideEvents: outsideEvents(of: flow, routes: routes),
            handedUpEvents: handedUp, handsEventsUp: !handedUp.isEmpty,
            parentTypes: (["AnyObject"] + handedUp.compactMap(\.responderName)).listed,
            journey: journey(of: flow, isRoot: isRoot, routes: routes),
            finishingChildren: finishingChildren(of: routes), overChild: overChild(of: routes, in: flow),
            replaceOverChild: replaceOverChild(of: routes),
            inChild: inChild(of: routes, typeName: typeName),
            sheetUnderPush: sheetUnderPush(of: routes, typeName: typeName), reaches: reaches(of: routes, in: flow),
            strayCloses: strayCloses(of: routes),
            testSuite: Namer.testSuite(for: typeName(name)),
            startTestName: flow.tabs == nil
                ? Namer.startTest(showing: flow.start?.value ?? "") : "startsEveryTabAndShowsTheFirst")
    }

    /// A tab flow's tabs, each flow started with the tab flow's params by name.
    private func tabContexts(of tabs: [TabSpec], in flow: FlowSpec, typeName: (String) -> String) -> [TabContext] {
        let available = Set(flow.params.map(\.name.value))
        return tabs.enumerated().map { position, tab in
            TabContext(
                index: position,
                child: startedFlow(
                    tab.flow.value, from: flow, on: "", presentation: .inPlace, available: available,
                    typeName: typeName),
                firstScreen: index.flows[tab.flow.value]?.start?.value ?? "",
                makerName: Namer.tabMaker(forFlow: tab.flow.value),
                item: "TabItem(title: \(SwiftLiteral.string(tab.title.value)), icon: "
                    + (tab.icon.map { SwiftLiteral.string($0.value) } ?? "nil") + ")",
                otherIndex: position == 0 ? 1 : 0,
                toldOffScreen: toldOffScreen(in: tab), offScreenPush: offScreenPush(in: tab),
                coveredPush: coveredPush(in: tab, of: flow), alert: alert(in: tab, of: flow),
                restart: restart(of: tab, in: flow))
        }
        .markingFirst().markingLast()
    }

    /// The first event `tab`'s flow finishes on that the tab flow `flow` does not route.
    private func restart(of tab: TabSpec, in flow: FlowSpec) -> TabEventTestContext? {
        let route = firstRoute(of: tab) { route in
            guard case .finish? = route.operation else { return false }
            return !flow.routes.contains { $0.on.value == route.on.value }
        }
        return route.flatMap { route in
            tabEventTest(route.on.value, testName: Namer.tabRestartTest(event: route.on.value, tab: tab.flow.value))
        }
    }

    /// The first push route of `tab`'s flow, sent with samples.
    private func offScreenPush(in tab: TabSpec) -> TabEventTestContext? {
        guard let route = firstRoute(of: tab, where: { $0.operation?.keyword == "push" }),
            case .push(let screen)? = route.operation
        else { return nil }
        var test = tabEventTest(
            route.on.value, testName: Namer.offScreenTabPushTest(event: route.on.value, tab: tab.flow.value))
        test?.shownName = screen.value
        test?.selectedTapTestName = Namer.selectedTabTapTest(tab: tab.flow.value, pushed: screen.value)
        return test
    }

    /// The first push route of `tab`'s flow on an event the tab flow `flow` does not route, sent
    /// beneath the tab flow's first present (on an event the tab's flow does not route, so that
    /// the tab flow presents).
    private func coveredPush(in tab: TabSpec, of flow: FlowSpec) -> TabEventTestContext? {
        guard
            let cover = flow.routes.first(where: { route in
                route.operation?.keyword == "present" && firstRoute(of: tab) { $0.on.value == route.on.value } == nil
            }),
            case .present(let coverScreen)? = cover.operation,
            let route = firstRoute(
                of: tab,
                where: { route in
                    route.operation?.keyword == "push" && !flow.routes.contains { $0.on.value == route.on.value }
                }),
            case .push(let screen)? = route.operation
        else { return nil }
        var test = tabEventTest(
            route.on.value, also: cover.on.value,
            testName: Namer.coveredTabPushTest(event: route.on.value, tab: tab.flow.value, cover: coverScreen.value))
        test?.shownName = screen.value
        test?.tabFlowShownName = coverScreen.value
        return test
    }

    /// The first alert route of `tab`'s flow, with the tab flow `flow`'s first route that would
    /// navigate (a present, a select, a start), sent from beneath it.
    private func alert(in tab: TabSpec, of flow: FlowSpec) -> TabEventTestContext? {
        let isAlert = { (route: RouteSpec) in if case .alert? = route.operation { true } else { false } }
        guard let route = firstRoute(of: tab, where: isAlert), case .alert(let alert)? = route.operation else {
            return nil
        }
        let probe = flow.routes.first { ["present", "select", "start"].contains($0.operation?.keyword) }
        var test = tabEventTest(
            route.on.value, also: probe?.on.value,
            testName: Namer.tabAlertTest(event: route.on.value, tab: tab.flow.value))
        test?.quietButton = alert.actions.map { actions in actions.firstIndex { $0.sends == nil } } ?? 0
        return test
    }

    /// The events from outside the first screen of `tab`'s flow handles, each sent with samples.
    private func toldOffScreen(in tab: TabSpec) -> [TabEventTestContext] {
        let first = index.flows[tab.flow.value]?.start.flatMap { index.screens[$0.value] }
        return (first?.handles ?? []).compactMap { handled in
            tabEventTest(
                handled.value, testName: Namer.offScreenTabTellTest(event: handled.value, tab: tab.flow.value))
        }
    }

    /// The first route of `tab`'s flow that `matches`.
    private func firstRoute(of tab: TabSpec, where matches: (RouteSpec) -> Bool) -> RouteSpec? {
        index.flows[tab.flow.value]?.routes.first(where: matches)
    }

    /// A test that sends the event `eventName` (to a tab's flow) and `tabFlowEventName` (to the tab
    /// flow), their payloads sampled apart.
    private func tabEventTest(_ eventName: String, also tabFlowEventName: String? = nil, testName: String)
        -> TabEventTestContext?
    {
        guard let eventSpec = index.events[eventName] else { return nil }
        var sampled = SampledEvents()
        let sent = sampled.send(event(eventSpec))
        let tabFlowEvent = tabFlowEventName.flatMap { index.events[$0] }.map { sampled.send(event($0)) }
        return TabEventTestContext(
            sent: sent, samples: sampled.samples.markingLast(), testName: testName, tabFlowEvent: tabFlowEvent)
    }

    /// The params of `flow`'s start screen, as the flow supplies them: its own params by name,
    /// else their defaults.
    func startParams(of flow: FlowSpec) -> [ExpectationContext] {
        expectations(of: flow.start.flatMap { index.screens[$0.value] }?.params ?? [], in: flow)
    }

    /// The routes that start a child flow which can finish, each child once, with each event it
    /// finishes on (each its own test: a child must end on every one).
    func finishingChildren(of routes: [RouteContext]) -> [FinishingChildContext] {
        var tested: Set<String> = []
        return routes.flatMap { route -> [FinishingChildContext] in
            guard let child = route.starts, tested.insert(child.flowName).inserted,
                let childFlow = index.flows[child.flowName]
            else { return [] }
            let finishes = childFlow.routes.filter { $0.operation?.keyword == "finish" }
            return finishes.enumerated().compactMap { position, finish -> FinishingChildContext? in
                guard let eventSpec = index.events[finish.on.value] else { return nil }
                // The parent's route for the event carries its samples; without one (the event
                // goes on unrouted, or no further), its payload is sampled here.
                let finishRoute = routes.first { $0.event.label == finish.on.value }
                let sent: SentEventContext
                let samples: [SampleContext]
                if let finishRoute {
                    sent = SentEventContext(event: finishRoute.event, eventArguments: finishRoute.eventArguments)
                    samples = finishRoute.samplePayload
                } else {
                    var sampled = SampledEvents()
                    sent = sampled.send(event(eventSpec))
                    samples = sampled.samples
                }
                return FinishingChildContext(
                    route: route, child: child, finish: sent, finishSamples: samples,
                    hasScope: !childFlow.params.isEmpty,
                    testName: Namer.releaseTest(
                        ofChildFlow: child.flowName, finishingOn: position == 0 ? nil : finish.on.value),
                    isFirstFinish: position == 0, finishesFlowToo: finishRoute?.isFinish ?? false)
            }
        }
    }

    /// What a flow is, when the spec gives no doc: where it starts and what can end it.
    func flowSummary(_ flow: FlowSpec, isRoot: Bool) -> String {
        let tabs = flow.tabs.map { tabs in "A tab bar of the flows " + SpecFacts.list(tabs.value.map(\.flow.value)) }
        let start = flow.start.map { "Starts on \($0.value)" } ?? tabs ?? "Starts"
        let finishes = flow.routes.filter { $0.operation?.keyword == "finish" }.map { "`\($0.on.value)`" }
        let tabFlow = tabFlow(running: flow.name.value)
        let role = isRoot ? "; the root flow, which the app starts" : tabFlow.map { " in a tab of \($0)" } ?? ""
        let restarts = tabFlow == nil ? "" : ", and its tab starts it again"
        let end = finishes.isEmpty ? "" : "; finishes on \(finishes.joined(separator: " or "))\(restarts)"
        return "\(start)\(role)\(end)."
    }

    /// Where flow `name`'s first screen shows: the app's only screen for the root, the first of its
    /// tab for a tab's flow, else where the routes that start it put it.
    private func startPlace(of name: String, isRoot: Bool) -> String {
        if isRoot { return "as the app's only screen" }
        if let tabFlow = tabFlow(running: name) { return "first in its tab of \(tabFlow)" }
        let parents = (analysis.parents[name] ?? []).compactMap { index.flows[$0] }
        let presentations = Set(
            parents.flatMap(\.routes).compactMap { route -> ChildFlowPresentation? in
                guard case .start(let child)? = route.operation, child.value == name else { return nil }
                return route.childPresentation
            })
        let places = ChildFlowPresentation.allCases.filter(presentations.contains).map { presentation in
            switch presentation {
            case .inPlace: "in place of the parent's screens"
            case .push: "pushed over the parent's screens"
            case .modal: "in a modal stack of its own over the parent's screens"
            }
        }
        return places.isEmpty ? "where the flow that starts it puts it" : places.joined(separator: ", or ")
    }

    /// The tab flow one of whose tabs runs flow `name`; nil for a flow in no tab.
    private func tabFlow(running name: String) -> String? {
        (analysis.parents[name] ?? []).sorted()
            .first { index.flows[$0]?.tabs?.value.contains { $0.flow.value == name } ?? false }
    }
}
