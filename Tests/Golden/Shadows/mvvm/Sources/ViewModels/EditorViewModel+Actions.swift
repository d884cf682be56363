// EditorViewModel: the actions and reactions you write.
// Trellis created this file from Shadows.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension EditorViewModel {
    /// Called by the view; what it does is yours to write.
    public func load() async {
        // Write the action here.
    }

    /// Called by the view; what it does is yours to write.
    public func save(current: Text) {
        // Write the action here.
    }

    /// Called by the view; what it does is yours to write.
    public func share(color: Color, to: URL) {
        // Write the action here.
    }

    /// Runs when ``open`` is called, before it sends `opened`: set state or check the input here, and return `false` to
    /// send nothing.
    func willOpen(text: Text) -> Bool {
        true
    }

    /// Runs when `pick` is called, before it sends `sectionPicked`: set state or check the input here, and return
    /// `false` to send nothing.
    func willPick(section: Section) -> Bool {
        true
    }
}
