import KooberEventDriven
import Testing
@_spi(Inspection) import UIKit
import ViewInspection

/// Koober (event-driven) run headless from `KooberRoot`: the UIKit navigator shows the flows'
/// screens, each host making its listener as it appears.
@MainActor
@Suite struct KooberEventDrivenJourneyTests {
    struct App: HeadlessKoober {
        let root = KooberRoot(container: .inMemorySample())

        func screen() throws -> ViewInspection { try hostedScreen(of: root.navigator.navigationController) }

        /// The innermost running flow's top screen.
        func flowsShow() -> String? {
            root.router.flows.last.flatMap { ($0.navigation.presentedTop ?? $0.navigation.stack.last)?.name }
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
