// Created by Trellis from Library.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

extension BookDetailViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// fill in a title). The view model's values are read from what this returns.
    func preformat(_ state: BookDetailState) -> BookDetailState {
        state
    }
}

extension BookDetailActions {
    /// Runs when `requestBorrow` is called, before it sends `borrowRequested`: change the state or check the input
    /// here, and return `false` to send nothing.
    func willRequestBorrow() -> Bool {
        true
    }

    /// Runs when `close` is called, before it sends `detailsClosed`: change the state or check the input here, and
    /// return `false` to send nothing.
    func willClose() -> Bool {
        true
    }
}

extension BookDetailActions {
    /// Runs when the user closed the screen with the system's own gesture (a back swipe, a swipe
    /// down), before its state is let go: no route ran, so undo here what showing it set up
    /// elsewhere. `sendEvent(…)` reaches the flow that showed it.
    func closedBySystemGesture() {
        // Undo here what showing the screen set up.
    }
}
