// HomeViewModel: the actions and reactions you write.
// Trellis created this file from Minimal.json and never overwrites it: it is yours.

import Foundation

extension HomeViewModel {
    /// Performs `refresh`; its body is written by hand.
    public func refresh() {
        // Write the action here.
    }
}
