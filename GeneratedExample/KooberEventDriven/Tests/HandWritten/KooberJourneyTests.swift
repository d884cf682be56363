import Foundation
import Testing

@testable import KooberEventDriven

/// The hand-written logic of the event-driven Koober, over the in-memory repositories and the
/// real router: what the user sees after each thing they do.
@MainActor
@Suite struct KooberJourneyTests {
    let account = NewAccount(
        fullName: "Ada Lovelace", nickname: "ada", email: "ada@example.com", mobileNumber: "555", password: "engine")
    let pickup = Location(id: "home", latitude: 0, longitude: 0)
    let museum = Location(id: "museum", latitude: 2, longitude: 2)
    let wallaby = RideOptionID(rawValue: "wallaby")
    let navigator = RecordingNavigator()
    let listener = RecordingListener()

    func startedRouter() -> KooberEventRouter {
        let container = KooberDependencyContainer(
            userSessionRepository: InMemoryUserSessionRepository(accounts: [account]),
            locationRepository: InMemoryLocationRepository(
                userLocation: pickup,
                places: [NamedLocation(name: "Museum", location: museum)]),
            rideOptionRepository: InMemoryRideOptionRepository(options: [
                RideOption(id: wallaby, name: "Wallaby", remoteImageURL: nil)
            ]),
            newRideRepository: InMemoryNewRideRepository())
        let router = container.makeEventRouter(navigator: navigator)
        listener.listen(to: router.handler)
        router.start()
        return router
    }

    @Test func signingInTypedByTheViewShowsWhereTheUserIs() async throws {
        let router = startedRouter()
        await router.handler.launchViewModel?.loadUserSession()
        #expect(navigator.stack == ["Welcome"])

        router.handler.welcomeViewModel?.showSignIn()
        let typing = try #require(router.handler.signInViewModel)
        typing.setEmail(" ada@example.com")
        typing.setPassword("engine")
        // The view shows what preformat made of the typed address; the state keeps it as typed.
        #expect(router.handler.signInViewModel?.display.email == "ada@example.com")
        #expect(router.handler.signInViewModel?.email == " ada@example.com")
        await router.handler.signInViewModel?.signIn()

        #expect(router.flows.map(\.flow.name) == ["Main", "SignedIn"])
        #expect(navigator.stack == ["GettingUsersLocation"])
        // Onboarding's screens left with it: their state and their view models are gone.
        #expect(router.store.signIn.isEmpty)
        #expect(router.handler.signInViewModel == nil)
    }

    @Test func aWrongPasswordShowsWhyAndStaysOnSignIn() async {
        let router = startedRouter()
        router.start(at: .onboarding)
        router.route(.signInRequested)
        router.handler.signInViewModel?.setEmail("ada@example.com")
        router.handler.signInViewModel?.setPassword("wrong")

        await router.handler.signInViewModel?.signIn()

        #expect(navigator.top == .signIn)
        #expect(router.handler.signInViewModel?.errorMessage?.message == "The email or password is wrong.")
        #expect(router.handler.signInViewModel?.isSignInEnabled == true)
    }

    @Test func pickingADropoffAndARideUpdatesPickMeUpThenRequestsTheRide() async throws {
        let router = startedRouter()
        router.start(at: .signedIn(userSession: try await signedInSession()))
        await router.handler.gettingUsersLocationViewModel?.getUsersLocation()
        #expect(navigator.top == .pickMeUp(pickupLocation: pickup))

        // The embedded picker's event stops at PickMeUp, which handles it.
        await router.handler.rideOptionPickerViewModel?.loadRideOptions()
        router.handler.pickMeUpViewModel?.rideOptionPickerViewModel.select(wallaby)
        #expect(router.handler.pickMeUpViewModel?.selectedRideOptionID == wallaby)

        router.handler.pickMeUpViewModel?.showSelectDropoffLocation()
        #expect(navigator.presented == [["DropoffLocationPicker"]])
        router.handler.dropoffLocationPickerViewModel?.setSearchInput("mus")
        await router.handler.dropoffLocationPickerViewModel?.search()
        let place = try #require(router.handler.dropoffLocationPickerViewModel?.searchResults.first)
        router.handler.dropoffLocationPickerViewModel?.select(place.location)

        // PickMeUp reacted before the picker was dismissed, and its listener saw it.
        #expect(navigator.presented.isEmpty)
        #expect(listener.pickMeUp.last?.dropoffLocation == museum)
        #expect(listener.pickMeUp.last?.shouldDisplayWhereTo == false)

        await router.handler.pickMeUpViewModel?.sendRideRequest()
        #expect(navigator.stack == ["WaitingForPickup"])
    }

    @Test func aPushMessageFromOutsideReachesTheScreenOnTop() async throws {
        let router = startedRouter()
        router.start(at: .signedIn(userSession: try await signedInSession()))
        router.route(.userLocationDetermined(pickupLocation: pickup))
        let before = listener.pickMeUp.count

        // As a push notification handler would: the ride's drop-off was set on another device.
        router.route(.dropoffLocationDetermined(dropoffLocation: museum))

        #expect(listener.pickMeUp.count == before + 1)
        #expect(router.store.pickMeUp.values.first?.dropoffLocation == museum)
    }

