// BorrowConfirmViewModel: the actions and reactions you write.
// Trellis created this file from LibraryMVVM.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension BorrowConfirmViewModel {
    /// Performs `confirm`; its body is written by hand.
    public func confirm() async {
        // Write the action here.
    }
}
