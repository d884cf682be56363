// ProfileViewModel: the actions and reactions you write.
// Trellis created this file from Clinic.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension ProfileViewModel {
    /// Runs when `showAppointments` is called, before it sends `appointmentsRequested`: set state or check the input
    /// here, and return `false` to send nothing.
    func willShowAppointments() -> Bool {
        true
    }

    /// Runs when `signOut` is called, before it sends `signOutRequested`: set state or check the input here, and return
    /// `false` to send nothing.
    func willSignOut() -> Bool {
        true
    }

    /// Runs when `reset` is called, before it sends `profileReset`: set state or check the input here, and return
    /// `false` to send nothing.
    func willReset() -> Bool {
        true
    }
}
