// Hand-written: the example app's repositories, kept in memory.

import Foundation

/// The gardener's plants, kept in memory: added, watered and removed.
public actor InMemoryPlantRepository: PlantRepository {
    private var stored: [Plant]
    /// When each plant was last watered, by its id.
    private(set) var lastWatered: [UUID: Date] = [:]

    /// Creates the repository holding `plants`.
    public init(plants: [Plant]) {
        stored = plants
    }

    public func plants() async throws -> [Plant] {
        stored
    }

    /// Adds a plant watered every week, with a new id.
    public func add(name: String, species: String) async throws -> Plant {
        let plant = Plant(id: UUID(), name: name, species: species, daysBetweenWatering: 7)
        stored.append(plant)
        return plant
    }

    public func remove(plant: Plant) async throws {
        stored.removeAll { $0.id == plant.id }
    }

    public func water(plant: Plant) async throws {
        lastWatered[plant.id] = Date()
    }
}

/// Watering reminders, kept in memory; a snoozed one comes due a day later.
public actor InMemoryReminderRepository: ReminderRepository {
    private var stored: [Reminder]

    /// Creates the repository holding `reminders`.
    public init(reminders: [Reminder]) {
        stored = reminders
    }

    /// The reminders, the one due first first.
    public func reminders() async throws -> [Reminder] {
        stored.sorted { $0.due < $1.due }
    }

    public func snooze(reminder: Reminder) async throws {
        guard let index = stored.firstIndex(where: { $0.id == reminder.id }) else { return }
        stored[index] = Reminder(
            id: reminder.id, plantName: reminder.plantName, due: reminder.due.addingTimeInterval(86_400))
    }
}
