// ProfileViewModel: the actions and reactions you write.
// Trellis created this file from Koober.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension ProfileViewModel {
    /// Ends the session, then sends `signedOut`.
    public func signOut() async {
        isSigningOut = true
        errorMessage = nil
        defer { isSigningOut = false }
        do {
            _ = try await userSessionRepository.signOut(userSession: userSession)
            responder?.signedOut(sentBy: self)
        } catch {
            errorMessage = ErrorMessage(title: "Could not sign out", message: "\(error)")
        }
    }

    /// Runs when `close` is called, before it sends `profileClosed`: set state or check the input here, and return
    /// `false` to send nothing.
    func willClose() -> Bool {
        true
    }

    /// Runs when the user closed the screen with the system's own gesture (a back swipe, a swipe down), as it leaves:
    /// no route ran, so undo here what showing it set up elsewhere.
    func closedBySystemGesture() {
        // Undo here what showing the screen set up.
    }
}
