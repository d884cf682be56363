// Created by Trellis from Library.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

extension BorrowConfirmViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// fill in a title). The view model's values are read from what this returns.
    func preformat(_ state: BorrowConfirmState) -> BorrowConfirmState {
        state
    }
}

extension BorrowConfirmActions {
    /// Called by the view; what it does is yours to write.
    func confirm() async {
        // Write the action here: read `state`, call the repositories, then `updateState { … }`
        // or `sendEvent(…)`.
    }
}

extension BorrowConfirmActions {
    /// Runs when `finishLoan` is called, before it sends `loanConfirmed`: change the state or check the input here, and
    /// return `false` to send nothing.
    func willFinishLoan(loan: Loan) -> Bool {
        true
    }

    /// Runs when `cancel` is called, before it sends `borrowCancelled`: change the state or check the input here, and
    /// return `false` to send nothing.
    func willCancel() -> Bool {
        true
    }
}
