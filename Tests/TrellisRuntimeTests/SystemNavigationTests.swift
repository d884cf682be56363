import Testing

@testable import TrellisRuntime

/// What a navigation host asks `NavigationState` after UIKit or SwiftUI navigated by itself: a
/// change the steps did not make is the system's own (a back swipe, a swipe down) and names the
/// screen then on top, which the host reports; a stack as the steps left it reports nothing.
@MainActor
struct SystemNavigationTests {
    /// A stack of three screens, as steps leave it.
    private func threeScreens() -> NavigationState<String> {
        var state = NavigationState(start: "first")
        state.take(.push("second"))
        state.take(.push("third"))
        return state
    }

    @Test func aBackSwipeShowsTheScreenBeneathTheTop() {
        #expect(threeScreens().screenAfterSystemPop(leaving: 2) == "second")
    }

    @Test func goingBackToTheFirstScreenShowsIt() {
        #expect(threeScreens().screenAfterSystemPop(leaving: 1) == "first")
    }

    @Test func aStackTheStepsLeftIsNotTheSystems() {
        #expect(threeScreens().screenAfterSystemPop(leaving: 3) == nil)
        #expect(threeScreens().screenAfterSystemPop(leaving: 0) == nil)
    }

    @Test func aSwipeDownShowsTheTopOfTheStack() {
        var state = threeScreens()
        state.take(.present("sheet"))
        #expect(state.screenAfterSystemDismiss(atLevel: 1) == "third")
    }

    @Test func withNothingPresentedThereIsNoSwipeDown() {
        #expect(threeScreens().screenAfterSystemDismiss(atLevel: 1) == nil)
        #expect(threeScreens().screenAfterSystemDismiss(atLevel: 0) == nil)
    }

    @Test func aBackSwipeInASheetShowsTheScreenBeneathWithinIt() {
        var state = threeScreens()
        state.take(.present("sheet"))
        state.take(.push("picker"))
        #expect(state.screenAfterSystemPop(leaving: 1, atLevel: 1) == "sheet")
        #expect(state.screenAfterSystemPop(leaving: 2, atLevel: 1) == nil)
        #expect(state.screenAfterSystemDismiss(atLevel: 1) == "third")
    }

    @Test func theReportedScreenIsOnTopOnceTheStateFollowsIt() {
        var state = threeScreens()
        state.take(.present("sheet"))
        state.take(.push("picker"))
        if let screen = state.screenAfterSystemPop(leaving: 1, atLevel: 1) { state.presented(screen) }
        #expect(state.modals == [["sheet"]])
        if let screen = state.screenAfterSystemPop(leaving: 2) { state.presented(screen) }
        #expect(state.stack == ["first", "second"])
        #expect(state.modals.isEmpty)
    }
}
