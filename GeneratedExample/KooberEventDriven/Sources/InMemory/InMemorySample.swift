// Hand-written: the example app's sample data.

extension KooberDependencyContainer {
    /// A container over in-memory repositories: a signed-up rider, a few places and one ride
    /// option.
    public static func inMemorySample() -> KooberDependencyContainer {
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
}
