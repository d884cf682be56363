// HomeViewModel: the actions and reactions you write.
// Trellis created this file from Dashboard.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension HomeViewModel {
    /// Runs when `openWidgets` is called, before it sends `widgetsRequested`: set state or check the input here, and
    /// return `false` to send nothing.
    func willOpenWidgets() -> Bool {
        true
    }

    /// Runs when `refresh` is called, before it sends `refreshed`: set state or check the input here, and return
    /// `false` to send nothing.
    func willRefresh() -> Bool {
        true
    }

    /// Runs when `openSettings` is called, before it sends `settingsRequested`: set state or check the input here, and
    /// return `false` to send nothing.
    func willOpenSettings() -> Bool {
        true
    }
}
