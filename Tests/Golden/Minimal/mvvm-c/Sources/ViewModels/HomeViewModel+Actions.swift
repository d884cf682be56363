// HomeViewModel: the actions and reactions you write.
// Trellis created this file from Minimal.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension HomeViewModel {
    /// Called by the view; what it does is yours to write.
    public func refresh() {
        // Write the action here.
    }
}
