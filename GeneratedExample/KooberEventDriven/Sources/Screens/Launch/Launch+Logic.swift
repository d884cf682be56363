// Created by Trellis from Koober.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

extension LaunchViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// fill in a title). The view model's values are read from what this returns.
    func preformat(_ state: LaunchState) -> LaunchState {
        state
    }
}

extension LaunchActions {
    /// Reads the stored session and tells whether the user is signed in.
    func loadUserSession() async {
        updateState { $0.errorMessage = nil }
        do {
            if let userSession = try await userSessionRepository.readUserSession() {
                sendEvent(.signedIn(userSession: userSession))
            } else {
                sendEvent(.notSignedIn)
            }
        } catch {
            updateState { $0.errorMessage = ErrorMessage(title: "Could not read your session", message: "\(error)") }
        }
    }
}
