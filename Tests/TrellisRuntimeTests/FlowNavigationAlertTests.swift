import Testing

@testable import TrellisRuntime

/// `FlowNavigation` with an alert, across running flows, as the spec format says: "An alert shows
/// over everything […] While it shows, the screens beneath it are covered (their routes do not
/// navigate); a route that would show a second alert does nothing; any navigation step of a flow
/// closes the alert first."
@MainActor
struct FlowNavigationAlertTests {
    typealias Flow = FlowNavigationReferenceTests.Flow
    typealias Screen = FlowNavigationReferenceTests.Screen

    let navigator = FlowNavigationReferenceTests.ReplayNavigator()
    let alert = NavigationAlert(title: "Delete?", buttons: [.init("Delete", role: .destructive), .init("Keep")])

    /// A root showing a screen, with a child started pushed over it that shows one of its own.
    func rootAndChild() -> (root: Flow, child: Flow) {
        let root = Flow(first: Screen(model: .init(id: 1)), navigator: navigator)
        root.start()
        let child = Flow(first: Screen(model: .init(id: 2)), navigator: navigator)
        root.navigation.start(child, presentation: .push)
        return (root, child)
    }

    @Test func anAlertCoversEveryScreenOfEveryFlowAndNoSecondOneShows() {
        let (root, child) = rootAndChild()
        let top = child.navigation.state.top?.viewModel
        #expect(child.navigation.showsOnTop(top))

        #expect(child.navigation.showAlert(alert, sentBy: top))

        #expect(root.navigation.shownAlert == alert, "the root does not see its child's alert")
        #expect(navigator.alert == alert, "the navigator was not asked to show the alert")
        #expect(!child.navigation.showsOnTop(top), "the screen beneath the alert is on top")
        #expect(child.navigation.isCoveredByAlert(top) && root.navigation.isCoveredByAlert(top))
        #expect(!root.navigation.isCoveredByAlert(nil), "an event from outside is covered")
        #expect(!root.navigation.showAlert(NavigationAlert(title: "Again?"), sentBy: nil))
        #expect(root.navigation.shownAlert == alert, "a second alert replaced the first")
    }

    @Test func aStepOfAnyFlowClosesTheAlertAnotherFlowShows() {
        let (root, child) = rootAndChild()
        child.navigation.showAlert(alert, sentBy: nil)

        root.navigation.show(.push(Screen(model: .init(id: 3))))

        #expect(root.navigation.shownAlert == nil, "the parent's step left the child's alert shown")
        #expect(navigator.alert == nil)
        root.navigation.showAlert(alert, sentBy: nil)
        child.navigation.show(.present(Screen(model: .init(id: 4))))
        #expect(root.navigation.shownAlert == nil, "the child's step left the parent's alert shown")
    }

    @Test func aChildStartingClosesTheAlert() {
        let (root, _) = rootAndChild()
        root.navigation.showAlert(alert, sentBy: nil)

        root.navigation.start(Flow(first: Screen(model: .init(id: 5)), navigator: navigator), presentation: .modal)

        #expect(root.navigation.shownAlert == nil)
    }

    @Test func answeringClosesTheAlertOfTheFlowThatShowsIt() {
        let (root, child) = rootAndChild()
        child.navigation.showAlert(alert, sentBy: nil)

        child.navigation.alertClosed()

        #expect(root.navigation.shownAlert == nil)
        let top = child.navigation.state.top?.viewModel
        #expect(child.navigation.showsOnTop(top), "the screen beneath stays covered once the alert closed")
    }
}
