// Created by Trellis from Library.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

/// What BookDetail's view shows, as `preformat` makes it: the state itself until you make it a
/// type of your own (formatted text, rows whose closures call the screen's actions).
public typealias BookDetailDisplay = BookDetailState

extension BookDetailViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// format, rows whose closures call `actions`). The view model carries it as `display`.
    func preformat(_ state: BookDetailState, actions: BookDetailActions) -> BookDetailDisplay {
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

    /// Runs when `requestReturn` is called, before it sends `returnRequested`: change the state or check the input
    /// here, and return `false` to send nothing.
    func willRequestReturn() -> Bool {
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
