// Created by Trellis from Edge.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

extension InnerViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// fill in a title). The view model's values are read from what this returns.
    func preformat(_ state: InnerState) -> InnerState {
        state
    }
}

extension InnerActions {
    /// Runs when `close` is called, before it sends `closed`: change the state or check the input here, and return
    /// `false` to send nothing.
    func willClose() -> Bool {
        true
    }
}
