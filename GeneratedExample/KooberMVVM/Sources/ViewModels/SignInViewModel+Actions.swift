// SignInViewModel: the actions and reactions you write.
// Trellis created this file from Koober.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension SignInViewModel {
    /// Signs in with the typed email and password; shows progress, then sends `signedIn`
    /// or shows why it failed.
    public func signIn() async {
        guard !email.isEmpty, !password.isEmpty else {
            errorMessage = ErrorMessage(title: "Sign in failed", message: "Enter your email and password.")
            return
        }
        isSigningIn = true
        isSignInEnabled = false
        errorMessage = nil
        defer {
            isSigningIn = false
            isSignInEnabled = true
        }
        do {
            let userSession = try await userSessionRepository.signIn(email: email, password: password)
            responder?.signedIn(userSession: userSession, sentBy: self)
        } catch {
            errorMessage = ErrorMessage(title: "Sign in failed", message: "\(error)")
        }
    }

    /// Runs when the user closed the screen with the system's own gesture (a back swipe, a swipe down), as it leaves:
    /// no route ran, so undo here what showing it set up elsewhere.
    func closedBySystemGesture() {
        // Undo here what showing the screen set up.
    }
}
