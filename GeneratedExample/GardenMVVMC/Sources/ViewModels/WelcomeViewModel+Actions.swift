// WelcomeViewModel: the actions and reactions you write.
// Trellis created this file from Garden.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension WelcomeViewModel {
    /// Runs when ``open`` is called, before it sends `gardenOpened`: set state or check the input here, and return
    /// `false` to send nothing.
    func willOpen() -> Bool {
        true
    }
}
