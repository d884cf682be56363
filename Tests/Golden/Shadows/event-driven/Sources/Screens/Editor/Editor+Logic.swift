// Created by Trellis from Shadows.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

/// What Editor's view shows, as `preformat` makes it: the state itself until you make it a
/// type of your own (formatted text, rows whose closures call the screen's actions).
public typealias EditorDisplay = EditorState

extension EditorViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// format, rows whose closures call `actions`). The view model carries it as `display`.
    func preformat(_ state: EditorState, actions: EditorActions) -> EditorDisplay {
        state
    }
}

extension EditorActions {
    /// Called by the view; what it does is yours to write.
    func load() async {
        // Write the action here: read `state`, call the repositories, then `updateState { … }`
        // or `sendEvent(…)`.
    }

    /// Called by the view; what it does is yours to write.
    func save(current: Text) {
        // Write the action here: read `state`, call the repositories, then `updateState { … }`
        // or `sendEvent(…)`.
    }

    /// Called by the view; what it does is yours to write.
    func share(color: Color, to: URL) {
        // Write the action here: read `state`, call the repositories, then `updateState { … }`
        // or `sendEvent(…)`.
    }
}

extension EditorActions {
    /// Runs when `open` is called, before it sends `opened`: change the state or check the input here, and return
    /// `false` to send nothing.
    func willOpen(text: Text) -> Bool {
        true
    }

    /// Runs when `pick` is called, before it sends `sectionPicked`: change the state or check the input here, and
    /// return `false` to send nothing.
    func willPick(section: Section) -> Bool {
        true
    }
}
