// Created by Trellis from Checkout.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

/// What Cart's view shows, as `preformat` makes it: the state itself until you make it a
/// type of your own (formatted text, rows whose closures call the screen's actions).
public typealias CartDisplay = CartState

extension CartViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// format, rows whose closures call `actions`). The view model carries it as `display`.
    func preformat(_ state: CartState, actions: CartActions) -> CartDisplay {
        state
    }
}

extension CartActions {
    /// Called by the view; what it does is yours to write.
    func load() async {
        // Write the action here: read `state`, call the repositories, then `updateState { … }`
        // or `sendEvent(…)`.
    }
}

extension CartActions {
    /// Runs when `checkout` is called, before it sends `checkoutStarted`: change the state or check the input here, and
    /// return `false` to send nothing.
    func willCheckout() -> Bool {
        true
    }
}
