// Created by Trellis from Library.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

/// What RatingBadge's view shows, as `preformat` makes it: the state itself until you make it a
/// type of your own (formatted text, rows whose closures call the screen's actions).
public typealias RatingBadgeDisplay = RatingBadgeState

extension RatingBadgeViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// format, rows whose closures call `actions`). The view model carries it as `display`.
    func preformat(_ state: RatingBadgeState, actions: RatingBadgeActions) -> RatingBadgeDisplay {
        state
    }
}

extension RatingBadgeActions {
    /// Runs when `change` is called, before it sends `ratingChanged`: change the state or check the input here, and
    /// return `false` to send nothing.
    func willChange(rating: Double) -> Bool {
        true
    }

    /// Runs when `announce` is called, before it sends `ratingChanged`: change the state or check the input here, and
    /// return `false` to send nothing.
    func willAnnounce() -> Bool {
        true
    }
}
