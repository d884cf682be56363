// Created by Trellis from Koober.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

extension ProfileViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// fill in a title). The view model's values are read from what this returns.
    func preformat(_ state: ProfileState) -> ProfileState {
        state
    }
}

extension ProfileActions {
    /// Ends the session, then sends `signedOut`.
    func signOut() async {
        updateState { $0.isSigningOut = true }
        do {
            _ = try await userSessionRepository.signOut(userSession: state.userSession)
            sendEvent(.signedOut)
        } catch {
            updateState {
                $0.isSigningOut = false
                $0.errorMessage = ErrorMessage(title: "Sign out failed", message: "\(error)")
            }
        }
    }
}
