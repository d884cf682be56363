// Created by Trellis from Koober.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

/// What SignIn's view shows, as `preformat` makes it: the state itself until you make it a
/// type of your own (formatted text, rows whose closures call the screen's actions).
public typealias SignInDisplay = SignInState

extension SignInViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// format, rows whose closures call `actions`). The view model carries it as `display`.
    func preformat(_ state: SignInState, actions: SignInActions) -> SignInDisplay {
        // The address is shown as typed, without the spaces a paste brings along.
        var shown = state
        shown.email = state.email.trimmingCharacters(in: .whitespaces)
        return shown
    }
}

extension SignInActions {
    /// Signs in with the email and password the user saw typed; shows progress, then sends
    /// `signedIn` or shows why it failed.
    func signIn() async {
        let email = state.email.trimmingCharacters(in: .whitespaces)
        guard !email.isEmpty, !state.password.isEmpty else {
            updateState {
                $0.errorMessage = ErrorMessage(title: "Sign in failed", message: "Enter your email and password.")
            }
            return
        }
        updateState {
            $0.isSigningIn = true
            $0.isSignInEnabled = false
            $0.errorMessage = nil
        }
        do {
            let userSession = try await userSessionRepository.signIn(email: email, password: state.password)
            sendEvent(.signedIn(userSession: userSession))
        } catch {
            updateState {
                $0.isSigningIn = false
                $0.isSignInEnabled = true
                $0.errorMessage = ErrorMessage(title: "Sign in failed", message: "\(error)")
            }
        }
    }
}

extension SignInActions {
    /// Runs when the user closed the screen with the system's own gesture (a back swipe, a swipe
    /// down), before its state is let go: no route ran, so undo here what showing it set up
    /// elsewhere. `sendEvent(…)` reaches the flow that showed it.
    func closedBySystemGesture() {
        // Undo here what showing the screen set up.
    }
}
