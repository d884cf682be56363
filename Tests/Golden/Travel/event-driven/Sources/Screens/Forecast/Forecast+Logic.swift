// Created by Trellis from Travel.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

/// What Forecast's view shows, as `preformat` makes it: the state itself until you make it a
/// type of your own (formatted text, rows whose closures call the screen's actions).
public typealias ForecastDisplay = ForecastState

extension ForecastViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// format, rows whose closures call `actions`). The view model carries it as `display`.
    func preformat(_ state: ForecastState, actions: ForecastActions) -> ForecastDisplay {
        state
    }
}

extension ForecastActions {
    /// Called by the view; what it does is yours to write.
    func refresh() async {
        // Write the action here: read `state`, call the repositories, then `updateState { … }`
        // or `sendEvent(…)`.
    }
}

extension ForecastActions {
    /// Runs when `showDetails` is called, before it sends `forecastRequested`: change the state or check the input
    /// here, and return `false` to send nothing.
    func willShowDetails(destination: String) -> Bool {
        true
    }
}
