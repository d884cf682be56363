// Created by Trellis from Checkout.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

extension PaymentMethodPickerViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// fill in a title). The view model's values are read from what this returns.
    func preformat(_ state: PaymentMethodPickerState) -> PaymentMethodPickerState {
        state
    }
}

extension PaymentMethodPickerActions {
    /// Runs when `choose` is called, before it sends `paymentMethodChosen`: change the state or check the input here,
    /// and return `false` to send nothing.
    func willChoose(method: PaymentMethod) -> Bool {
        true
    }

    /// Runs when `cancel` is called, before it sends `cancelled`: change the state or check the input here, and return
    /// `false` to send nothing.
    func willCancel() -> Bool {
        true
    }
}
