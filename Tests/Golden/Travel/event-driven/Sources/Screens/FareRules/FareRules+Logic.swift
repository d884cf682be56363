// Created by Trellis from Travel.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

extension FareRulesActions {
    /// Runs when `done` is called, before it sends `fareRulesClosed`: change the state or check the input here, and
    /// return `false` to send nothing.
    func willDone() -> Bool {
        true
    }
}

extension FareRulesActions {
    /// Runs when the user closed the screen with the system's own gesture (a back swipe, a swipe
    /// down), before its state is let go: no route ran, so undo here what showing it set up
    /// elsewhere. `sendEvent(…)` reaches the flow that showed it.
    func closedBySystemGesture() {
        // Undo here what showing the screen set up.
    }
}
