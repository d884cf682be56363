// Created by Trellis from Shadows.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

/// What Preview's view shows, as `preformat` makes it: the state itself until you make it a
/// type of your own (formatted text, rows whose closures call the screen's actions).
public typealias PreviewDisplay = PreviewState

extension PreviewViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// format, rows whose closures call `actions`). The view model carries it as `display`.
    func preformat(_ state: PreviewState, actions: PreviewActions) -> PreviewDisplay {
        state
    }
}

extension PreviewActions {
    /// Runs when `close` is called, before it sends `closed`: change the state or check the input here, and return
    /// `false` to send nothing.
    func willClose() -> Bool {
        true
    }
}
