// OuterViewModel: the actions and reactions you write.
// Trellis created this file from Edge.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension OuterViewModel {
    /// Called by the view; what it does is yours to write.
    public func load() async {
        // Write the action here.
    }

    /// Runs when ``open`` is called, before it sends `opened`: set state or check the input here, and return `false` to
    /// send nothing.
    func willOpen(thing: Thing) -> Bool {
        true
    }

    /// Runs when `jump` is called, before it sends `jumped`: set state or check the input here, and return `false` to
    /// send nothing.
    func willJump(target: String) -> Bool {
        true
    }

    /// Runs when `plant` is called, before it sends `planted`: set state or check the input here, and return `false` to
    /// send nothing.
    func willPlant(tree: Node, viewModel: Int) -> Bool {
        true
    }

    /// Sent by Middle; handled by Outer.
    public func toggled(on: Bool) {
        // React to the event here.
    }
}
