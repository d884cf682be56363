import Testing

@testable import TrellisRuntime
@testable import TrellisTestSupport

/// `RecordingStackNavigator`, the navigator modules' tests record what shows with: it must show
/// each step as a navigation controller and its sheets would, and fail a test that asks for a
/// step no container can take.
@MainActor
struct RecordingStackNavigatorTests {
    struct Page: NamedStep {
        let number: Int
        var name: String { "page \(number)" }
    }

    @Test func aPushGoesOnTheTopModalStackAndADismissClosesAllOfIt() {
        let navigator = RecordingStackNavigator<Page>()
        navigator.show(.startChild(Page(number: 1)))
        navigator.show(.push(Page(number: 2)))
        navigator.show(.present(Page(number: 3)))
        navigator.show(.push(Page(number: 4)))
        #expect(navigator.levels == [["page 1", "page 2"], ["page 3", "page 4"]])
        #expect(navigator.shownTop == Page(number: 4))
        navigator.show(.pop)
        #expect(navigator.presented == [["page 3"]])
        navigator.show(.push(Page(number: 5)))
        navigator.show(.dismiss)
        #expect(navigator.levels == [["page 1", "page 2"]])
        #expect(
            navigator.log == [
                "start child page 1", "push page 2", "present page 3", "push page 4", "pop", "push page 5", "dismiss",
            ])
    }

    @Test func aReplaceAndAChildsEndShowExactlyWhatTheyCarry() {
        let navigator = RecordingStackNavigator<Page>()
        navigator.show(.push(Page(number: 1)))
        navigator.show(.present(Page(number: 2)))
        navigator.show(.replace(Page(number: 3)))
        #expect(navigator.levels == [["page 3"]])
        navigator.show(
            .endChild(stack: [Page(number: 1)], modals: [[Page(number: 2), Page(number: 4)]], modalStyles: [.sheet]))
        #expect(navigator.levels == [["page 1"], ["page 2", "page 4"]])
        #expect(navigator.log.last == "end child, back to page 1, presented page 2 > page 4")
    }

    @Test func theSystemsGestureGoesBackWithinTheTopStackThenClosesIt() {
        let navigator = RecordingStackNavigator<Page>()
        navigator.show(.startChild(Page(number: 1)))
        #expect(navigator.systemGestureName == nil, "nothing to close at the first screen")
        navigator.show(.present(Page(number: 2)))
        navigator.show(.push(Page(number: 3)))
        #expect(navigator.systemGestureName == "back swipe")
        #expect(navigator.closeTopBySystemGesture() == Page(number: 2))
        #expect(navigator.systemGestureName == "swipe down")
        #expect(navigator.closeTopBySystemGesture() == Page(number: 1))
        #expect(navigator.levels == [["page 1"]])
    }

    @Test func noSwipeDownIsOfferedWhereTheModalStacksStyleRefusesIt() {
        let navigator = RecordingStackNavigator<Page>()
        navigator.show(.startChild(Page(number: 1)))
        navigator.show(.present(Page(number: 2), .fullScreen))
        #expect(navigator.systemGestureName == nil, "a full-screen cover offers a swipe down")
        navigator.show(.push(Page(number: 3)))
        #expect(navigator.systemGestureName == "back swipe")
        navigator.show(.present(Page(number: 4), .sheet(closesBySwipeDown: false)))
        #expect(navigator.systemGestureName == nil, "a sheet that refuses a swipe down offers one")
        navigator.show(.dismiss)
        #expect(navigator.shownModalStyles == [.fullScreen])
        withKnownIssue("a swipe down of a modal stack whose style refuses it") {
            navigator.show(.pop)
            _ = navigator.closeTopBySystemGesture()
        }
        #expect(navigator.levels == [["page 1"], ["page 2"]], "a refused swipe down closed the stack")
    }

    @Test func aStepNoContainerCanTakeFailsTheTest() {
        let navigator = RecordingStackNavigator<Page>()
        navigator.show(.startChild(Page(number: 1)))
        withKnownIssue {
            navigator.show(.pop)
        } matching: {
            says("asked to pop the first screen")($0)
        }
        withKnownIssue {
            navigator.show(.dismiss)
        } matching: {
            says("asked to dismiss with nothing presented")($0)
        }
        navigator.show(.present(Page(number: 2)))
        withKnownIssue {
            navigator.show(.pop)
        } matching: {
            says("a modal stack's first screen")($0)
        }
    }

    @Test func aLifetimeTestCanKeepEveryScreenShown() {
        let navigator = RecordingStackNavigator<Page>()
        navigator.keepsEveryScreen = true
        navigator.show(.startChild(Page(number: 1)))
        navigator.show(.push(Page(number: 2)))
        navigator.show(.pop)
        #expect(navigator.everyScreen.contains(Page(number: 2)), "a popped screen stays held")
    }
}
