// Created by Trellis from Dashboard.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

extension HomeActions {
    /// Runs when `openWidgets` is called, before it sends `widgetsRequested`: change the state or check the input here,
    /// and return `false` to send nothing.
    func willOpenWidgets() -> Bool {
        true
    }

    /// Runs when `refresh` is called, before it sends `refreshed`: change the state or check the input here, and return
    /// `false` to send nothing.
    func willRefresh() -> Bool {
        true
    }

    /// Runs when `openSettings` is called, before it sends `settingsRequested`: change the state or check the input
    /// here, and return `false` to send nothing.
    func willOpenSettings() -> Bool {
        true
    }
}
