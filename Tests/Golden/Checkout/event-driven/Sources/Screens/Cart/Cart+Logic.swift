// Created by Trellis from Checkout.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

extension CartViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// fill in a title). The view model's values are read from what this returns.
    func preformat(_ state: CartState) -> CartState {
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
