// WidgetListViewModel: the actions and reactions you write.
// Trellis created this file from Dashboard.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension WidgetListViewModel {
    /// Runs when `find` is called, before it sends `userFound`: set state or check the input here, and return `false`
    /// to send nothing.
    func willFind(user: User) -> Bool {
        true
    }

    /// Runs when `help` is called, before it sends `helpRequested`: set state or check the input here, and return
    /// `false` to send nothing.
    func willHelp() -> Bool {
        true
    }

    /// Runs when `done` is called, before it sends `widgetsDone`: set state or check the input here, and return `false`
    /// to send nothing.
    func willDone() -> Bool {
        true
    }
}
