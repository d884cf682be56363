// Created by Trellis from Defaults.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

extension HomeActions {
    /// Runs when `open` is called, before it sends `opened`: change the state or check the input here, and return
    /// `false` to send nothing.
    func willOpen() -> Bool {
        true
    }

    /// Runs when `start` is called, before it sends `started`: change the state or check the input here, and return
    /// `false` to send nothing.
    func willStart(level: Int) -> Bool {
        true
    }
}
