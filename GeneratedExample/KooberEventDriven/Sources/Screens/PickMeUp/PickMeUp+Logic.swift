// Created by Trellis from Koober.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

/// What PickMeUp's view shows, as `preformat` makes it: the state itself until you make it a
/// type of your own (formatted text, rows whose closures call the screen's actions).
public typealias PickMeUpDisplay = PickMeUpState

extension PickMeUpViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// format, rows whose closures call `actions`). The view model carries it as `display`.
    func preformat(_ state: PickMeUpState, actions: PickMeUpActions) -> PickMeUpDisplay {
        state
    }
}

extension PickMeUpActions {
    /// Requests a ride from the pickup to the drop-off with the selected option.
    func sendRideRequest() async {
        guard let dropoffLocation = state.dropoffLocation, let rideOptionID = state.selectedRideOptionID else {
            updateState {
                $0.errorMessage = ErrorMessage(title: "Not ready", message: "Pick a drop-off and a ride option.")
            }
            return
        }
        updateState { $0.isSendingRideRequest = true }
        let request = NewRideRequest(
            waypoints: NewRideWaypoints(pickupLocation: state.pickupLocation, dropoffLocation: dropoffLocation),
            rideOptionID: rideOptionID)
        do {
            try await newRideRepository.request(newRideRequest: request)
            sendEvent(.newRideRequestAccepted)
        } catch {
            updateState {
                $0.isSendingRideRequest = false
                $0.errorMessage = ErrorMessage(title: "Request failed", message: "\(error)")
            }
        }
    }
}

extension PickMeUpState {
    /// Sent by DropoffLocationPicker; handled by PickMeUp; SignedIn closes the presented screen.
    mutating func dropoffLocationDetermined(dropoffLocation: Location) {
        self.dropoffLocation = dropoffLocation
        shouldDisplayWhereTo = false
    }

    /// Sent by RideOptionPicker; handled by PickMeUp.
    mutating func rideOptionDetermined(rideOptionID: RideOptionID) {
        selectedRideOptionID = rideOptionID
    }
}

extension PickMeUpActions {
    /// Runs once the delivery of `dropoffLocationDetermined` settled, after the state reacted to it: call the
    /// repositories here (start a Task for async work) or send an event.
    func afterDropoffLocationDetermined(dropoffLocation: Location) {
        // Start here the work the event calls for: the state has reacted already.
    }

    /// Runs once the delivery of `rideOptionDetermined` settled, after the state reacted to it: call the repositories
    /// here (start a Task for async work) or send an event.
    func afterRideOptionDetermined(rideOptionID: RideOptionID) {
        // Start here the work the event calls for: the state has reacted already.
    }
}

extension PickMeUpActions {
    /// Runs when `showSelectDropoffLocation` is called, before it sends `dropoffLocationPickerRequested`: change the
    /// state or check the input here, and return `false` to send nothing.
    func willShowSelectDropoffLocation() -> Bool {
        true
    }

    /// Runs when `showProfile` is called, before it sends `profileRequested`: change the state or check the input here,
    /// and return `false` to send nothing.
    func willShowProfile() -> Bool {
        true
    }
}
