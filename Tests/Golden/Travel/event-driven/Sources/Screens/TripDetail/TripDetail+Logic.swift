// Created by Trellis from Travel.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

/// What TripDetail's view shows, as `preformat` makes it: the state itself until you make it a
/// type of your own (formatted text, rows whose closures call the screen's actions).
public typealias TripDetailDisplay = TripDetailState

extension TripDetailViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// format, rows whose closures call `actions`). The view model carries it as `display`.
    func preformat(_ state: TripDetailState, actions: TripDetailActions) -> TripDetailDisplay {
        state
    }
}

extension TripDetailActions {
    /// Called by the view; what it does is yours to write.
    func loadRelated() async {
        // Write the action here: read `state`, call the repositories, then `updateState { … }`
        // or `sendEvent(…)`.
    }
}

extension TripDetailState {
    /// Sent by Forecast; handled by TripDetail.
    mutating func forecastRequested(destination: String) {
        // React to the event here by changing the state; listeners then get a new view model.
    }
}

extension TripDetailActions {
    /// Runs once the delivery of `forecastRequested` settled, after the state reacted to it: call the repositories here
    /// (start a Task for async work) or send an event.
    func afterForecastRequested(destination: String) {
        // Start here the work the event calls for: the state has reacted already.
    }
}

extension TripDetailActions {
    /// Runs when `openRelated` is called, before it sends `tripSelected`: change the state or check the input here, and
    /// return `false` to send nothing.
    func willOpenRelated(trip: Trip) -> Bool {
        true
    }

    /// Runs when `close` is called, before it sends `tripClosed`: change the state or check the input here, and return
    /// `false` to send nothing.
    func willClose() -> Bool {
        true
    }

    /// Runs when `book` is called, before it sends `bookingRequested`: change the state or check the input here, and
    /// return `false` to send nothing.
    func willBook() -> Bool {
        true
    }
}

extension TripDetailActions {
    /// Runs when the user closed the screen with the system's own gesture (a back swipe, a swipe
    /// down), before its state is let go: no route ran, so undo here what showing it set up
    /// elsewhere. `sendEvent(…)` reaches the flow that showed it.
    func closedBySystemGesture() {
        // Undo here what showing the screen set up.
    }
}
