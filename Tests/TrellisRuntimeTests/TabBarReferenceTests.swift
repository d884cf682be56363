import Testing

@testable import TrellisRuntime
@testable import TrellisTestSupport

/// A tab flow's `FlowNavigation`, judged by `ReferenceTabBar` on seeded random walks: tabs'
/// flows pushing and presenting, seen or not; `select` routes and the user's taps; a tab's flow
/// finishing; the tab flow presenting over the tab bar and running a modal child; closes and
/// alerts sent by the screen on top, alerts from outside, and the user's answer; the system's
/// gestures. After each
/// step, what the navigator shows (from what it was told), what the flows say they show, whether
/// an alert shows, which flow routes an event from outside, and who heard a gesture close it
/// must be what the rules give.
@MainActor
struct TabBarReferenceTests {
    typealias Screen = TabBarTestFlows.Screen
    typealias Flow = TabBarTestFlows.Flow

    @Test(arguments: 0..<200)
    func aTabFlowFollowsTheRules(seed: UInt64) {
        var walk = ReferenceNavigationTests.Walk(state: seed)
        let screens = TabBarTestFlows.Screens()
        let navigator = RecordingStackNavigator<Screen>()
        let tabFlow = TabBarTestFlows.TabFlow(count: 3, screens: screens, navigator: navigator)
        tabFlow.start()
        var reference = ReferenceTabBar(firstScreens: [1, 2, 3])
        var child: Flow?
        var story: [String] = []
        for _ in 0..<40 {
            screens.forgetGestures()
            var closed: Set<Int> = []
            let tab = Int.random(in: 0..<3, using: &walk)
            let tabNavigation = tabFlow.tabs[tab].navigation
            let top = navigator.shownTop
            switch Int.random(in: 0..<15, using: &walk) {
            case 0, 1:
                let pushed = screens.make()
                story.append("tab \(tab) pushes \(pushed.id)")
                tabNavigation.show(.push(pushed))
                reference.push(pushed.id, inTab: tab)
            case 2:
                let presented = screens.make()
                story.append("tab \(tab) presents \(presented.id)")
                tabNavigation.show(.present(presented))
                reference.present(presented.id, inTab: tab)
            case 3:
                story.append("select \(tab)")
                tabFlow.navigation.selectTab(tab)
                reference.select(tab)
                child = nil
            case 4:
                // The tab bar takes taps only while nothing covers it.
                guard navigator.shownModals.isEmpty, navigator.shownAlert == nil else { continue }
                story.append("the user taps tab \(tab)")
                tabFlow.navigation.uiSelectedTab(navigator.tapTab(tab))
                closed = reference.tap(tab)
            case 5:
                let restarted = screens.models.count + 1
                story.append("tab \(tab)'s flow finishes")
                tabNavigation.finish()
                reference.finishTab(tab, startingAgainAt: restarted)
            case 6:
                let presented = screens.make()
                story.append("the tab flow presents \(presented.id)")
                tabFlow.navigation.show(.present(presented))
                reference.presentOverTabBar(presented.id)
            case 7:
                guard child == nil else {
                    story.append("the modal child finishes")
                    child?.navigation.finish()
                    child = nil
                    reference.finishModalChild()
                    break
                }
                let started = Flow(screens: screens, navigator: navigator)
                story.append("the tab flow starts a modal child at \(screens.models.count + 1)")
                tabFlow.navigation.start(started, presentation: .modal)
                child = started
                reference.startModalChild(showing: screens.models.count)
            case 8, 9:
                guard let top, let owner = owner(of: top, tabFlow: tabFlow, child: child) else { continue }
                let isPop = Bool.random(using: &walk)
                story.append("\(top.id) on top sends a \(isPop ? "pop" : "dismiss")")
                owner.close(isPop ? .pop : .dismiss, sentBy: top.model) { _ in true }
                if isPop { reference.popSentByTheTopScreen() } else { reference.dismissSentByTheTopScreen() }
                if tabFlow.navigation.child == nil { child = nil }
            case 12:
                guard let top, let owner = owner(of: top, tabFlow: tabFlow, child: child) else { continue }
                story.append("\(top.id) on top sends an alert")
                owner.showAlert(NavigationAlert(title: "from \(top.id)"), sentBy: top.model)
                reference.alertSentByTheTopScreen()
            case 14:
                // From outside: a late result, a route of the flow's own code.
                let byTabFlow = Bool.random(using: &walk)
                story.append("\(byTabFlow ? "the tab flow" : "tab \(tab)") shows an alert from outside")
                let alert = NavigationAlert(title: byTabFlow ? "from the tab flow" : "from tab \(tab)")
                (byTabFlow ? tabFlow.navigation : tabNavigation).showAlert(alert, sentBy: nil)
                reference.alertFromOutside(inTab: byTabFlow ? nil : tab)
            case 13:
                guard navigator.shownAlert != nil else { continue }
                story.append("the user answers the alert")
                _ = navigator.tapAlertButton(0)
                let navigations =
                    [tabFlow.navigation, child?.navigation].compactMap { $0 } + tabFlow.tabs.map(\.navigation)
                navigations.first { $0.state.alert != nil }?.alertClosed()
                reference.alertAnswered()
            default:
                let before = reference.screens
                guard navigator.systemGestureName != nil, let shown = navigator.closeTopBySystemGesture() else {
                    continue
                }
                story.append("the system's gesture shows \(shown.id)")
                tabFlow.navigation.uiPresented(shown)
                reference.systemShows(shown.id)
                closed = before.subtracting(reference.screens)
                if tabFlow.navigation.child == nil { child = nil }
            }
            if let problem = problem(tabFlow, navigator, reference, screens, closed: closed) {
                Issue.record("seed \(seed), after \(story.joined(separator: ", ")): \(problem)")
                return
            }
        }
    }

