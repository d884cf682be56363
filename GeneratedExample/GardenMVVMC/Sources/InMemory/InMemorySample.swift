// Hand-written: the example app's sample data.

import Foundation

extension GardenDependencyContainer {
    /// A container over in-memory repositories: three plants, and a reminder for two of them.
    public static func inMemorySample() -> GardenDependencyContainer {
        let monstera = Plant(id: UUID(), name: "Monstera", species: "Monstera deliciosa", daysBetweenWatering: 7)
        let fern = Plant(id: UUID(), name: "Fern", species: "Nephrolepis exaltata", daysBetweenWatering: 3)
        let cactus = Plant(id: UUID(), name: "Cactus", species: "Echinopsis", daysBetweenWatering: 21)
        let today = Date(timeIntervalSinceReferenceDate: 0)
        return GardenDependencyContainer(
            plantRepository: InMemoryPlantRepository(plants: [monstera, fern, cactus]),
            reminderRepository: InMemoryReminderRepository(reminders: [
                Reminder(id: UUID(), plantName: fern.name, due: today),
                Reminder(id: UUID(), plantName: monstera.name, due: today.addingTimeInterval(4 * 86_400)),
            ]))
    }
}
