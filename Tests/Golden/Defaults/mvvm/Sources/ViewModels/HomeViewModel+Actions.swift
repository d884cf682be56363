// HomeViewModel: the actions and reactions you write.
// Trellis created this file from Defaults.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension HomeViewModel {
    /// Runs when ``open`` is called, before it sends `opened`: set state or check the input here, and return `false` to
    /// send nothing.
    func willOpen() -> Bool {
        true
    }

    /// Runs when `start` is called, before it sends `started`: set state or check the input here, and return `false` to
    /// send nothing.
    func willStart(level: Int) -> Bool {
        true
    }
}
