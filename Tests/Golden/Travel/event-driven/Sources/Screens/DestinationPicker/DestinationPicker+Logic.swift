// Created by Trellis from Travel.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

/// What DestinationPicker's view shows, as `preformat` makes it: the state itself until you make it a
/// type of your own (formatted text, rows whose closures call the screen's actions).
public typealias DestinationPickerDisplay = DestinationPickerState

extension DestinationPickerViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// format, rows whose closures call `actions`). The view model carries it as `display`.
    func preformat(_ state: DestinationPickerState, actions: DestinationPickerActions) -> DestinationPickerDisplay {
        state
    }
}

extension DestinationPickerActions {
    /// Runs when `pick` is called, before it sends `destinationPicked`: change the state or check the input here, and
    /// return `false` to send nothing.
    func willPick(destination: String) -> Bool {
        true
    }

    /// Runs when `cancelTrip` is called, before it sends `tripCreationCancelled`: change the state or check the input
    /// here, and return `false` to send nothing.
    func willCancelTrip() -> Bool {
        true
    }
}

extension DestinationPickerActions {
    /// Runs when the user closed the screen with the system's own gesture (a back swipe, a swipe
    /// down), before its state is let go: no route ran, so undo here what showing it set up
    /// elsewhere. `sendEvent(…)` reaches the flow that showed it.
    func closedBySystemGesture() {
        // Undo here what showing the screen set up.
    }
}
