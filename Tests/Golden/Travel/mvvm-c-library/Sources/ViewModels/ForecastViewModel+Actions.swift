// ForecastViewModel: the actions and reactions you write.
// Trellis created this file from Travel.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension ForecastViewModel {
    /// Called by the view; what it does is yours to write.
    public func refresh() async {
        // Write the action here.
    }

    /// Runs when `showDetails` is called, before it sends `forecastRequested`: set state or check the input here, and
    /// return `false` to send nothing.
    func willShowDetails(destination: String) -> Bool {
        true
    }
}
