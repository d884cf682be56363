// GettingUsersLocationViewModel: the actions and reactions you write.
// Trellis created this file from Koober.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension GettingUsersLocationViewModel {
    /// Finds where the rider is, to pick them up there.
    public func getUsersLocation() async {
        errorMessage = nil
        do {
            let pickupLocation = try await locationRepository.getUserLocation()
            responder?.userLocationDetermined(pickupLocation: pickupLocation, sentBy: self)
        } catch {
            errorMessage = ErrorMessage(title: "Could not find your location", message: "\(error)")
        }
    }
}
