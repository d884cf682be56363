// Created by Trellis from Koober.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

/// What DropoffLocationPicker's view shows, as `preformat` makes it: the state itself until you make it a
/// type of your own (formatted text, rows whose closures call the screen's actions).
public typealias DropoffLocationPickerDisplay = DropoffLocationPickerState

extension DropoffLocationPickerViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// format, rows whose closures call `actions`). The view model carries it as `display`.
    func preformat(
        _ state: DropoffLocationPickerState,
        actions: DropoffLocationPickerActions
    ) -> DropoffLocationPickerDisplay {
        state
    }
}

extension DropoffLocationPickerActions {
    /// Searches places for what the user typed, nearest to the pickup first.
    func search() async {
        do {
            let results = try await locationRepository.searchForLocations(
                query: state.searchInput, pickupLocation: state.pickupLocation)
            updateState { $0.searchResults = results }
        } catch {
            updateState { $0.errorMessage = ErrorMessage(title: "Search failed", message: "\(error)") }
        }
    }
}

extension DropoffLocationPickerActions {
    /// Runs when `select` is called, before it sends `dropoffLocationDetermined`: change the state or check the input
    /// here, and return `false` to send nothing.
    func willSelect(dropoffLocation: Location) -> Bool {
        true
    }

    /// Runs when `cancel` is called, before it sends `dropoffLocationSelectionCancelled`: change the state or check the
    /// input here, and return `false` to send nothing.
    func willCancel() -> Bool {
        true
    }
}

extension DropoffLocationPickerActions {
    /// Runs when the user closed the screen with the system's own gesture (a back swipe, a swipe
    /// down), before its state is let go: no route ran, so undo here what showing it set up
    /// elsewhere. `sendEvent(…)` reaches the flow that showed it.
    func closedBySystemGesture() {
        // Undo here what showing the screen set up.
    }
}
