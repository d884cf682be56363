// Created by Trellis from Travel.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

/// What NewTrip's view shows, as `preformat` makes it: the state itself until you make it a
/// type of your own (formatted text, rows whose closures call the screen's actions).
public typealias NewTripDisplay = NewTripState

extension NewTripViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// format, rows whose closures call `actions`). The view model carries it as `display`.
    func preformat(_ state: NewTripState, actions: NewTripActions) -> NewTripDisplay {
        state
    }
}

extension NewTripState {
    /// Sent by DestinationPicker; handled by NewTrip; Trips goes back.
    mutating func destinationPicked(destination: String) {
        // React to the event here by changing the state; listeners then get a new view model.
    }
}

extension NewTripActions {
    /// Runs once the delivery of `destinationPicked` settled, after the state reacted to it: call the repositories here
    /// (start a Task for async work) or send an event.
    func afterDestinationPicked(destination: String) {
        // Start here the work the event calls for: the state has reacted already.
    }
}

extension NewTripActions {
    /// Runs when `create` is called, before it sends `tripCreated`: change the state or check the input here, and
    /// return `false` to send nothing.
    func willCreate(trip: Trip) -> Bool {
        true
    }

    /// Runs when `cancel` is called, before it sends `tripCreationCancelled`: change the state or check the input here,
    /// and return `false` to send nothing.
    func willCancel() -> Bool {
        true
    }

    /// Runs when `pickDestination` is called, before it sends `destinationPickerRequested`: change the state or check
    /// the input here, and return `false` to send nothing.
    func willPickDestination() -> Bool {
        true
    }

    /// Runs when `close` is called, before it sends `sheetClosed`: change the state or check the input here, and return
    /// `false` to send nothing.
    func willClose() -> Bool {
        true
    }
}

extension NewTripActions {
    /// Runs when the user closed the screen with the system's own gesture (a back swipe, a swipe
    /// down), before its state is let go: no route ran, so undo here what showing it set up
    /// elsewhere. `sendEvent(…)` reaches the flow that showed it.
    func closedBySystemGesture() {
        // Undo here what showing the screen set up.
    }
}
