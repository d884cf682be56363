import Foundation
import Testing

@testable import KooberMVVMC

/// The hand-written logic of the Koober example, over the in-memory repositories.
@MainActor
@Suite struct KooberLogicTests {
    let account = NewAccount(
        fullName: "Ada Lovelace", nickname: "ada", email: "ada@example.com", mobileNumber: "555", password: "engine")
    let pickup = Location(id: "home", latitude: 0, longitude: 0)
    let recorder = EventRecorder()

    func container(users: InMemoryUserSessionRepository? = nil) -> KooberDependencyContainer {
        KooberDependencyContainer(
            userSessionRepository: users ?? InMemoryUserSessionRepository(accounts: [account]),
            locationRepository: InMemoryLocationRepository(
                userLocation: pickup,
                places: [
                    NamedLocation(name: "Far Park", location: Location(id: "far", latitude: 9, longitude: 9)),
                    NamedLocation(name: "Near Park", location: Location(id: "near", latitude: 1, longitude: 1)),
                    NamedLocation(name: "Museum", location: Location(id: "museum", latitude: 2, longitude: 2)),
                ]),
            rideOptionRepository: InMemoryRideOptionRepository(options: [
                RideOption(id: RideOptionID(rawValue: "wallaby"), name: "Wallaby", remoteImageURL: nil)
            ]),
            newRideRepository: InMemoryNewRideRepository())
    }

    @Test func launchWithoutASessionSendsNotSignedIn() async {
        let viewModel = container().makeLaunchViewModel(responder: recorder)
        await viewModel.loadUserSession()
        #expect(recorder.events == [.notSignedIn])
    }

    @Test func signingInWithTheRightPasswordSendsTheSession() async throws {
        let users = InMemoryUserSessionRepository(accounts: [account])
        let viewModel = container(users: users).makeSignInViewModel(responder: recorder)
        viewModel.email = "ada@example.com"
        viewModel.password = "engine"

        await viewModel.signIn()

        let session = try #require(try await users.readUserSession())
        #expect(session.profile.name == "Ada Lovelace")
        #expect(recorder.events == [.signedIn(userSession: session)])
        #expect(!viewModel.isSigningIn)
        #expect(viewModel.errorMessage == nil)
    }

    @Test func signingInWithTheWrongPasswordShowsAnErrorAndSendsNothing() async {
        let viewModel = container().makeSignInViewModel(responder: recorder)
        viewModel.email = "ada@example.com"
        viewModel.password = "wrong"

        await viewModel.signIn()

        #expect(recorder.events.isEmpty)
        #expect(viewModel.errorMessage?.message == "The email or password is wrong.")
        #expect(!viewModel.isSigningIn)
        #expect(viewModel.isSignInEnabled)
    }

    @Test func signingUpCreatesTheAccountAndSignsIn() async throws {
        let users = InMemoryUserSessionRepository()
        let viewModel = container(users: users).makeSignUpViewModel(responder: recorder)
        viewModel.fullName = "Grace Hopper"
        viewModel.nickname = "grace"
        viewModel.email = "grace@example.com"
        viewModel.mobileNumber = "556"
        viewModel.password = "cobol"

        await viewModel.signUp()

        let session = try #require(try await users.readUserSession())
        #expect(recorder.events == [.signedIn(userSession: session)])
    }

    @Test func aStoredSessionIsReadAtLaunch() async throws {
        let users = InMemoryUserSessionRepository(accounts: [account])
        let session = try await users.signIn(email: account.email, password: account.password)
        let viewModel = container(users: users).makeLaunchViewModel(responder: recorder)

        await viewModel.loadUserSession()

        #expect(recorder.events == [.signedIn(userSession: session)])
    }

    @Test func searchingFindsMatchingPlacesNearestFirst() async {
        let viewModel = container().makeDropoffLocationPickerViewModel(pickupLocation: pickup, responder: recorder)
        viewModel.searchInput = "park"

        await viewModel.search()

        #expect(viewModel.searchResults.map(\.name) == ["Near Park", "Far Park"])
    }

