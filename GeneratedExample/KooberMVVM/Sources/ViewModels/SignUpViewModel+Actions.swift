// SignUpViewModel: the actions and reactions you write.
// Trellis created this file from Koober.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension SignUpViewModel {
    /// Creates the account from the form, then sends `signedIn`.
    public func signUp() async {
        let fields = [fullName, nickname, email, mobileNumber, password]
        guard fields.allSatisfy({ !$0.isEmpty }) else {
            errorMessage = ErrorMessage(title: "Sign up failed", message: "Fill in every field.")
            return
        }
        isSigningUp = true
        errorMessage = nil
        defer { isSigningUp = false }
        let account = NewAccount(
            fullName: fullName, nickname: nickname, email: email, mobileNumber: mobileNumber, password: password)
        do {
            let userSession = try await userSessionRepository.signUp(newAccount: account)
            responder?.signedIn(userSession: userSession, sentBy: self)
        } catch {
            errorMessage = ErrorMessage(title: "Sign up failed", message: "\(error)")
        }
    }

    /// Runs when the user closed the screen with the system's own gesture (a back swipe, a swipe down), as it leaves:
    /// no route ran, so undo here what showing it set up elsewhere.
    func closedBySystemGesture() {
        // Undo here what showing the screen set up.
    }
}
