import KooberMVVMC
import Testing
@_spi(Inspection) import UIKit
import ViewInspection

/// Koober (mvvm-c) run headless from `KooberRoot`: the UIKit navigator's navigation controller
/// shows the coordinators' screens, and the system's gestures reach them through its delegates.
@MainActor
@Suite struct KooberMVVMCJourneyTests {
    struct App: HeadlessKoober {
        let root = KooberRoot(container: .inMemorySample())

        func screen() throws -> ViewInspection { try hostedScreen(of: root.navigator.navigationController) }

        /// The innermost running coordinator's top screen.
        func flowsShow() -> String? {
            var navigation = root.flow.navigation
            while let child = navigation.childNavigation { navigation = child }
            let state = navigation.state
            return screenName(of: (state.presentedTop ?? state.stack.last)?.viewModel)
        }

        func backSwipe() throws {
            #expect(root.navigator.navigationController.systemBackSwipe(), "nothing to swipe back to")
        }

        func swipeDown() throws {
            #expect(root.navigator.navigationController.systemSwipeDown(), "nothing presented")
        }

        func rideOptionDeterminedFromOutside(_ id: String) {
            root.receive(.rideOptionDetermined(rideOptionID: RideOptionID(rawValue: id)))
        }
    }

    @Test func signInPickMeUpAndADropoffPickerSwipedDown() async throws {
        try await walkKooberJourney(App())
    }
}
