import Testing
@_spi(Inspection) import UIKit
import ViewInspection

/// Koober running headless in one architecture: what shows, what the flows say is shown, and the
/// system's gestures.
@MainActor
protocol HeadlessKoober {
    /// What shows now.
    func screen() throws -> ViewInspection
    /// The screen the flows show on top, by name.
    func flowsShow() -> String?
    func backSwipe() throws
    func swipeDown() throws
    /// A ride option chosen outside the screens (a push message), as `KooberRoot.receive(_:)`
    /// takes it.
    func rideOptionDeterminedFromOutside(_ id: String)
}

/// Koober's journey as a user taps it, from its root over the in-memory repositories: load the
/// session, open sign in, swipe back, open it again, sign in, get the location, open the dropoff
/// picker, have a ride option chosen from outside while it shows (PickMeUp, beneath it, must
/// hear it) and swipe it down. After each step the screen appears (hosts make their listeners),
/// and the view on top is that of the screen the flows show.
@MainActor
func walkKooberJourney(_ app: some HeadlessKoober) async throws {
    func expectShown(_ screen: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        await settle { app.flowsShow() == screen }
        #expect(app.flowsShow() == screen, sourceLocation: sourceLocation)
        try await app.screen().appear()
        let names = try app.screen().viewTypeNames
        #expect(names.contains("\(screen)View"), "on screen: \(names)", sourceLocation: sourceLocation)
    }

    #expect(app.flowsShow() == "Launch")
    // Launch loads the session as it appears: with no one signed in, Welcome follows.
    try await app.screen().appear()
    try await expectShown("Welcome")
    try app.screen().tap("Show Sign In")
    try await expectShown("SignIn")
    try app.backSwipe()
    try await expectShown("Welcome")
    try app.screen().tap("Show Sign In")
    try await expectShown("SignIn")
    try app.screen().type("ada@example.com", into: "Email")
    try app.screen().type("engine", into: "Password")
    try app.screen().tap("Sign In")
    try await expectShown("GettingUsersLocation")
    try app.screen().tap("Get Users Location")
    try await expectShown("PickMeUp")
    // The embedded ride option picker loaded its options as it appeared; each shows by name.
    #expect(try app.screen().shows("Wallaby"))
    try app.screen().tap("Show Select Dropoff Location")
    try await expectShown("DropoffLocationPicker")
    app.rideOptionDeterminedFromOutside("kangaroo")
    #expect(app.flowsShow() == "DropoffLocationPicker", "PickMeUp handles the event, and no flow routes it")
    try app.swipeDown()
    try await expectShown("PickMeUp")
    #expect(try app.screen().shows("kangaroo"), "PickMeUp, beneath the sheet, did not hear the ride option chosen")
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

/// What a UIKit navigation controller shows: the view hosted by the top of the navigation
/// controller presented last over it (a modal stack), else by its own top.
@MainActor
func hostedScreen(of navigationController: UINavigationController) throws -> ViewInspection {
    var shown: UIViewController = navigationController
    while let presented = shown.presentedViewController { shown = presented }
    let top = (shown as? UINavigationController)?.topViewController ?? shown
    return try #require(ViewInspection(hostedBy: top), "a SwiftUI view shows")
}
