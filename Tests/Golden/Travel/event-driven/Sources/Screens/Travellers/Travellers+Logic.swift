// Created by Trellis from Travel.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

/// What Travellers's view shows, as `preformat` makes it: the state itself until you make it a
/// type of your own (formatted text, rows whose closures call the screen's actions).
public typealias TravellersDisplay = TravellersState

extension TravellersViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// format, rows whose closures call `actions`). The view model carries it as `display`.
    func preformat(_ state: TravellersState, actions: TravellersActions) -> TravellersDisplay {
        state
    }
}

extension TravellersActions {
    /// Runs when `next` is called, before it sends `travellersEntered`: change the state or check the input here, and
    /// return `false` to send nothing.
    func willNext(reservation: Reservation) -> Bool {
        true
    }

    /// Runs when `showFareRules` is called, before it sends `fareRulesRequested`: change the state or check the input
    /// here, and return `false` to send nothing.
    func willShowFareRules() -> Bool {
        true
    }

    /// Runs when `cancel` is called, before it sends `bookingCancelled`: change the state or check the input here, and
    /// return `false` to send nothing.
    func willCancel() -> Bool {
        true
    }

    /// Runs when `close` is called, before it sends `sheetClosed`: change the state or check the input here, and return
    /// `false` to send nothing.
    func willClose() -> Bool {
        true
    }
}

extension TravellersActions {
    /// Runs when the user closed the screen with the system's own gesture (a back swipe, a swipe
    /// down), before its state is let go: no route ran, so undo here what showing it set up
    /// elsewhere. `sendEvent(…)` reaches the flow that showed it.
    func closedBySystemGesture() {
        // Undo here what showing the screen set up.
    }
}
