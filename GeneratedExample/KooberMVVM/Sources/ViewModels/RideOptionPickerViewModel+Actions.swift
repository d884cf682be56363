// RideOptionPickerViewModel: the actions and reactions you write.
// Trellis created this file from Koober.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension RideOptionPickerViewModel {
    /// Loads the ride options available at the pickup location.
    public func loadRideOptions() async {
        errorMessage = nil
        do {
            rideOptions = try await rideOptionRepository.readRideOptions(pickupLocation: pickupLocation)
        } catch {
            errorMessage = ErrorMessage(title: "Could not load ride options", message: "\(error)")
        }
    }

    /// Marks the chosen option before `select` sends it, and refuses an option that is not offered.
    func willSelect(rideOptionID: RideOptionID) -> Bool {
        guard rideOptions.contains(where: { $0.id == rideOptionID }) else { return false }
        selectedRideOptionID = rideOptionID
        return true
    }
}
