import Testing

@testable import TrellisRuntime

/// The spec format, "Alerts and confirmation dialogs": "An alert shows over everything; it is not
/// a screen (no view model) but part of what the flow shows, and the flow's state says it is
/// shown. Tapping any action closes it […]. A route that would show a second alert does
/// nothing; any navigation step of a flow closes the alert first." On `NavigationState` alone.
struct NavigationAlertTests {
    private let deleting = NavigationAlert(
        title: "Delete draft?", message: "This cannot be undone.",
        buttons: [
            NavigationAlert.Button("Delete", role: .destructive), NavigationAlert.Button("Cancel", role: .cancel),
        ])

    @Test func anAlertShowsOverTheScreensWhichStayAsTheyAre() {
        var state = NavigationState(start: "list")
        state.take(.present("detail"))
        let screens = state.levels
        #expect(state.take(.alert(deleting)) == .alert(deleting))
        #expect(state.alert == deleting)
        #expect(state.levels == screens, "showing an alert changed the screens")
        #expect(state.top == "detail", "an alert is not a screen")
    }

    @Test func aSecondAlertDoesNothing() {
        var state = NavigationState(start: "list")
        state.take(.alert(deleting))
        #expect(state.take(.alert(NavigationAlert(.confirmationDialog, title: "Sign out?"))) == nil)
        #expect(state.alert == deleting, "a second alert replaced the first")
    }

    @Test func everyStepTakenClosesTheAlertFirst() {
        let steps: [NavigationStep<String>] = [
            .push("detail"), .present("sheet"), .replace("other"), .startChild("child"),
            .endChild(stack: ["list"], modals: [], modalStyles: []),
        ]
        for step in steps {
            var state = NavigationState(start: "list")
            state.take(.alert(deleting))
            #expect(state.take(step) == step)
            #expect(state.alert == nil, "\(step) left the alert shown")
        }
        var state = NavigationState(start: "list")
        state.take(.push("detail"))
        state.take(.present("sheet"))
        state.take(.push("inner"))
        for step in [NavigationStep<String>.pop, .dismiss, .pop] {
            state.take(.alert(deleting))
            state.take(step)
            #expect(state.alert == nil, "\(step) left the alert shown")
        }
        state.take(.alert(deleting))
        state.childStarted(.push)
        #expect(state.alert == nil, "a child starting left the alert shown")
    }

    @Test func aStepThatCannotBeTakenLeavesTheAlertShown() {
        var state = NavigationState(start: "list")
        state.take(.alert(deleting))
        #expect(state.take(.pop) == nil)
        #expect(state.take(.dismiss) == nil)
        #expect(state.alert == deleting)
    }

    @Test func tappingAButtonClosesTheAlertWithoutAStep() {
        var state = NavigationState(start: "list")
        state.take(.push("detail"))
        state.take(.alert(deleting))
        state.alertClosed()
        #expect(state.alert == nil)
        #expect(state.stack == ["list", "detail"])
    }

    @Test func theAppShowsTheOneAlertARunningFlowShows() {
        var root = NavigationState(start: "home")
        root.childStarted(.modal)
        var child = NavigationState(start: "first")
        #expect(NavigationState.alert(byRunning: [root, child]) == nil)
        child.take(.alert(deleting))
        #expect(NavigationState.alert(byRunning: [root, child]) == deleting)
        #expect(
            NavigationAlert(title: "Saved").buttons == [NavigationAlert.Button("OK")],
            "an alert with no buttons has no OK")
        #expect(
            NavigationStep<String>.alert(deleting).forViewLayer(showing: [["home"]], modalStyles: [])
                == .alert(deleting))
    }
}
