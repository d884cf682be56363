import KooberMVVM
import Testing
import ViewInspection

/// Koober (mvvm) run headless from `KooberRootView`, as a user taps it: what shows after each
/// step is the view of the screen the flows say is shown.
@MainActor
@Suite struct KooberMVVMJourneyTests {
    @Test func signInPickMeUpAndADropoffPickerSwipedDown() async throws {
        let root = KooberRoot(container: .inMemorySample())
        let app = ViewInspection(KooberRootView(root: root))
        /// The screen the flows show on top, by name.
        func flowsShow() -> String? {
            (root.flow.shownModal ?? root.flow.shownStack.last).map { screenName(of: root.flow.viewModel(for: $0)) }
        }
        func expectShown(_ screen: String, sourceLocation: SourceLocation = #_sourceLocation) async {
            await settle { flowsShow() == screen }
            #expect(flowsShow() == screen, sourceLocation: sourceLocation)
            #expect(
                app.viewTypeNames.contains("\(screen)View"),
                "on screen: \(app.viewTypeNames)", sourceLocation: sourceLocation)
        }

        await expectShown("Launch")
        try app.tap("Load User Session")
        await expectShown("Welcome")
        try app.tap("Show Sign In")
        await expectShown("SignIn")
        try app.backSwipe()
        await expectShown("Welcome")
        try app.tap("Show Sign In")
        await expectShown("SignIn")
        try app.type("ada@example.com", into: "Email")
        try app.type("engine", into: "Password")
        try app.tap("Sign In")
        await expectShown("GettingUsersLocation")
        try app.tap("Get Users Location")
        await expectShown("PickMeUp")
        try app.tap("Show Select Dropoff Location")
        await expectShown("DropoffLocationPicker")
        try app.swipeDown()
        await expectShown("PickMeUp")
    }
}

/// `SignInViewModel` → `SignIn`.
func screenName(of viewModel: AnyObject?) -> String {
    viewModel.map { String(String(describing: type(of: $0)).dropLast("ViewModel".count)) } ?? "nothing"
}

/// Lets the tasks a tap started run, until `condition` holds or they have had their turns.
@MainActor
func settle(until condition: () -> Bool) async {
    for _ in 0..<1_000 where !condition() {
        await Task.yield()
    }
}
