// Created by Trellis from Dashboard.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

extension SettingsListActions {
    /// Runs when `about` is called, before it sends `aboutRequested`: change the state or check the input here, and
    /// return `false` to send nothing.
    func willAbout() -> Bool {
        true
    }
}
