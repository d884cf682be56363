// RatingBadgeViewModel: the actions and reactions you write.
// Trellis created this file from Library.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension RatingBadgeViewModel {
    /// Runs when `change` is called, before it sends `ratingChanged`: set state or check the input here, and return
    /// `false` to send nothing.
    func willChange(rating: Double) -> Bool {
        true
    }

    /// Runs when `announce` is called, before it sends `ratingChanged`: set state or check the input here, and return
    /// `false` to send nothing.
    func willAnnounce() -> Bool {
        true
    }
}
