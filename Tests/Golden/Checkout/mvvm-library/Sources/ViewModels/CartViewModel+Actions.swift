// CartViewModel: the actions and reactions you write.
// Trellis created this file from Checkout.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension CartViewModel {
    /// Called by the view; what it does is yours to write.
    public func load() async {
        // Write the action here.
    }

    /// Runs when `checkout` is called, before it sends `checkoutStarted`: set state or check the input here, and return
    /// `false` to send nothing.
    func willCheckout() -> Bool {
        true
    }
}
