// CatalogueViewModel: the actions and reactions you write.
// Trellis created this file from Library.json and never overwrites it: it is yours.

import Foundation

extension CatalogueViewModel {
    /// Searches the catalogue.
    public func search() async {
        // Write the action here.
    }

    /// Tells that `filtersApplied` happened.
    public func filtersApplied(query: SearchQuery) {
        // React to the event here.
    }

    /// Tells that `loanConfirmed` happened.
    public func loanConfirmed(loan: Loan) {
        // React to the event here.
    }

    /// Tells that `ratingChanged` happened.
    public func ratingChanged(rating: Double) {
        // React to the event here.
    }
}
