// CartViewModel: the actions and reactions you write.
// Trellis created this file from Checkout.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension CartViewModel {
    /// Performs `load`; its body is written by hand.
    public func load() async {
        // Write the action here.
    }

    /// Runs when `checkout` is called, before it sends `checkoutStarted`: set state or check the input here, and return
    /// `false` to send nothing.
    func willCheckout() -> Bool {
        true
    }
}
