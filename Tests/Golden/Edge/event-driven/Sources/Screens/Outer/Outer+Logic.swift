// Created by Trellis from Edge.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

extension OuterViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// fill in a title). The view model's values are read from what this returns.
    func preformat(_ state: OuterState) -> OuterState {
        state
    }
}

extension OuterActions {
    /// Called by the view; what it does is yours to write.
    func load() async {
        // Write the action here: read `state`, call the repositories, then `updateState { … }`
        // or `sendEvent(…)`.
    }
}

extension OuterState {
    /// Sent by Middle; handled by Outer.
    mutating func toggled(on: Bool) {
        // React to the event here by changing the state; listeners then get a new view model.
    }
}
