// Created by Trellis from Travel.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

/// What TripList's view shows, as `preformat` makes it: the state itself until you make it a
/// type of your own (formatted text, rows whose closures call the screen's actions).
public typealias TripListDisplay = TripListState

extension TripListViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// format, rows whose closures call `actions`). The view model carries it as `display`.
    func preformat(_ state: TripListState, actions: TripListActions) -> TripListDisplay {
        state
    }
}

extension TripListActions {
    /// Called by the view; what it does is yours to write.
    func load() async {
        // Write the action here: read `state`, call the repositories, then `updateState { … }`
        // or `sendEvent(…)`.
    }
}

extension TripListState {
    /// Sent by NewTrip; handled by TripList; Trips closes the presented screen.
    mutating func tripCreated(trip: Trip) {
        // React to the event here by changing the state; listeners then get a new view model.
    }

    /// Sent by Payment; handled by TripList; Booking finishes.
    mutating func bookingConfirmed(reservation: Reservation) {
        // React to the event here by changing the state; listeners then get a new view model.
    }
}

extension TripListActions {
    /// Runs once the delivery of `tripCreated` settled, after the state reacted to it: call the repositories here
    /// (start a Task for async work) or send an event.
    func afterTripCreated(trip: Trip) {
        // Start here the work the event calls for: the state has reacted already.
    }

    /// Runs once the delivery of `bookingConfirmed` settled, after the state reacted to it: call the repositories here
    /// (start a Task for async work) or send an event.
    func afterBookingConfirmed(reservation: Reservation) {
        // Start here the work the event calls for: the state has reacted already.
    }
}

extension TripListActions {
    /// Runs when `open` is called, before it sends `tripSelected`: change the state or check the input here, and return
    /// `false` to send nothing.
    func willOpen(trip: Trip) -> Bool {
        true
    }

    /// Runs when `addTrip` is called, before it sends `newTripRequested`: change the state or check the input here, and
    /// return `false` to send nothing.
    func willAddTrip() -> Bool {
        true
    }
}
