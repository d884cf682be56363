// ProfileViewModel: the actions and reactions you write.
// Trellis created this file from Koober.json and never overwrites it: it is yours.

import Foundation

extension ProfileViewModel {
    /// Ends the session, then sends `signedOut`.
    public func signOut() async {
        isSigningOut = true
        errorMessage = nil
        defer { isSigningOut = false }
        do {
            _ = try await userSessionRepository.signOut(userSession: userSession)
            responder.signedOut()
        } catch {
            errorMessage = ErrorMessage(title: "Could not sign out", message: "\(error)")
        }
    }
}
