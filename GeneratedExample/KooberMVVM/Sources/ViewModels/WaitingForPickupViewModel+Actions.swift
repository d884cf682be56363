// WaitingForPickupViewModel: the actions and reactions you write.
// Trellis created this file from Koober.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension WaitingForPickupViewModel {
    /// Runs when `startNewRide` is called, before it sends `startNewRideRequested`: set state or check the input here,
    /// and return `false` to send nothing.
    func willStartNewRide() -> Bool {
        true
    }
}
