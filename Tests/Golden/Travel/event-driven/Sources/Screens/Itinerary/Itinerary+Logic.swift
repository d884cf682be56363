// Created by Trellis from Travel.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

/// What Itinerary's view shows, as `preformat` makes it: the state itself until you make it a
/// type of your own (formatted text, rows whose closures call the screen's actions).
public typealias ItineraryDisplay = ItineraryState

extension ItineraryViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// format, rows whose closures call `actions`). The view model carries it as `display`.
    func preformat(_ state: ItineraryState, actions: ItineraryActions) -> ItineraryDisplay {
        state
    }
}
