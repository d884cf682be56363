// WelcomeViewModel: the actions and reactions you write.
// Trellis created this file from Koober.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension WelcomeViewModel {
    /// Runs when `showSignIn` is called, before it sends `signInRequested`: set state or check the input here, and
    /// return `false` to send nothing.
    func willShowSignIn() -> Bool {
        true
    }

    /// Runs when `showSignUp` is called, before it sends `signUpRequested`: set state or check the input here, and
    /// return `false` to send nothing.
    func willShowSignUp() -> Bool {
        true
    }
}
