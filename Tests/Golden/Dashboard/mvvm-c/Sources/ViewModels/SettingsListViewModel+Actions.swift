// SettingsListViewModel: the actions and reactions you write.
// Trellis created this file from Dashboard.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension SettingsListViewModel {
    /// Runs when `about` is called, before it sends `aboutRequested`: set state or check the input here, and return
    /// `false` to send nothing.
    func willAbout() -> Bool {
        true
    }
}
