// SignInViewModel: the actions and reactions you write.
// Trellis created this file from Clinic.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension SignInViewModel {
    /// Runs when `signIn` is called, before it sends `signedIn`: set state or check the input here, and return `false`
    /// to send nothing.
    func willSignIn(patient: Patient) -> Bool {
        true
    }
}
