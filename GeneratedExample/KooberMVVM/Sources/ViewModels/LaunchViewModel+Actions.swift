// LaunchViewModel: the actions and reactions you write.
// Trellis created this file from Koober.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension LaunchViewModel {
    /// Reads the stored session and tells whether the user is signed in.
    public func loadUserSession() async {
        errorMessage = nil
        do {
            if let userSession = try await userSessionRepository.readUserSession() {
                responder?.signedIn(userSession: userSession, sentBy: self)
            } else {
                responder?.notSignedIn(sentBy: self)
            }
        } catch {
            errorMessage = ErrorMessage(title: "Could not read your session", message: "\(error)")
        }
    }
}
