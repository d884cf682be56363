// Created by Trellis from Koober.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

extension WaitingForPickupActions {
    /// Runs when `startNewRide` is called, before it sends `startNewRideRequested`: change the state or check the input
    /// here, and return `false` to send nothing.
    func willStartNewRide() -> Bool {
        true
    }
}
