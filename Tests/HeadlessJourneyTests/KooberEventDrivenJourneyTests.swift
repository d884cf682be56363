import KooberEventDriven
import Testing
@_spi(Inspection) import UIKit
import ViewInspection

/// Koober (event-driven) run headless from `KooberRoot`, as a user taps it: each screen's host
/// makes its listener as it appears, and the navigation controller shows, on top, the view of
/// the screen the running flows say is shown.
@MainActor
@Suite struct KooberEventDrivenJourneyTests {
    @Test func signInPickMeUpAndADropoffPickerSwipedDown() async throws {
        let root = KooberRoot(container: .inMemorySample())
        let navigationController = root.navigator.navigationController
        /// What shows: the view hosted by the presented view controller, else by the top one.
        func app() throws -> ViewInspection {
            let top = navigationController.presentedViewController ?? navigationController.topViewController
            return try #require(top.flatMap(ViewInspection.init(hostedBy:)), "a SwiftUI view shows")
        }
        /// The screen the innermost running flow shows on top, by name.
        func flowsShow() -> String? {
            root.router.flows.last.flatMap { ($0.navigation.modal ?? $0.navigation.stack.last)?.name }
        }
        func expectShown(_ screen: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
            await settle { flowsShow() == screen }
            #expect(flowsShow() == screen, sourceLocation: sourceLocation)
            // The screen appears: its host makes its listener, which hears the view model.
            try await app().appear()
            let names = try app().viewTypeNames
            #expect(names.contains("\(screen)View"), "on screen: \(names)", sourceLocation: sourceLocation)
        }

        try await expectShown("Launch")
        try app().tap("Load User Session")
        try await expectShown("Welcome")
        try app().tap("Show Sign In")
        try await expectShown("SignIn")
        #expect(navigationController.systemBackSwipe())
        try await expectShown("Welcome")
        try app().tap("Show Sign In")
        try await expectShown("SignIn")
        try app().type("ada@example.com", into: "Email")
        try app().type("engine", into: "Password")
        try app().tap("Sign In")
        try await expectShown("GettingUsersLocation")
        try app().tap("Get Users Location")
        try await expectShown("PickMeUp")
        try app().tap("Show Select Dropoff Location")
        try await expectShown("DropoffLocationPicker")
        #expect(navigationController.systemSwipeDown())
        try await expectShown("PickMeUp")
    }
}
