// Created by Trellis from Dashboard.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

/// What UserDetail's view shows, as `preformat` makes it: the state itself until you make it a
/// type of your own (formatted text, rows whose closures call the screen's actions).
public typealias UserDetailDisplay = UserDetailState

extension UserDetailViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// format, rows whose closures call `actions`). The view model carries it as `display`.
    func preformat(_ state: UserDetailState, actions: UserDetailActions) -> UserDetailDisplay {
        state
    }
}

extension UserDetailActions {
    /// Runs when `openManager` is called, before it sends `managerFound`: change the state or check the input here, and
    /// return `false` to send nothing.
    func willOpenManager(user: User) -> Bool {
        true
    }

    /// Runs when `close` is called, before it sends `detailClosed`: change the state or check the input here, and
    /// return `false` to send nothing.
    func willClose() -> Bool {
        true
    }
}

extension UserDetailActions {
    /// Runs when the user closed the screen with the system's own gesture (a back swipe, a swipe
    /// down), before its state is let go: no route ran, so undo here what showing it set up
    /// elsewhere. `sendEvent(…)` reaches the flow that showed it.
    func closedBySystemGesture() {
        // Undo here what showing the screen set up.
    }
}
