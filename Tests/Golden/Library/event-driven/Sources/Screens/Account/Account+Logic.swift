// Created by Trellis from Library.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

/// What Account's view shows, as `preformat` makes it: the state itself until you make it a
/// type of your own (formatted text, rows whose closures call the screen's actions).
public typealias AccountDisplay = AccountState

extension AccountViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// format, rows whose closures call `actions`). The view model carries it as `display`.
    func preformat(_ state: AccountState, actions: AccountActions) -> AccountDisplay {
        state
    }
}

extension AccountActions {
    /// Runs when `signOut` is called, before it sends `signedOut`: change the state or check the input here, and return
    /// `false` to send nothing.
    func willSignOut() -> Bool {
        true
    }

    /// Runs when `default` is called, before it sends `default`: change the state or check the input here, and return
    /// `false` to send nothing.
    func willDefault() -> Bool {
        true
    }

    /// Runs when `askToSignOut` is called, before it sends `signOutRequested`: change the state or check the input
    /// here, and return `false` to send nothing.
    func willAskToSignOut() -> Bool {
        true
    }
}

extension AccountActions {
    /// Runs when the user closed the screen with the system's own gesture (a back swipe, a swipe
    /// down), before its state is let go: no route ran, so undo here what showing it set up
    /// elsewhere. `sendEvent(…)` reaches the flow that showed it.
    func closedBySystemGesture() {
        // Undo here what showing the screen set up.
    }
}
