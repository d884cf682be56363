// Created by Trellis from Library.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

/// What Catalogue's view shows, as `preformat` makes it: the state itself until you make it a
/// type of your own (formatted text, rows whose closures call the screen's actions).
public typealias CatalogueDisplay = CatalogueState

extension CatalogueViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// format, rows whose closures call `actions`). The view model carries it as `display`.
    func preformat(_ state: CatalogueState, actions: CatalogueActions) -> CatalogueDisplay {
        state
    }
}

extension CatalogueActions {
    /// Searches the catalogue.
    func search() async {
        // Write the action here: read `state`, call the repositories, then `updateState { … }`
        // or `sendEvent(…)`.
    }
}

extension CatalogueState {
    /// Sent by Filters; handled by Catalogue; Browse closes the presented screen.
    mutating func filtersApplied(query: SearchQuery) {
        // React to the event here by changing the state; listeners then get a new view model.
    }

    /// Sent by BorrowConfirm; handled by Catalogue; Borrowing finishes.
    mutating func loanConfirmed(loan: Loan) {
        // React to the event here by changing the state; listeners then get a new view model.
    }

    /// Sent by RatingBadge; handled by Catalogue.
    mutating func ratingChanged(rating: Double) {
        // React to the event here by changing the state; listeners then get a new view model.
    }
}

extension CatalogueActions {
    /// Runs once the delivery of `filtersApplied` settled, after the state reacted to it: call the repositories here
    /// (start a Task for async work) or send an event.
    func afterFiltersApplied(query: SearchQuery) {
        // Start here the work the event calls for: the state has reacted already.
    }

    /// Runs once the delivery of `loanConfirmed` settled, after the state reacted to it: call the repositories here
    /// (start a Task for async work) or send an event.
    func afterLoanConfirmed(loan: Loan) {
        // Start here the work the event calls for: the state has reacted already.
    }

    /// Runs once the delivery of `ratingChanged` settled, after the state reacted to it: call the repositories here
    /// (start a Task for async work) or send an event.
    func afterRatingChanged(rating: Double) {
        // Start here the work the event calls for: the state has reacted already.
    }
}

extension CatalogueActions {
    /// Runs when `select` is called, before it sends `bookSelected`: change the state or check the input here, and
    /// return `false` to send nothing.
    func willSelect(book: Book) -> Bool {
        true
    }

    /// Runs when `showFilters` is called, before it sends `filtersRequested`: change the state or check the input here,
    /// and return `false` to send nothing.
    func willShowFilters() -> Bool {
        true
    }

    /// Runs when `showAccount` is called, before it sends `accountRequested`: change the state or check the input here,
    /// and return `false` to send nothing.
    func willShowAccount() -> Bool {
        true
    }

    /// Runs when `showShelves` is called, before it sends `shelvesRequested`: change the state or check the input here,
    /// and return `false` to send nothing.
    func willShowShelves() -> Bool {
        true
    }
}
