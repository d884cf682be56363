// AppointmentsViewModel: the actions and reactions you write.
// Trellis created this file from Clinic.json; it is yours. When the spec changes, new stubs
// are merged in beside your code (see .trellis-manifest.json in the output folder).

import Foundation

extension AppointmentsViewModel {
    /// Runs when ``open`` is called, before it sends `appointmentSelected`: set state or check the input here, and
    /// return `false` to send nothing.
    func willOpen(appointment: Appointment) -> Bool {
        true
    }

    /// Runs when `book` is called, before it sends `bookingRequested`: set state or check the input here, and return
    /// `false` to send nothing.
    func willBook() -> Bool {
        true
    }

    /// From outside: the clinic moved an appointment.
    public func appointmentChanged(appointment: Appointment) {
        // React to the event here.
    }
}
