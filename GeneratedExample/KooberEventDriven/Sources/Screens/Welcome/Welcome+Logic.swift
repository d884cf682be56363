// Created by Trellis from Koober.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

extension WelcomeActions {
    /// Runs when `showSignIn` is called, before it sends `signInRequested`: change the state or check the input here,
    /// and return `false` to send nothing.
    func willShowSignIn() -> Bool {
        true
    }

    /// Runs when `showSignUp` is called, before it sends `signUpRequested`: change the state or check the input here,
    /// and return `false` to send nothing.
    func willShowSignUp() -> Bool {
        true
    }
}
