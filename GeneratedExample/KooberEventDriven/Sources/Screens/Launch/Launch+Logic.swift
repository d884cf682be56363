// Created by Trellis from Koober.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

/// What Launch's view shows, as `preformat` makes it: the state itself until you make it a
/// type of your own (formatted text, rows whose closures call the screen's actions).
public typealias LaunchDisplay = LaunchState

extension LaunchViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// format, rows whose closures call `actions`). The view model carries it as `display`.
    func preformat(_ state: LaunchState, actions: LaunchActions) -> LaunchDisplay {
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
