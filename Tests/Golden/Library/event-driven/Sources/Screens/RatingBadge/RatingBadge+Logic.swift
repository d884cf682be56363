// Created by Trellis from Library.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

extension RatingBadgeViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// fill in a title). The view model's values are read from what this returns.
    func preformat(_ state: RatingBadgeState) -> RatingBadgeState {
        state
    }
}

extension RatingBadgeActions {
    /// Runs when `change` is called, before it sends `ratingChanged`: change the state or check the input here, and
    /// return `false` to send nothing.
    func willChange(rating: Double) -> Bool {
        true
    }
}
