// CartViewModel: the actions and reactions you write.
// Trellis created this file from Checkout.json and never overwrites it: it is yours.

import Foundation

extension CartViewModel {
    /// Performs `load`; its body is written by hand.
    public func load() async {
        // Write the action here.
    }
}
