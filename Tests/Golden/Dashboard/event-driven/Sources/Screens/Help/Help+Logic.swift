// Created by Trellis from Dashboard.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

extension HelpActions {
    /// Runs when `close` is called, before it sends `helpClosed`: change the state or check the input here, and return
    /// `false` to send nothing.
    func willClose() -> Bool {
        true
    }
}

extension HelpActions {
    /// Runs when the user closed the screen with the system's own gesture (a back swipe, a swipe
    /// down), before its state is let go: no route ran, so undo here what showing it set up
    /// elsewhere. `sendEvent(…)` reaches the flow that showed it.
    func closedBySystemGesture() {
        // Undo here what showing the screen set up.
    }
}
