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

    @Test func signingOutSendsSignedOut() async throws {
        let users = InMemoryUserSessionRepository(accounts: [account])
        let session = try await users.signIn(email: account.email, password: account.password)
        let viewModel = container(users: users).makeProfileViewModel(userSession: session, responder: recorder)

        await viewModel.signOut()

        #expect(recorder.events == [.signedOut])
        #expect(try await users.readUserSession() == nil)
    }

    @Test func theFlowsTakeARiderFromLaunchToPickup() async {
        let navigator = RecordingNavigator()
        let main = container().makeMainCoordinator(navigator: navigator)
        main.start()
        guard case .launch(let launch)? = navigator.steps.last?.screen else {
            Issue.record("Launch is not shown")
            return
        }
        await launch.loadUserSession()
        guard case .welcome(let welcome)? = navigator.steps.last?.screen else {
            Issue.record("Welcome is not shown")
            return
        }
        welcome.showSignIn()
        guard case .signIn(let signIn)? = navigator.steps.last?.screen else {
            Issue.record("SignIn is not shown")
            return
        }
        signIn.email = account.email
        signIn.password = account.password
        await signIn.signIn()

        #expect(
            navigator.descriptions == [
                "replace Launch", "replace Welcome", "push SignIn", "replace GettingUsersLocation",
            ])
        #expect(main.children.count == 1)
        #expect(main.children.first is SignedInCoordinator)
    }
}
