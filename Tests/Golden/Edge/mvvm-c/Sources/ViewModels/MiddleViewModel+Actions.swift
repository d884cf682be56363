// MiddleViewModel: the actions and reactions you write.
// Trellis created this file from Edge.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension MiddleViewModel {
    /// Runs when `toggle` is called, before it sends `toggled`: set state or check the input here, and return `false`
    /// to send nothing.
    func willToggle(on: Bool) -> Bool {
        true
    }

    /// Sent by Inner; handled by Middle; Beta finishes.
    public func closed() {
        // React to the event here.
    }
}
