import Foundation
import Testing

@testable import KooberMVVM

/// Koober as MVVM: the hand-written logic drives the model-driven navigation, over the
/// in-memory repositories.
@MainActor
@Suite struct KooberNavigationTests {
    let account = NewAccount(
        fullName: "Ada Lovelace", nickname: "ada", email: "ada@example.com", mobileNumber: "555", password: "engine")
    let pickup = Location(id: "home", latitude: 0, longitude: 0)

    func container() -> KooberDependencyContainer {
        KooberDependencyContainer(
            userSessionRepository: InMemoryUserSessionRepository(accounts: [account]),
            locationRepository: InMemoryLocationRepository(
                userLocation: pickup,
                places: [NamedLocation(name: "Museum", location: Location(id: "museum", latitude: 2, longitude: 2))]),
            rideOptionRepository: InMemoryRideOptionRepository(options: [
                RideOption(id: RideOptionID(rawValue: "wallaby"), name: "Wallaby", remoteImageURL: nil)
            ]),
            newRideRepository: InMemoryNewRideRepository())
    }

    @Test func aRiderGoesFromLaunchToPickingARide() async throws {
        let main = container().makeMainViewModel()
        #expect(main.navigation.stack.map(\.view) == [.launch])

        try await #require(main.launchViewModel()).loadUserSession()
        guard case .onboarding(let onboarding)? = main.child else {
            Issue.record("onboarding did not start")
            return
        }
        #expect(onboarding.navigation.stack.map(\.view) == [.welcome])

        try #require(onboarding.welcomeViewModel()).showSignIn()
        #expect(onboarding.navigation.stack.map(\.view) == [.welcome, .signIn])

        let signIn = try #require(onboarding.signInViewModel())
        signIn.email = account.email
        signIn.password = account.password
        await signIn.signIn()

        guard case .signedIn(let signedIn)? = main.child else {
            Issue.record("the signed-in flow did not start")
            return
        }
        #expect(signedIn.userSession.profile.email == account.email)
        try await #require(signedIn.gettingUsersLocationViewModel()).getUsersLocation()
        #expect(signedIn.navigation.stack.map(\.view) == [.pickMeUp(pickupLocation: pickup)])

        // However often the view layer asks, it gets the view model the flow's events reach.
        let pickMeUp = try #require(signedIn.pickMeUpViewModel(pickupLocation: pickup))
        #expect(signedIn.pickMeUpViewModel(pickupLocation: pickup) === pickMeUp)
        await pickMeUp.rideOptionPickerViewModel.loadRideOptions()
        pickMeUp.rideOptionPickerViewModel.select(rideOptionID: RideOptionID(rawValue: "wallaby"))
        #expect(pickMeUp.rideOptionPickerViewModel.selectedRideOptionID == RideOptionID(rawValue: "wallaby"))
        #expect(pickMeUp.selectedRideOptionID == RideOptionID(rawValue: "wallaby"))
        pickMeUp.showSelectDropoffLocation()
        #expect(signedIn.navigation.presentedTop?.view == .dropoffLocationPicker(pickupLocation: pickup))

        let picker = try #require(signedIn.dropoffLocationPickerViewModel(pickupLocation: pickup))
        picker.searchInput = "mus"
        await picker.search()
        let museum = try #require(picker.searchResults.first?.location)
        picker.select(dropoffLocation: museum)

        #expect(signedIn.navigation.modals.isEmpty)
        #expect(pickMeUp.dropoffLocation == museum, "the live PickMeUp screen handles the event")
    }

    @Test func goingBackInTheViewLayerBringsTheStackInLine() throws {
        let onboarding = container().makeOnboardingViewModel()
        try #require(onboarding.welcomeViewModel()).showSignUp()
        #expect(onboarding.navigation.stack.map(\.view) == [.welcome, .signUp])

        weak let signUp = onboarding.signUpViewModel()
        #expect(signUp != nil && onboarding.signUpViewModel() === signUp)

        // The user swiped back: the view layer reports Welcome, and the SignUp view model leaves.
        onboarding.uiPresented(onboarding.navigation.stack[0])
        #expect(onboarding.navigation.stack.map(\.view) == [.welcome])
        #expect(onboarding.signUpViewModel() == nil, "a view that is not shown has no view model")
        #expect(signUp == nil, "the view model of the view the user swiped away is let go")
    }

    @Test func signingOutGoesBackToOnboarding() async throws {
        let container = container()
        let main = container.makeMainViewModel()
        let users = InMemoryUserSessionRepository(accounts: [account])
        let session = try await users.signIn(email: account.email, password: account.password)
        main.signedIn(userSession: session)
        guard case .signedIn(let signedIn)? = main.child else {
            Issue.record("the signed-in flow did not start")
            return
        }
        signedIn.profileRequested()
        #expect(signedIn.navigation.presentedTop?.view == .profile(userSession: session))

        weak let releasedFlow = signedIn
        try await #require(signedIn.profileViewModel(userSession: session)).signOut()

        guard case .onboarding? = main.child else {
            Issue.record("onboarding did not start again")
            return
        }
        _ = consume signedIn
        #expect(releasedFlow == nil, "the finished signed-in flow is released")
    }

    /// A push message carries a drop-off location while Profile is presented over PickMeUp:
    /// PickMeUp takes the location, and the sheet under the user's finger stays. Only the
    /// screen that sends `dropoffLocationDetermined` (the picker) is closed by its route.
    @Test func anEventFromOutsideDoesNotCloseASheetItDidNotComeFrom() throws {
        let session = UserSession(
            profile: UserProfile(
                name: "Ada", email: "ada@example.com", mobileNumber: "555", avatar: URL(fileURLWithPath: "/ada")),
            remoteSession: RemoteUserSession(token: AuthToken(rawValue: "token")))
        let signedIn = container().makeSignedInViewModel(userSession: session)
        signedIn.userLocationDetermined(pickupLocation: pickup)
        signedIn.profileRequested()
        let museum = Location(id: "museum", latitude: 2, longitude: 2)

        signedIn.dropoffLocationDetermined(dropoffLocation: museum)

        #expect(signedIn.navigation.presentedTop?.view == .profile(userSession: session))
        #expect(try #require(signedIn.pickMeUpViewModel(pickupLocation: pickup)).dropoffLocation == museum)
    }

    /// A view Main shows over its running Onboarding flow (as a route of Main would) leaves the
    /// flow alive beneath: going back, by Main's pop or by the system's gesture, shows its views
    /// again; a replace takes the screen back and ends it.
    @Test func aParentsPushOverARunningChildKeepsTheChildBeneath() throws {
        let main = container().makeMainViewModel()
        main.notSignedIn()
        weak let onboarding = main.child?.viewModel as? OnboardingViewModel
        onboarding?.signInRequested()

        let pushed = MainViewModel.Showing(.launch)
        let presented = MainViewModel.Showing(.launch)
        main.show(.push(pushed))
        #expect(main.navigation.showsOverChild)
        main.show(.pop)
        main.show(.present(presented))
        main.uiPresentedChild()
        #expect(!main.navigation.showsOverChild)
        #expect(onboarding != nil && main.child?.viewModel === onboarding)
        #expect(onboarding?.navigation.stack.map(\.view) == [.welcome, .signIn])

        let replacing = MainViewModel.Showing(.launch)
        main.show(.replace(replacing))
        #expect(onboarding == nil, "a replace ends the child flow")
        #expect(main.child == nil)
        #expect(main.navigation.stack == [replacing])
        #expect(main.navigation.modals.isEmpty)
    }
}
