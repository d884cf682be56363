// Created by Trellis from Library.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

extension LaunchActions {
    /// Runs when `enter` is called, before it sends `memberIdentified`: change the state or check the input here, and
    /// return `false` to send nothing.
    func willEnter(member: Member) -> Bool {
        true
    }
}
