// Created by Trellis from Stamps.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

extension StampDetailViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// fill in a title). The view model's values are read from what this returns.
    func preformat(_ state: StampDetailState) -> StampDetailState {
        state
    }
}
