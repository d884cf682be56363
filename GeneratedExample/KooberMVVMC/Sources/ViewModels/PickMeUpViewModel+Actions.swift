// PickMeUpViewModel: the actions and reactions you write.
// Trellis created this file from Koober.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension PickMeUpViewModel {
    /// Whether both a drop-off and a ride option are chosen, so a ride can be requested.
    public var canSendRideRequest: Bool {
        dropoffLocation != nil && selectedRideOptionID != nil && !isSendingRideRequest
    }

    /// Requests the ride from the pickup location to the chosen drop-off.
    public func sendRideRequest() async {
        guard let dropoffLocation, let selectedRideOptionID else {
            errorMessage = ErrorMessage(title: "Not ready", message: "Choose where to go and a ride option first.")
            return
        }
        isSendingRideRequest = true
        errorMessage = nil
        defer { isSendingRideRequest = false }
        let request = NewRideRequest(
            waypoints: NewRideWaypoints(pickupLocation: pickupLocation, dropoffLocation: dropoffLocation),
            rideOptionID: selectedRideOptionID)
        do {
            try await newRideRepository.request(newRideRequest: request)
            responder?.newRideRequestAccepted(sentBy: self)
        } catch {
            errorMessage = ErrorMessage(title: "Could not request the ride", message: "\(error)")
        }
    }

    /// Runs when `showSelectDropoffLocation` is called, before it sends `dropoffLocationPickerRequested`: set state or
    /// check the input here, and return `false` to send nothing.
    func willShowSelectDropoffLocation() -> Bool {
        true
    }

    /// Runs when `showProfile` is called, before it sends `profileRequested`: set state or check the input here, and
    /// return `false` to send nothing.
    func willShowProfile() -> Bool {
        true
    }

    /// Keeps the drop-off the rider picked and hides the "Where to?" button.
    public func dropoffLocationDetermined(dropoffLocation: Location) {
        self.dropoffLocation = dropoffLocation
        shouldDisplayWhereTo = false
    }

    /// Keeps the ride option the rider picked.
    public func rideOptionDetermined(rideOptionID: RideOptionID) {
        selectedRideOptionID = rideOptionID
    }
}
