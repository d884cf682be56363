// Created by Trellis from Koober.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

/// What SignUp's view shows, as `preformat` makes it: the state itself until you make it a
/// type of your own (formatted text, rows whose closures call the screen's actions).
public typealias SignUpDisplay = SignUpState

extension SignUpViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// format, rows whose closures call `actions`). The view model carries it as `display`.
    func preformat(_ state: SignUpState, actions: SignUpActions) -> SignUpDisplay {
        state
    }
}

extension SignUpActions {
    /// Creates the account from the typed fields, then sends `signedIn`.
    func signUp() async {
        let account = NewAccount(
            fullName: state.fullName, nickname: state.nickname, email: state.email,
            mobileNumber: state.mobileNumber, password: state.password)
        updateState {
            $0.isSigningUp = true
            $0.errorMessage = nil
        }
        do {
            let userSession = try await userSessionRepository.signUp(newAccount: account)
            sendEvent(.signedIn(userSession: userSession))
        } catch {
            updateState {
                $0.isSigningUp = false
                $0.errorMessage = ErrorMessage(title: "Sign up failed", message: "\(error)")
            }
        }
    }
}

extension SignUpActions {
    /// Runs when the user closed the screen with the system's own gesture (a back swipe, a swipe
    /// down), before its state is let go: no route ran, so undo here what showing it set up
    /// elsewhere. `sendEvent(…)` reaches the flow that showed it.
    func closedBySystemGesture() {
        // Undo here what showing the screen set up.
    }
}