    @Test func aRideIsRequestedOnceDropoffAndOptionAreChosen() async {
        let rides = InMemoryNewRideRepository()
        let base = container()
        let viewModel = PickMeUpViewModel(
            pickupLocation: pickup, newRideRepository: rides, responder: recorder,
            rideOptionPickerViewModel: base.makeRideOptionPickerViewModel(pickupLocation: pickup, responder: recorder))
        #expect(!viewModel.canSendRideRequest)

        viewModel.dropoffLocationDetermined(dropoffLocation: Location(id: "museum", latitude: 2, longitude: 2))
        viewModel.rideOptionDetermined(rideOptionID: RideOptionID(rawValue: "wallaby"))
        #expect(viewModel.canSendRideRequest)
        #expect(!viewModel.shouldDisplayWhereTo)

        await viewModel.sendRideRequest()

        #expect(recorder.events == [.newRideRequestAccepted])
        #expect(await rides.requests.map(\.rideOptionID.rawValue) == ["wallaby"])
    }

    @Test func theRideOptionPickerLoadsOptions() async {
        let viewModel = container().makeRideOptionPickerViewModel(pickupLocation: pickup, responder: recorder)
        await viewModel.loadRideOptions()
        #expect(viewModel.rideOptions.map(\.name) == ["Wallaby"])
    }

    @Test func choosingARideOptionMarksItAndSendsIt() async {
        let viewModel = container().makeRideOptionPickerViewModel(pickupLocation: pickup, responder: recorder)
        await viewModel.loadRideOptions()

        viewModel.select(rideOptionID: RideOptionID(rawValue: "wallaby"))

        #expect(viewModel.selectedRideOptionID == RideOptionID(rawValue: "wallaby"))
        #expect(recorder.events == [.rideOptionDetermined(rideOptionID: RideOptionID(rawValue: "wallaby"))])
    }

    @Test func anOptionThatIsNotOfferedIsRefused() async {
        let viewModel = container().makeRideOptionPickerViewModel(pickupLocation: pickup, responder: recorder)
        await viewModel.loadRideOptions()

        viewModel.select(rideOptionID: RideOptionID(rawValue: "limousine"))

        #expect(viewModel.selectedRideOptionID == nil)
        #expect(recorder.events.isEmpty)
    }

    @Test func signingOutSendsSignedOut() async throws {
        let users = InMemoryUserSessionRepository(accounts: [account])
        let session = try await users.signIn(email: account.email, password: account.password)
        let viewModel = container(users: users).makeProfileViewModel(userSession: session, responder: recorder)

        await viewModel.signOut()

        #expect(recorder.events == [.signedOut])
        #expect(try await users.readUserSession() == nil)
    }

    @Test func theFlowsTakeARiderFromLaunchToPickupAndBack() async throws {
        let navigator = RecordingNavigator()
        let main = container().makeMainCoordinator(navigator: navigator)
        main.start()
        let launch = try #require(navigator.top?.viewModel as? LaunchViewModel)
        await launch.loadUserSession()
        let welcome = try #require(navigator.top?.viewModel as? WelcomeViewModel)
        welcome.showSignIn()
        let signIn = try #require(navigator.top?.viewModel as? SignInViewModel)
        signIn.email = account.email
        signIn.password = account.password
        await signIn.signIn()

        // Onboarding hands `signedIn` to Main, which starts SignedIn in its place; the navigator is
        // told of each child flow's start and end, so it could present one modally.
        #expect(
            navigator.log == [
                "replace Launch", "start child Welcome", "push SignIn", "end child, back to Launch",
                "start child GettingUsersLocation",
            ])
        let signedIn = try #require(main.navigation.child as? SignedInCoordinator)
        let locating = try #require(navigator.top?.viewModel as? GettingUsersLocationViewModel)
        await locating.getUsersLocation()
        let pickMeUp = try #require(navigator.top?.viewModel as? PickMeUpViewModel)

        // The embedded picker reports to the screen it is embedded in, the one that is shown.
        await pickMeUp.rideOptionPickerViewModel.loadRideOptions()
        pickMeUp.rideOptionPickerViewModel.select(rideOptionID: RideOptionID(rawValue: "wallaby"))
        #expect(pickMeUp.rideOptionPickerViewModel.selectedRideOptionID == RideOptionID(rawValue: "wallaby"))
        #expect(pickMeUp.selectedRideOptionID == RideOptionID(rawValue: "wallaby"))

