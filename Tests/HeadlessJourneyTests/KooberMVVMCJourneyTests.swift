import KooberMVVMC
import Testing
@_spi(Inspection) import UIKit
import ViewInspection

/// Koober (mvvm-c) run headless from `KooberRoot`, as a user taps it: the UIKit navigator's
/// navigation controller shows, on top, the view of the screen the coordinators say is shown,
/// and the system's gestures reach them through the navigator's delegates.
@MainActor
@Suite struct KooberMVVMCJourneyTests {
    @Test func signInPickMeUpAndADropoffPickerSwipedDown() async throws {
        let root = KooberRoot(container: .inMemorySample())
        let navigationController = root.navigator.navigationController
        /// What shows: the view hosted by the presented view controller, else by the top one.
        func app() throws -> ViewInspection {
            let top = navigationController.presentedViewController ?? navigationController.topViewController
            return try #require(top.flatMap(ViewInspection.init(hostedBy:)), "a SwiftUI view shows")
        }
        /// The screen the running coordinators show on top, by name.
        func flowsShow() -> String {
            var flow: any Coordinator = root.flow
            while let child = flow.navigation.child { flow = child }
            let state = flow.navigation.state
            return screenName(of: (state.modal ?? state.stack.last)?.viewModel)
        }
        func expectShown(_ screen: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
            await settle { flowsShow() == screen }
            #expect(flowsShow() == screen, sourceLocation: sourceLocation)
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
