// LaunchViewModel: the actions and reactions you write.
// Trellis created this file from Library.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension LaunchViewModel {
    /// Runs when `enter` is called, before it sends `memberIdentified`: set state or check the input here, and return
    /// `false` to send nothing.
    func willEnter(member: Member) -> Bool {
        true
    }
}
