// Created by Trellis from Library.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

/// What BorrowConfirm's view shows, as `preformat` makes it: the state itself until you make it a
/// type of your own (formatted text, rows whose closures call the screen's actions).
public typealias BorrowConfirmDisplay = BorrowConfirmState

extension BorrowConfirmViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// format, rows whose closures call `actions`). The view model carries it as `display`.
    func preformat(_ state: BorrowConfirmState, actions: BorrowConfirmActions) -> BorrowConfirmDisplay {
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
