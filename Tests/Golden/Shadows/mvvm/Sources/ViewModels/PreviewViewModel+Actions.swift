// PreviewViewModel: the actions and reactions you write.
// Trellis created this file from Shadows.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension PreviewViewModel {
    /// Runs when `close` is called, before it sends `closed`: set state or check the input here, and return `false` to
    /// send nothing.
    func willClose() -> Bool {
        true
    }
}
