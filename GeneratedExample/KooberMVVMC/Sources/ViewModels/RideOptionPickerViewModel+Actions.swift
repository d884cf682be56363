// RideOptionPickerViewModel: the actions and reactions you write.
// Trellis created this file from Koober.json and never overwrites it: it is yours.

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
}
