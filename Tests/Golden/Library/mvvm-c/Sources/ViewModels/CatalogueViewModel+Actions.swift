// CatalogueViewModel: the actions and reactions you write.
// Trellis created this file from Library.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension CatalogueViewModel {
    /// Searches the catalogue.
    public func search() async {
        // Write the action here.
    }

    /// Runs when `select` is called, before it sends `bookSelected`: set state or check the input here, and return
    /// `false` to send nothing.
    func willSelect(book: Book) -> Bool {
        true
    }

    /// Runs when `showFilters` is called, before it sends `filtersRequested`: set state or check the input here, and
    /// return `false` to send nothing.
    func willShowFilters() -> Bool {
        true
    }

    /// Runs when `showAccount` is called, before it sends `accountRequested`: set state or check the input here, and
    /// return `false` to send nothing.
    func willShowAccount() -> Bool {
        true
    }

    /// Runs when `showShelves` is called, before it sends `shelvesRequested`: set state or check the input here, and
    /// return `false` to send nothing.
    func willShowShelves() -> Bool {
        true
    }

    /// Sent by Filters; handled by Catalogue; Browse closes the presented screen.
    public func filtersApplied(query: SearchQuery) {
        // React to the event here.
    }

    /// Sent by BorrowConfirm; handled by Catalogue; Borrowing finishes.
    public func loanConfirmed(loan: Loan) {
        // React to the event here.
    }

    /// Sent by RatingBadge; handled by Catalogue.
    public func ratingChanged(rating: Double) {
        // React to the event here.
    }
}
