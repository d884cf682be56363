// PlantListViewModel: the actions and reactions you write.
// Trellis created this file from Garden.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension PlantListViewModel {
    /// Called by the view; what it does is yours to write.
    public func load() async {
        if let plants = try? await plantRepository.plants() { self.plants = plants }
    }

    /// Runs when ``open`` is called, before it sends `plantSelected`: set state or check the input here, and return
    /// `false` to send nothing.
    func willOpen(plant: Plant) -> Bool {
        true
    }

    /// Runs when `add` is called, before it sends `addPlantRequested`: set state or check the input here, and return
    /// `false` to send nothing.
    func willAdd() -> Bool {
        true
    }

    /// Runs when `showReminders` is called, before it sends `remindersRequested`: set state or check the input here,
    /// and return `false` to send nothing.
    func willShowReminders() -> Bool {
        true
    }

    /// Handled by PlantList; Plants goes back.
    public func removeConfirmed(plant: Plant) {
        plants.removeAll { $0.id == plant.id }
        // The removal outlives the screen if need be, which it does not keep alive.
        Task { [plantRepository] in try? await plantRepository.remove(plant: plant) }
    }
}
