import Testing

@testable import TrellisRuntime
@testable import TrellisTestSupport

/// A tab flow's navigation, rule by rule as `design/spec-format.md` ("Tab bars") states them.
@MainActor
struct FlowNavigationTabTests {
    typealias Flow = TabBarTestFlows.Flow
    typealias TabFlow = TabBarTestFlows.TabFlow

    let screens = TabBarTestFlows.Screens()
    let navigator = RecordingStackNavigator<TabBarTestFlows.Screen>()

    func makeTabs(_ count: Int = 3) -> TabFlow {
        let flow = TabFlow(count: count, screens: screens, navigator: navigator)
        flow.start()
        return flow
    }

    /// "Each tab runs a flow of its own … started … when the tab flow starts, each in a navigation
    /// stack of its own"; "The first tab is selected when the tab flow starts."
    @Test func everyTabsFlowStartsAtOnceAndTheFirstTabShows() {
        let tabs = makeTabs()
        #expect(tabs.tabs.count == 3)
        #expect(navigator.tabStacks == [["1"], ["2"], ["3"]])
        #expect(navigator.levels == [["1"]])
        #expect(tabs.navigation.selectedTab == 0)
        #expect(navigator.log == ["tab bar 1 of: 1 | 2 | 3", "end child, back to 1"])
    }

    /// "switching tabs keeps each tab's stack, screens, state and running child flows as they were".
    @Test func aSelectedTabShowsAsItWasLeft() {
        let tabs = makeTabs()
        tabs.tabs[0].navigation.show(.push(screens.make()))
        let child = Flow(screens: screens, navigator: navigator)
        tabs.tabs[0].navigation.start(child, presentation: .push)
        tabs.navigation.selectTab(1)
        #expect(navigator.levels == [["2"]])
        #expect(navigator.tabStacks == [["1", "4", "5"], ["2"], ["3"]])
        tabs.navigation.selectTab(0)
        #expect(navigator.levels == [["1", "4", "5"]])
        #expect(tabs.tabs[0].navigation.child === child)
    }

    /// "The user selects a tab by tapping it (the view layer reports it …)".
    @Test func aTapOnAnotherTabShowsIt() {
        let tabs = makeTabs()
        tabs.tabs[1].navigation.show(.push(screens.make()))
        tabs.navigation.uiSelectedTab(navigator.tapTab(1))
        #expect(tabs.navigation.selectedTab == 1)
        #expect(navigator.levels == [["2", "4"]])
        #expect(tabs.tabs[1].navigation.showsOnTop(screens.models[3]))
        #expect(!tabs.tabs[0].navigation.showsOnTop(screens.models[0]))
    }

    /// "Tapping the tab that is selected takes its stack back to its first screen; each screen that
    /// left hears `closedBySystemGesture()`."
    @Test func aTapOnTheSelectedTabGoesBackToItsFirstScreen() {
        let tabs = makeTabs()
        let tab = tabs.tabs[0].navigation
        tab.show(.push(screens.make()))
        let child = Flow(screens: screens, navigator: navigator)
        tab.start(child, presentation: .push)
        child.navigation.show(.push(screens.make()))
        #expect(navigator.levels == [["1", "4", "5", "6"]])
        tabs.navigation.uiSelectedTab(navigator.tapTab(0))
        #expect(navigator.levels == [["1"]])
        #expect(tab.state.screens.map(\.id) == [1])
        #expect(tab.child == nil)
        #expect(screens.closedBySystemGesture == [4, 5, 6])
        #expect(screens.closedTwice == nil)
    }

    /// "If a tab's flow finishes, it is started again: its tab shows its first screen."
    @Test func aTabsFlowThatFinishesStartsAgain() {
        let tabs = makeTabs()
        let first = tabs.tabs[1]
        first.navigation.show(.push(screens.make()))
        first.navigation.finish()
        #expect(tabs.tabs[1] !== first)
        #expect(navigator.tabStacks == [["1"], ["5"], ["3"]])
        #expect(navigator.levels == [["1"]])
        tabs.navigation.selectTab(1)
        #expect(navigator.levels == [["5"]])
    }

    /// "A tab flow's routes may … `present` (a modal stack over the whole tab bar)": the tabs'
    /// screens are covered beneath it, and a swipe down goes back to them.
    @Test func aScreenTheTabFlowPresentsCoversTheTabBar() {
        let tabs = makeTabs()
        tabs.navigation.show(.present(screens.make()))
        #expect(navigator.levels == [["1"], ["4"]])
        #expect(!tabs.tabs[0].navigation.showsOnTop(screens.models[0]))
        #expect(tabs.navigation.showsOnTop(screens.models[3]))
        let shown = navigator.closeTopBySystemGesture()
        if let shown { tabs.navigation.uiPresented(shown) }
        #expect(tabs.navigation.state.modals.isEmpty)
        #expect(screens.closedBySystemGesture == [4])
        #expect(tabs.tabs[0].navigation.showsOnTop(screens.models[0]))
    }

    /// "`start` a child flow (`"inPlace"`: in place of the tab bar, which comes back as it was when
    /// the child ends)".
    @Test func aChildInPlaceHidesTheTabBarUntilItEnds() {
        let tabs = makeTabs()
        tabs.navigation.selectTab(2)
        tabs.tabs[2].navigation.show(.push(screens.make()))
        let child = Flow(screens: screens, navigator: navigator)
        tabs.navigation.start(child)
        #expect(navigator.tabStacks == [])
        #expect(navigator.levels == [["5"]])
        child.navigation.finish()
        #expect(navigator.tabStacks == [["1"], ["2"], ["3", "4"]])
        #expect(navigator.levels == [["3", "4"]])
    }

    /// "`"modal"`: over the tab bar": a swipe down ends the child, and a `select` closes it too.
    @Test func aModalChildShowsOverTheTabBar() {
        let tabs = makeTabs()
        let child = Flow(screens: screens, navigator: navigator)
        tabs.navigation.start(child, presentation: .modal)
        #expect(navigator.levels == [["1"], ["4"]])
        tabs.navigation.selectTab(1)
        #expect(tabs.navigation.child == nil)
        #expect(navigator.levels == [["2"]])
    }

    /// A tab flow started in place of its parent's screens shows its tab bar there, and ending it
    /// takes the tab bar away.
    @Test func aTabFlowStartedByAnotherFlowShowsItsTabBarUntilItFinishes() {
        let root = Flow(screens: screens, navigator: navigator)
        root.start()
        let tabs = TabFlow(count: 2, screens: screens, navigator: navigator)
        root.navigation.start(tabs)
        #expect(navigator.tabStacks == [["2"], ["3"]])
        #expect(navigator.levels == [["2"]])
        tabs.navigation.finish()
        #expect(navigator.tabStacks == [])
        #expect(navigator.levels == [["1"]])
        #expect(navigator.log.last == "end child, back to 1")
    }

    /// A tab that does not show navigates out of sight: its tab keeps what it showed.
    @Test func aTabNotShownKeepsWhatItsFlowShows() {
        let tabs = makeTabs()
        tabs.tabs[2].navigation.show(.push(screens.make()))
        #expect(navigator.levels == [["1"]])
        #expect(navigator.tabStacks == [["1"], ["2"], ["3", "4"]])
        #expect(!tabs.tabs[2].navigation.showsOnTop(screens.models[3]))
    }
}
