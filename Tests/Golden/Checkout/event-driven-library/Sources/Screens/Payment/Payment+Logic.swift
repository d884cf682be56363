// Created by Trellis from Checkout.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

/// What Payment's view shows, as `preformat` makes it: the state itself until you make it a
/// type of your own (formatted text, rows whose closures call the screen's actions).
public typealias PaymentDisplay = PaymentState

extension PaymentViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// format, rows whose closures call `actions`). The view model carries it as `display`.
    func preformat(_ state: PaymentState, actions: PaymentActions) -> PaymentDisplay {
        state
    }
}

extension PaymentActions {
    /// Called by the view; what it does is yours to write.
    func pay() async {
        // Write the action here: read `state`, call the repositories, then `updateState { … }`
        // or `sendEvent(…)`.
    }
}

extension PaymentActions {
    /// Runs when `abandon` is called, before it sends `paymentAbandoned`: change the state or check the input here, and
    /// return `false` to send nothing.
    func willAbandon() -> Bool {
        true
    }
}

extension PaymentActions {
    /// Runs when the user closed the screen with the system's own gesture (a back swipe, a swipe
    /// down), before its state is let go: no route ran, so undo here what showing it set up
    /// elsewhere. `sendEvent(…)` reaches the flow that showed it.
    func closedBySystemGesture() {
        // Undo here what showing the screen set up.
    }
}
