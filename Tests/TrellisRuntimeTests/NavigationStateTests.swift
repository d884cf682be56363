import Testing

@testable import TrellisRuntime

/// The rules of navigation every flow follows, on `NavigationState` alone: modal stacks, and a
/// child flow in place, pushed or presented.
struct NavigationStateTests {
    /// A stack of two screens with a sheet presented over it, as steps leave it.
    private func sheetOverTwoScreens() -> NavigationState<String> {
        var state = NavigationState(start: "first")
        state.take(.push("second"))
        state.take(.present("sheet"))
        return state
    }

    @Test func aPushWhileASheetIsUpGoesOnTheSheetsStack() {
        var state = sheetOverTwoScreens()
        state.take(.push("picker"))
        #expect(state.stack == ["first", "second"])
        #expect(state.modals == [["sheet", "picker"]])
        #expect(state.top == "picker")
    }

    @Test func aPopGoesBackWithinTheSheetAndNeverClosesIt() {
        var state = sheetOverTwoScreens()
        state.take(.push("picker"))
        #expect(state.take(.pop) == .pop)
        #expect(state.take(.pop) == nil, "a pop at the sheet's first screen closes it")
        #expect(state.modals == [["sheet"]])
        #expect(state.stack == ["first", "second"])
    }

    @Test func aDismissClosesTheWholeModalStackAndAPresentNests() {
        var state = sheetOverTwoScreens()
        state.take(.push("picker"))
        state.take(.present("alert"))
        #expect(state.modals == [["sheet", "picker"], ["alert"]])
        state.take(.dismiss)
        #expect(state.modals == [["sheet", "picker"]])
        state.take(.dismiss)
        #expect(state.modals.isEmpty, "a dismiss leaves screens pushed on the sheet")
        #expect(state.take(.dismiss) == nil)
        #expect(state.top == "second")
    }

    /// A flow shown in a modal stack of its own (a child started `"modal"`) is that modal stack:
    /// a dismiss closes it from the top of the flow's stack; a sheet the flow presents closes first.
    @Test func aDismissInAModalStackOfItsOwnClosesFromTheFlowsStack() {
        var state = NavigationState(start: "first")
        #expect(state.dismissedTop(isInModalStackOfItsOwn: false) == nil)
        #expect(state.dismissedTop(isInModalStackOfItsOwn: true) == "first")
        state.take(.push("second"))
        #expect(state.dismissedTop(isInModalStackOfItsOwn: true) == "second")
        state.take(.present("sheet"))
        #expect(state.dismissedTop(isInModalStackOfItsOwn: true) == "sheet")
        #expect(state.dismissedTop(isInModalStackOfItsOwn: false) == "sheet")
        state.childStarted(.inPlace)
        #expect(state.dismissedTop(isInModalStackOfItsOwn: true) == nil, "a running child's screens are on top")
    }

    @Test func aChildInPlaceShowsInPlaceOfTheFlowsScreens() {
        var state = sheetOverTwoScreens()
        state.childStarted(.inPlace)
        #expect(state.modals.isEmpty, "what the flow presented stays over its child")
        #expect(state.top == nil)
        state.take(.push("over"))
        #expect(state.levels(showing: [["child"], ["childSheet"]]) { $0 } == [["child"], ["childSheet", "over"]])
    }

    @Test func aChildPushedShowsOnTheFlowsTopStack() {
        var state = sheetOverTwoScreens()
        state.childStarted(.push)
        #expect(state.levels(showing: [["child"]]) { $0 } == [["first", "second"], ["sheet", "child"]])
        #expect(state.top == nil, "the child's screen is on top")
        state.take(.present("over"))
        #expect(state.levels(showing: [["child"]]) { $0 } == [["first", "second"], ["sheet", "child"], ["over"]])
        #expect(state.keepsChild(.dismiss))
    }

    @Test func aChildPresentedShowsInAModalStackOfItsOwn() {
        var state = NavigationState(start: "first")
        state.childStarted(.modal)
        #expect(state.levels(showing: [["child", "next"]]) { $0 } == [["first"], ["child", "next"]])
        state.take(.push("over"))
        #expect(state.levels(showing: [["child"]]) { $0 } == [["first"], ["child", "over"]])
        #expect(state.take(.pop) == .pop)
        #expect(state.take(.pop) == nil, "a pop goes into the child's screens")
    }

    @Test func aGestureBackBeneathAChildShownOverTheFlowEndsIt() {
        var state = NavigationState(start: "first")
        state.take(.push("second"))
        state.childStarted(.push)
        state.take(.push("over"))
        state.presented("over")
        #expect(state.childIndex != nil, "a gesture to a screen over the child ends it")
        state.presented("second")
        #expect(state.childIndex == nil, "a back swipe past the child's first screen leaves it running")
        #expect(state.stack == ["first", "second"])
    }
}
