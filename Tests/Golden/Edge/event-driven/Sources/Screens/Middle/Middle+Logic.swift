// Created by Trellis from Edge.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

/// What Middle's view shows, as `preformat` makes it: the state itself until you make it a
/// type of your own (formatted text, rows whose closures call the screen's actions).
public typealias MiddleDisplay = MiddleState

extension MiddleViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// format, rows whose closures call `actions`). The view model carries it as `display`.
    func preformat(_ state: MiddleState, actions: MiddleActions) -> MiddleDisplay {
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
