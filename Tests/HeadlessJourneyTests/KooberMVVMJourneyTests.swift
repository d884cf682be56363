import KooberMVVM
import Testing
import ViewInspection

/// Koober (mvvm) run headless from `KooberRootView`: SwiftUI's stack and sheet show the flows.
@MainActor
@Suite struct KooberMVVMJourneyTests {
    struct App: HeadlessKoober {
        let root = KooberRoot(container: .inMemorySample())
        let inspection: ViewInspection

        init() {
            inspection = ViewInspection(KooberRootView(root: root))
        }

        func screen() -> ViewInspection { inspection }

        func flowsShow() -> String? {
            root.flow.shownTop.map { screenName(of: root.flow.viewModel(for: $0)) }
        }

        func backSwipe() throws { try inspection.backSwipe() }
        func swipeDown() throws { try inspection.swipeDown() }

        func rideOptionDeterminedFromOutside(_ id: String) {
            root.receive(.rideOptionDetermined(rideOptionID: RideOptionID(rawValue: id)))
        }
    }

    @Test func signInPickMeUpAndADropoffPickerSwipedDown() async throws {
        try await walkKooberJourney(App())
    }
}