    /// The navigation of the flow that shows `screen`: the tab flow, its modal child or a tab.
    private func owner(of screen: Screen, tabFlow: TabBarTestFlows.TabFlow, child: Flow?) -> FlowNavigation<Screen>? {
        let navigations = [tabFlow.navigation, child?.navigation].compactMap { $0 } + tabFlow.tabs.map(\.navigation)
        return navigations.first { $0.state.screens.contains(screen) }
    }

    /// What went wrong after a step; nil when the runtime agrees with the reference.
    private func problem(
        _ tabFlow: TabBarTestFlows.TabFlow, _ navigator: RecordingStackNavigator<Screen>, _ reference: ReferenceTabBar,
        _ screens: TabBarTestFlows.Screens, closed: Set<Int>
    ) -> String? {
        let ids = { (levels: [[Screen]]) in levels.map { $0.map(\.id) } }
        if ids(navigator.shownLevels) != reference.shown {
            return "the navigator shows \(ids(navigator.shownLevels)), the rules give \(reference.shown)"
        }
        if ids(navigator.shownTabStacks) != reference.tabStacks || navigator.selectedTab != reference.selected {
            return "the navigator's tab bar holds \(ids(navigator.shownTabStacks)) with \(navigator.selectedTab ?? -1) "
                + "selected, the rules give \(reference.tabStacks) with \(reference.selected)"
        }
        if ids(tabFlow.navigation.shownWithChildren) != reference.shown {
            return
                "the flows say they show \(ids(tabFlow.navigation.shownWithChildren)), the rules give \(reference.shown)"
        }
        if Set(screens.closedBySystemGesture) != closed {
            return "\(screens.closedBySystemGesture) heard the system's gesture close them, not \(closed.sorted())"
        }
        if let twice = screens.closedTwice { return "\(twice) heard the system's gesture close it twice" }
        if (tabFlow.navigation.shownAlert != nil) != reference.alertShows
            || (navigator.shownAlert != nil) != reference.alertShows
        {
            let says =
                "the flows say \(tabFlow.navigation.shownAlert?.title ?? "none"), the navigator shows "
                + (navigator.shownAlert?.title ?? "none")
            return "\(says) as the alert, and the rules give \(reference.alertShows ? "one" : "none")"
        }
        return routingProblem(tabFlow, navigator)
    }

    /// Which flow an event from outside goes to, "the flow of the screen on top of what the app
    /// shows": from the tab flow down through each flow shown beneath, to the first that shows a
    /// screen over it. Nil when that is the flow of the navigator's top screen.
    private func routingProblem(_ tabFlow: TabBarTestFlows.TabFlow, _ navigator: RecordingStackNavigator<Screen>)
        -> String?
    {
        var routing = tabFlow.navigation
        while !routing.showsOverShownChild, let shown = routing.shownChild?.navigation { routing = shown }
        guard let top = navigator.shownTop, !routing.state.screens.contains(top) else { return nil }
        return "an event from outside goes to a flow that does not show \(top.id), the screen on top"
    }
}
