// Created by Trellis from Stamps.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

extension StampListViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// fill in a title). The view model's values are read from what this returns.
    func preformat(_ state: StampListState) -> StampListState {
        state
    }
}

extension StampListActions {
    /// Called by the view; what it does is yours to write.
    func refresh() async {
        // Write the action here: read `state`, call the repositories, then `updateState { … }`
        // or `sendEvent(…)`.
    }
}

extension StampListActions {
    /// Runs when `select` is called, before it sends `selected`: change the state or check the input here, and return
    /// `false` to send nothing.
    func willSelect(stamp: Stamp, at: Date) -> Bool {
        true
    }
}
