// Created by Trellis from Dashboard.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

extension WidgetListActions {
    /// Runs when `find` is called, before it sends `userFound`: change the state or check the input here, and return
    /// `false` to send nothing.
    func willFind(user: User) -> Bool {
        true
    }

    /// Runs when `help` is called, before it sends `helpRequested`: change the state or check the input here, and
    /// return `false` to send nothing.
    func willHelp() -> Bool {
        true
    }

    /// Runs when `done` is called, before it sends `widgetsDone`: change the state or check the input here, and return
    /// `false` to send nothing.
    func willDone() -> Bool {
        true
    }
}
