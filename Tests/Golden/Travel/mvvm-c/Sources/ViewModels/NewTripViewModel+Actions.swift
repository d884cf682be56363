// NewTripViewModel: the actions and reactions you write.
// Trellis created this file from Travel.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension NewTripViewModel {
    /// Runs when `create` is called, before it sends `tripCreated`: set state or check the input here, and return
    /// `false` to send nothing.
    func willCreate(trip: Trip) -> Bool {
        true
    }

    /// Runs when `cancel` is called, before it sends `tripCreationCancelled`: set state or check the input here, and
    /// return `false` to send nothing.
    func willCancel() -> Bool {
        true
    }

    /// Runs when `pickDestination` is called, before it sends `destinationPickerRequested`: set state or check the
    /// input here, and return `false` to send nothing.
    func willPickDestination() -> Bool {
        true
    }

    /// Runs when `close` is called, before it sends `sheetClosed`: set state or check the input here, and return
    /// `false` to send nothing.
    func willClose() -> Bool {
        true
    }

    /// Sent by DestinationPicker; handled by NewTrip; Trips goes back.
    public func destinationPicked(destination: String) {
        // React to the event here.
    }

    /// Runs when the user closed the screen with the system's own gesture (a back swipe, a swipe down), as it leaves:
    /// no route ran, so undo here what showing it set up elsewhere.
    func closedBySystemGesture() {
        // Undo here what showing the screen set up.
    }
}
