// Created by Trellis from Koober.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

/// What RideOptionPicker's view shows, as `preformat` makes it: the state itself until you make it a
/// type of your own (formatted text, rows whose closures call the screen's actions).
public typealias RideOptionPickerDisplay = RideOptionPickerState

extension RideOptionPickerViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// format, rows whose closures call `actions`). The view model carries it as `display`.
    func preformat(_ state: RideOptionPickerState, actions: RideOptionPickerActions) -> RideOptionPickerDisplay {
        state
    }
}

extension RideOptionPickerActions {
    /// Loads the ride options at the pickup location.
    func loadRideOptions() async {
        do {
            let options = try await rideOptionRepository.readRideOptions(pickupLocation: state.pickupLocation)
            updateState { $0.rideOptions = options }
        } catch {
            updateState { $0.errorMessage = ErrorMessage(title: "No ride options", message: "\(error)") }
        }
    }
}

extension RideOptionPickerActions {
    /// Runs when `select` is called, before it sends `rideOptionDetermined`: change the state or check the input here,
    /// and return `false` to send nothing.
    func willSelect(rideOptionID: RideOptionID) -> Bool {
        true
    }
}
