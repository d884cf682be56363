// TripListViewModel: the actions and reactions you write.
// Trellis created this file from Travel.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension TripListViewModel {
    /// Called by the view; what it does is yours to write.
    public func load() async {
        // Write the action here.
    }

    /// Runs when ``open`` is called, before it sends `tripSelected`: set state or check the input here, and return
    /// `false` to send nothing.
    func willOpen(trip: Trip) -> Bool {
        true
    }

    /// Runs when `addTrip` is called, before it sends `newTripRequested`: set state or check the input here, and return
    /// `false` to send nothing.
    func willAddTrip() -> Bool {
        true
    }

    /// Sent by NewTrip; handled by TripList; Trips closes the presented screen.
    public func tripCreated(trip: Trip) {
        // React to the event here.
    }

    /// Sent by Payment; handled by TripList; Booking finishes.
    public func bookingConfirmed(reservation: Reservation) {
        // React to the event here.
    }
}
