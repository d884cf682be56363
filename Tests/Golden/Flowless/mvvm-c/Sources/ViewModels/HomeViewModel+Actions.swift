// HomeViewModel: the actions and reactions you write.
// Trellis created this file from Flowless.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension HomeViewModel {
    /// Runs when `refresh` is called, before it sends `refreshed`: set state or check the input here, and return
    /// `false` to send nothing.
    func willRefresh() -> Bool {
        true
    }

    /// Sent by Home; handled by Home.
    public func refreshed() {
        // React to the event here.
    }
}
