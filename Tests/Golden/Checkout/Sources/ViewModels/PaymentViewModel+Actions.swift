// PaymentViewModel: the actions and reactions you write.
// Trellis created this file from Checkout.json and never overwrites it: it is yours.

import Foundation

extension PaymentViewModel {
    /// Performs `pay`; its body is written by hand.
    public func pay() async {
        // Write the action here.
    }
}
