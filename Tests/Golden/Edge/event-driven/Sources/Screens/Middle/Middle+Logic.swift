// Created by Trellis from Edge.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

extension MiddleViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// fill in a title). The view model's values are read from what this returns.
    func preformat(_ state: MiddleState) -> MiddleState {
        state
    }
}

extension MiddleState {
    /// Sent by Inner; handled by Middle; Beta finishes.
    mutating func closed() {
        // React to the event here by changing the state; listeners then get a new view model.
    }
}

extension MiddleActions {
    /// Runs once the delivery of `closed` settled, after the state reacted to it: call the repositories here (start a
    /// Task for async work) or send an event.
    func afterClosed() {
        // Start here the work the event calls for: the state has reacted already.
    }
}

extension MiddleActions {
    /// Runs when `toggle` is called, before it sends `toggled`: change the state or check the input here, and return
    /// `false` to send nothing.
    func willToggle(on: Bool) -> Bool {
        true
    }
}
