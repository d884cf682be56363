// BorrowConfirmViewModel: the actions and reactions you write.
// Trellis created this file from Library.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension BorrowConfirmViewModel {
    /// Called by the view; what it does is yours to write.
    public func confirm() async {
        // Write the action here.
    }

    /// Runs when `finishLoan` is called, before it sends `loanConfirmed`: set state or check the input here, and return
    /// `false` to send nothing.
    func willFinishLoan(loan: Loan) -> Bool {
        true
    }

    /// Runs when `cancel` is called, before it sends `borrowCancelled`: set state or check the input here, and return
    /// `false` to send nothing.
    func willCancel() -> Bool {
        true
    }
}
