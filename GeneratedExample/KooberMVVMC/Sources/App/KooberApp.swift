// Hand-written: the example as an app. An iOS app target that links KooberMVVMC runs it with
//
//     @main
//     struct Main {
//         static func main() { KooberApp.main() }
//     }
//
// It is behind canImport(SwiftUI), like the generated views; on Linux it builds against the
// stand-in SwiftUI, which checks that it type-checks.

#if canImport(SwiftUI)
    import SwiftUI

    /// Koober over in-memory repositories: a signed-up rider, a few places and one ride option.
    public struct KooberApp: App {
        @State private var root: KooberRoot

        public init() {
            _root = State(initialValue: KooberRoot(container: Self.sampleContainer()))
        }

        /// The container over in-memory repositories.
        static func sampleContainer() -> KooberDependencyContainer {
            KooberDependencyContainer(
                userSessionRepository: InMemoryUserSessionRepository(accounts: [
                    NewAccount(
                        fullName: "Ada Lovelace", nickname: "ada", email: "ada@example.com", mobileNumber: "555",
                        password: "engine")
                ]),
                locationRepository: InMemoryLocationRepository(
                    userLocation: Location(id: "home", latitude: 0, longitude: 0),
                    places: [
                        NamedLocation(name: "Near Park", location: Location(id: "near", latitude: 1, longitude: 1)),
                        NamedLocation(name: "Museum", location: Location(id: "museum", latitude: 2, longitude: 2)),
                    ]),
                rideOptionRepository: InMemoryRideOptionRepository(options: [
                    RideOption(id: RideOptionID(rawValue: "wallaby"), name: "Wallaby", remoteImageURL: nil)
                ]),
                newRideRepository: InMemoryNewRideRepository())
        }

        public var body: some Scene {
            WindowGroup { KooberRootView(root: root) }
        }
    }
#endif