    @Test func aViewThatWentAwayIsDroppedWithoutUnregistering() {
        let router = startedRouter()
        var view: RecordingListener? = RecordingListener()
        weak let gone = view
        view?.listen(to: router.handler)
        view = nil

        router.route(.notSignedIn)

        #expect(gone == nil)
        #expect(navigator.stack == ["Welcome"])
    }

    private func signedInSession() async throws -> UserSession {
        try await InMemoryUserSessionRepository(accounts: [account]).signIn(email: account.email, password: "engine")
    }

    /// A push message carries a drop-off location while Profile is presented over PickMeUp:
    /// PickMeUp takes the location, and the sheet under the user's finger stays. Only the
    /// screen that sends `dropoffLocationDetermined` (the picker) is closed by its route.
    @Test func anEventFromOutsideDoesNotCloseASheetItDidNotComeFrom() {
        let session = UserSession(
            profile: UserProfile(
                name: "Ada", email: "ada@example.com", mobileNumber: "555", avatar: URL(fileURLWithPath: "/ada")),
            remoteSession: RemoteUserSession(token: AuthToken(rawValue: "token")))
        let router = startedRouter()
        router.start(at: .signedIn(userSession: session))
        router.route(.userLocationDetermined(pickupLocation: pickup))
        router.route(.profileRequested)

        router.route(.dropoffLocationDetermined(dropoffLocation: museum))

        #expect(navigator.presented == [["Profile"]])
        #expect(router.store.pickMeUp.values.first?.dropoffLocation == museum)
    }

    /// A screen Main shows over its running Onboarding flow (as a route of Main would) leaves the
    /// flow and its state alive beneath: going back, by Main's pop or by the system's gesture,
    /// shows its screens again; a replace takes the screen back and ends it.
    @Test func aParentsPushOverARunningChildKeepsTheChildBeneath() throws {
        let router = startedRouter()
        router.startFlow(.onboarding, at: 0)
        router.route(.signInRequested)
        router.handler.signInViewModel?.setEmail("ada@example.com")

        router.show(.push(router.shown(.launch)), at: 0)
        #expect(navigator.stack == ["Welcome", "SignIn", "Launch"])
        #expect(router.topLevel == 0, "an event from outside reaches Main, which shows the top screen")
        router.show(.pop, at: 0)
        router.show(.present(router.shown(.launch)), at: 0)
        router.uiPresented(try #require(navigator.closeTopBySystemGesture()))

        #expect(navigator.stack == ["Welcome", "SignIn"])
        #expect(router.flows.map(\.flow.name) == ["Main", "Onboarding"])
        #expect(router.handler.signInViewModel?.email == "ada@example.com", "what the user typed is still there")

        router.show(.replace(router.shown(.launch)), at: 0)
        #expect(navigator.log.suffix(2) == ["end child, back to Launch", "replace Launch"])
        #expect(router.flows.map(\.flow.name) == ["Main"])
    }

    /// A view that keeps the first view model it got (a UIKit button wired once) acts on what
    /// the user typed since: an action reads the screen's live state, not the one its view
    /// model was built from.
    @Test func anActionOfAnEarlierViewModelReadsWhatWasTypedSince() async throws {
        let router = startedRouter()
        await router.handler.launchViewModel?.loadUserSession()
        router.handler.welcomeViewModel?.showSignIn()
        let first = try #require(router.handler.signInViewModel)

        first.setEmail("ada@example.com")
        first.setPassword("engine")
        await first.signIn()

        #expect(router.flows.map(\.flow.name) == ["Main", "SignedIn"])
    }

    /// A view model of a screen that left writes nothing and sends nothing, not even into a newer
    /// showing of the same screen.
    @Test func aViewModelOfAScreenThatLeftWritesAndSendsNothing() throws {
        let router = startedRouter()
        router.route(.notSignedIn)
        router.route(.signInRequested)
        let oldSignIn = try #require(router.handler.signInViewModel)
        let oldWelcome = try #require(router.handler.welcomeViewModel)
        router.route(.notSignedIn)
        router.route(.signInRequested)
        router.uiPresented(try #require(navigator.closeTopBySystemGesture()))
        router.route(.signInRequested)

        oldSignIn.setEmail("stale@example.com")
        oldWelcome.showSignUp()

        #expect(router.store.signIn.values.map(\.email) == [""])
        #expect(navigator.stack == ["Welcome", "SignIn"], "the old Welcome's event went nowhere")
    }

    /// Two showings of one screen keep a state each: what the user types on a SignIn pushed over
    /// another SignIn is its own, going back shows the first as it was, and the first's view
    /// model still writes into its own showing.
    @Test func eachShowingOfAScreenKeepsItsOwnState() throws {
        let router = startedRouter()
        router.route(.notSignedIn)
        router.route(.signInRequested)
        let first = try #require(router.handler.signInViewModel)
        first.setEmail("first@example.com")
        router.route(.signInRequested)
        let second = try #require(router.handler.signInViewModel)
        #expect(second.email == "", "a new showing starts from the start values")
        second.setEmail("second@example.com")

        router.uiPresented(try #require(navigator.closeTopBySystemGesture()))
        first.setPassword("engine")

        #expect(router.store.signIn.values.map(\.email) == ["first@example.com"])
        #expect(router.store.signIn.values.map(\.password) == ["engine"])
        #expect(router.handler.signInViewModel?.email == "first@example.com")
    }
}
