// OuterViewModel: the actions and reactions you write.
// Trellis created this file from EdgeMVVM.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension OuterViewModel {
    /// Performs `load`; its body is written by hand.
    public func load() async {
        // Write the action here.
    }

    /// Tells that `toggled` happened.
    public func toggled(on: Bool) {
        // React to the event here.
    }
}
