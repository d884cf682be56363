// ReminderListViewModel: the actions and reactions you write.
// Trellis created this file from Garden.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension ReminderListViewModel {
    /// Called by the view; what it does is yours to write.
    public func load() async {
        if let reminders = try? await reminderRepository.reminders() { self.reminders = reminders }
    }

    /// Runs when ``open`` is called, before it sends `reminderSelected`: set state or check the input here, and return
    /// `false` to send nothing.
    func willOpen(reminder: Reminder) -> Bool {
        true
    }

    /// Runs when `leave` is called, before it sends `leaveRequested`: set state or check the input here, and return
    /// `false` to send nothing.
    func willLeave() -> Bool {
        true
    }

    /// From outside: a reminder came due (a local notification).
    public func reminderDue(reminder: Reminder) {
        reminders.removeAll { $0.id == reminder.id }
        reminders.insert(reminder, at: 0)
    }
}
