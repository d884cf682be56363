import Foundation

/// The rider's location and searchable places, kept in memory.
public struct InMemoryLocationRepository: LocationRepository {
    let userLocation: Location
    let places: [NamedLocation]

    /// Creates the repository: the rider stands at `userLocation`; `places` can be searched.
    public init(userLocation: Location, places: [NamedLocation]) {
        self.userLocation = userLocation
        self.places = places
    }

    public func getUserLocation() async throws -> Location {
        userLocation
    }

    /// Places whose name contains `query` (ignoring case), nearest to the pickup first.
    public func searchForLocations(query: String, pickupLocation: Location) async throws -> [NamedLocation] {
        func distance(_ place: NamedLocation) -> Double {
            let latitude = place.location.latitude - pickupLocation.latitude
            let longitude = place.location.longitude - pickupLocation.longitude
            return latitude * latitude + longitude * longitude
        }
        return places.filter { $0.name.localizedCaseInsensitiveContains(query) }.sorted { distance($0) < distance($1) }
    }
}

/// The same ride options everywhere.
public struct InMemoryRideOptionRepository: RideOptionRepository {
    let options: [RideOption]

    /// Creates the repository offering `options`.
    public init(options: [RideOption]) {
        self.options = options
    }

    public func readRideOptions(pickupLocation: Location) async throws -> [RideOption] {
        options
    }
}

/// Accepts every ride request and keeps it.
public actor InMemoryNewRideRepository {
    /// The requests received, oldest first.
    public private(set) var requests: [NewRideRequest] = []

    /// Creates an empty repository.
    public init() {}

    public func request(newRideRequest: NewRideRequest) async throws {
        requests.append(newRideRequest)
    }
}

// The conformance is declared in an extension, not on the actor: Swift 6.3 infers `nonisolated`
// from a `nonisolated` protocol named in an actor's declaration, which an actor cannot be, and
// fails the build once the module itself uses the actor.
extension InMemoryNewRideRepository: NewRideRepository {}
