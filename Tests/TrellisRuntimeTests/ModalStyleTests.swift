import Testing

@testable import TrellisRuntime

/// The spec format: a `present`, and a child started in a modal stack, may say how the modal
/// stack shows: `"style": "sheet"` (the default) or `"fullScreen"`, a sheet's `"detents"`, and
/// `"interactiveDismiss": false` ("the user cannot swipe it down: only a route closes it. A
/// full-screen stack has no swipe down either"). On `NavigationState` alone.
struct ModalStyleTests {
    private let form = ModalStyle.sheet(detents: [.medium, .large], closesBySwipeDown: false)

    @Test func eachModalStackKeepsTheStyleItWasPresentedInUntilItCloses() {
        var state = NavigationState(start: "list")
        state.take(.present("cover", .fullScreen))
        state.take(.push("detail"))
        state.take(.present("form", form))
        #expect(state.modalStyles == [.fullScreen, form])
        state.take(.dismiss)
        #expect(state.modalStyles == [.fullScreen], "a dismiss leaves the closed stack's style behind")
        state.presented("list")
        #expect(state.modalStyles.isEmpty, "the system's gesture back to the stack leaves a style behind")
        state.take(.present("sheet"))
        #expect(state.modalStyles == [.sheet], "a present names no style and shows in none but a sheet")
        state.take(.replace("other"))
        #expect(state.modalStyles.isEmpty)
    }

    @Test func noSwipeDownClosesAFullScreenCoverOrASheetThatRefusesIt() {
        var state = NavigationState(start: "list")
        state.take(.present("cover", .fullScreen))
        #expect(state.screenAfterSystemDismiss(atLevel: 1) == nil, "a swipe down closes a full-screen cover")
        state.take(.present("form", form))
        #expect(state.screenAfterSystemDismiss(atLevel: 2) == nil, "a swipe down closes a sheet that refuses it")
        state.take(.dismiss)
        state.take(.dismiss)
        state.take(.present("sheet", .sheet(detents: [.medium])))
        #expect(state.screenAfterSystemDismiss(atLevel: 1) == "list")
        #expect(!ModalStyle.fullScreen.closesBySwipeDown && ModalStyle.sheet.closesBySwipeDown)
    }

    @Test func aBackSwipeWithinAModalStackKeepsItsStyle() {
        var state = NavigationState(start: "list")
        state.take(.present("form", form))
        state.take(.push("picker"))
        #expect(state.screenAfterSystemPop(leaving: 1, atLevel: 1) == "form")
        state.presented("form")
        #expect(state.modals == [["form"]])
        #expect(state.modalStyles == [form])
    }

    /// A child started in a modal stack shows in the style its route gave; a child pushed or in
    /// place adds no modal stack of its own, and what the flow presents over a child keeps its own.
    @Test func aChildsStacksShowInTheStylesTheyWereStartedIn() {
        var modal = NavigationState(start: "home")
        modal.childStarted(.modal, style: .fullScreen)
        #expect(modal.modalStyles(showing: [form]) == [.fullScreen, form])
        modal.take(.present("over", .sheet(detents: [.medium])))
        #expect(modal.levels(showing: [["first"], ["form"]]) { $0 } == [["home"], ["first"], ["form"], ["over"]])
        #expect(modal.modalStyles(showing: [form]) == [.fullScreen, form, .sheet(detents: [.medium])])

        var pushed = NavigationState(start: "home")
        pushed.childStarted(.push)
        #expect(pushed.modalStyles(showing: [form]) == [form])

        var inPlace = NavigationState(start: "home")
        inPlace.take(.present("sheet", .fullScreen))
        inPlace.childStarted(.inPlace)
        #expect(inPlace.modalStyles(showing: []) == [], "what the flow presented stays over its child in place")
        #expect(inPlace.modalStyles(showing: nil) == [], "no child runs yet")
    }

    @Test func aChildEndingTakesTheFlowsStacksBackInTheirStyles() {
        var state = NavigationState(start: "home")
        state.take(.present("cover", .fullScreen))
        state.childStarted(.modal, style: form)
        #expect(state.childModalStyle == form)
        let step = state.childEnded()
        #expect(step == .endChild(stack: ["home"], modals: [["cover"]], modalStyles: [.fullScreen]))
        #expect(state.modalStyles == [.fullScreen])
        #expect(state.childModalStyle == .sheet, "the ended child's style outlives it")
    }

    @Test func theAppsStylesFollowEveryRunningFlow() {
        var root = NavigationState(start: "home")
        root.childStarted(.modal, style: form)
        var child = NavigationState(start: "first")
        child.take(.present("cover", .fullScreen))
        #expect(NavigationState.modalStyles(byRunning: [root, child]) == [form, .fullScreen])
        #expect(NavigationState.shown(byRunning: [root, child]) == [["home"], ["first"], ["cover"]])
        #expect(
            NavigationStep<String>.startChild("first").forViewLayer(
                showing: [["home"], ["first"]], modalStyles: [form])
                == .endChild(stack: ["home"], modals: [["first"]], modalStyles: [form]))
    }
}