        // The drop-off chosen on the presented picker reaches the PickMeUp screen under it.
        pickMeUp.showSelectDropoffLocation()
        let picker = try #require(navigator.top?.viewModel as? DropoffLocationPickerViewModel)
        let museum = Location(id: "museum", latitude: 2, longitude: 2)
        picker.select(dropoffLocation: museum)
        #expect(navigator.presented.isEmpty)
        #expect(pickMeUp.dropoffLocation == museum)
        #expect(pickMeUp.canSendRideRequest)

        // Signing out ends SignedIn: its screens leave, and Main starts Onboarding again.
        weak let releasedFlow = signedIn
        weak let releasedScreen = pickMeUp
        signedIn.profileRequested()
        let profile = try #require(navigator.top?.viewModel as? ProfileViewModel)
        await profile.signOut()
        #expect(navigator.stack == ["Welcome"])
        #expect(navigator.presented.isEmpty)
        #expect(main.navigation.child is OnboardingCoordinator)
        withExtendedLifetime(main) {}
        _ = consume signedIn
        _ = consume pickMeUp
        _ = consume profile
        #expect(releasedFlow == nil)
        #expect(releasedScreen == nil)
    }

    /// A push message carries a drop-off location while Profile is presented over PickMeUp:
    /// PickMeUp takes the location, and the sheet under the user's finger stays. Only the
    /// screen that sends `dropoffLocationDetermined` (the picker) is closed by its route.
    @Test func anEventFromOutsideDoesNotCloseASheetItDidNotComeFrom() throws {
        let navigator = RecordingNavigator()
        let session = UserSession(
            profile: UserProfile(
                name: "Ada", email: "ada@example.com", mobileNumber: "555", avatar: URL(fileURLWithPath: "/ada")),
            remoteSession: RemoteUserSession(token: AuthToken(rawValue: "token")))
        let flow = container().makeSignedInCoordinator(userSession: session, navigator: navigator)
        flow.start()
        flow.userLocationDetermined(pickupLocation: pickup)
        flow.profileRequested()
        let destination = Location(id: "museum", latitude: 2, longitude: 2)

        flow.dropoffLocationDetermined(dropoffLocation: destination)

        #expect(navigator.presented == [["Profile"]])
        guard case .pickMeUp(let pickMeUp)? = flow.navigation.state.stack.last else {
            Issue.record("PickMeUp is not on top")
            return
        }
        #expect(pickMeUp.dropoffLocation == destination)
    }

    /// A screen Main shows over its running Onboarding flow (as a route of Main would) leaves the
    /// flow alive beneath: going back, by Main's pop or by the system's gesture, shows its screens
    /// again; a replace takes the screen back and ends it.
    @Test func aParentsPushOverARunningChildKeepsTheChildBeneath() throws {
        let navigator = RecordingNavigator()
        let container = container()
        let main = container.makeMainCoordinator(navigator: navigator)
        main.start()
        main.notSignedIn()
        weak let onboarding = main.navigation.child as? OnboardingCoordinator
        onboarding?.signInRequested()
        let over = KooberScreen.launch(container.makeLaunchViewModel(responder: main))

        main.navigation.show(.push(over))
        #expect(navigator.stack == ["Welcome", "SignIn", "Launch"])
        main.navigation.show(.pop)
        #expect(navigator.stack == ["Welcome", "SignIn"])
        #expect(onboarding != nil && main.navigation.child === onboarding)

        main.navigation.show(.present(over))
        main.navigation.uiPresented(try #require(navigator.closeTopBySystemGesture()))
        #expect(!main.navigation.state.showsOverChild)
        #expect(onboarding?.navigation.state.screens.map(\.name) == ["Welcome", "SignIn"])

        main.navigation.show(.replace(over))
        #expect(navigator.log.suffix(2) == ["end child, back to Launch", "replace Launch"])
        #expect(onboarding == nil, "a replace ends the child flow")
    }
}
