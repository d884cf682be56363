// Created by Trellis from Edge.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

/// What Outer's view shows, as `preformat` makes it: the state itself until you make it a
/// type of your own (formatted text, rows whose closures call the screen's actions).
public typealias OuterDisplay = OuterState

extension OuterViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// format, rows whose closures call `actions`). The view model carries it as `display`.
    func preformat(_ state: OuterState, actions: OuterActions) -> OuterDisplay {
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

extension OuterActions {
    /// Runs once the delivery of `toggled` settled, after the state reacted to it: call the repositories here (start a
    /// Task for async work) or send an event.
    func afterToggled(on: Bool) {
        // Start here the work the event calls for: the state has reacted already.
    }
}

extension OuterActions {
    /// Runs when `open` is called, before it sends `opened`: change the state or check the input here, and return
    /// `false` to send nothing.
    func willOpen(thing: Thing) -> Bool {
        true
    }

    /// Runs when `jump` is called, before it sends `jumped`: change the state or check the input here, and return
    /// `false` to send nothing.
    func willJump(target: String) -> Bool {
        true
    }

    /// Runs when `plant` is called, before it sends `planted`: change the state or check the input here, and return
    /// `false` to send nothing.
    func willPlant(tree: Node, viewModel: Int) -> Bool {
        true
    }
}
