// DropoffLocationPickerViewModel: the actions and reactions you write.
// Trellis created this file from Koober.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension DropoffLocationPickerViewModel {
    /// Searches places matching the typed text, near the pickup location.
    public func search() async {
        let query = searchInput.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else {
            searchResults = []
            return
        }
        errorMessage = nil
        do {
            searchResults = try await locationRepository.searchForLocations(
                query: query, pickupLocation: pickupLocation)
        } catch {
            errorMessage = ErrorMessage(title: "Search failed", message: "\(error)")
        }
    }

    /// Runs when `select` is called, before it sends `dropoffLocationDetermined`: set state or check the input here,
    /// and return `false` to send nothing.
    func willSelect(dropoffLocation: Location) -> Bool {
        true
    }

    /// Runs when `cancel` is called, before it sends `dropoffLocationSelectionCancelled`: set state or check the input
    /// here, and return `false` to send nothing.
    func willCancel() -> Bool {
        true
    }

    /// Runs when the user closed the screen with the system's own gesture (a back swipe, a swipe down), as it leaves:
    /// no route ran, so undo here what showing it set up elsewhere.
    func closedBySystemGesture() {
        // Undo here what showing the screen set up.
    }
}
