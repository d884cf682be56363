// ReminderDetailViewModel: the actions and reactions you write.
// Trellis created this file from Garden.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension ReminderDetailViewModel {
    /// Called by the view; what it does is yours to write.
    public func snooze() async {
        try? await reminderRepository.snooze(reminder: reminder)
    }

    /// Runs when `close` is called, before it sends `reminderClosed`: set state or check the input here, and return
    /// `false` to send nothing.
    func willClose() -> Bool {
        true
    }

    /// Runs when the user closed the screen with the system's own gesture (a back swipe, a swipe down), as it leaves:
    /// no route ran, so undo here what showing it set up elsewhere.
    func closedBySystemGesture() {
        // Undo here what showing the screen set up.
    }
}
