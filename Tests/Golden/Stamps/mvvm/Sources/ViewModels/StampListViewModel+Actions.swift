// StampListViewModel: the actions and reactions you write.
// Trellis created this file from Stamps.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension StampListViewModel {
    /// Called by the view; what it does is yours to write.
    public func refresh() async {
        // Write the action here.
    }

    /// Runs when `select` is called, before it sends `selected`: set state or check the input here, and return `false`
    /// to send nothing.
    func willSelect(stamp: Stamp, at: Date) -> Bool {
        true
    }
}
