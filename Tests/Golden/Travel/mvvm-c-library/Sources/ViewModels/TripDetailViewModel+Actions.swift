// TripDetailViewModel: the actions and reactions you write.
// Trellis created this file from Travel.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension TripDetailViewModel {
    /// Called by the view; what it does is yours to write.
    public func loadRelated() async {
        // Write the action here.
    }

    /// Runs when `openRelated` is called, before it sends `tripSelected`: set state or check the input here, and return
    /// `false` to send nothing.
    func willOpenRelated(trip: Trip) -> Bool {
        true
    }

    /// Runs when `close` is called, before it sends `tripClosed`: set state or check the input here, and return `false`
    /// to send nothing.
    func willClose() -> Bool {
        true
    }

    /// Runs when `book` is called, before it sends `bookingRequested`: set state or check the input here, and return
    /// `false` to send nothing.
    func willBook() -> Bool {
        true
    }

    /// Sent by Forecast; handled by TripDetail.
    public func forecastRequested(destination: String) {
        // React to the event here.
    }

    /// Runs when the user closed the screen with the system's own gesture (a back swipe, a swipe down), as it leaves:
    /// no route ran, so undo here what showing it set up elsewhere.
    func closedBySystemGesture() {
        // Undo here what showing the screen set up.
    }
}
