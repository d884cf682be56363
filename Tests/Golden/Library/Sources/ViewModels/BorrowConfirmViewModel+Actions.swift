// BorrowConfirmViewModel: the actions and reactions you write.
// Trellis created this file from Library.json and never overwrites it: it is yours.

import Foundation

extension BorrowConfirmViewModel {
    /// Performs `confirm`; its body is written by hand.
    public func confirm() async {
        // Write the action here.
    }
}
