// AddPlantViewModel: the actions and reactions you write.
// Trellis created this file from Garden.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension AddPlantViewModel {
    /// Runs when `save` is called, before it sends `plantAdded`: set state or check the input here, and return `false`
    /// to send nothing.
    func willSave() async -> Bool {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        _ = try? await plantRepository.add(name: trimmed.isEmpty ? "New plant" : trimmed, species: species)
        return true
    }

    /// Runs when `cancel` is called, before it sends `addPlantCancelled`: set state or check the input here, and return
    /// `false` to send nothing.
    func willCancel() -> Bool {
        true
    }

    /// Runs when the user closed the screen with the system's own gesture (a back swipe, a swipe down), as it leaves:
    /// no route ran, so undo here what showing it set up elsewhere.
    func closedBySystemGesture() {
        // Undo here what showing the screen set up.
    }
}
