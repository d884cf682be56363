// AppointmentsView: the view of the Appointments screen.
// Trellis created this file from Clinic.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (AppointmentsDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows Appointments: the default view until you write your own.
    public struct AppointmentsView: View {
        public let viewModel: AppointmentsViewModel

        public init(viewModel: AppointmentsViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            AppointmentsDefaultView(viewModel: viewModel)
        }
    }
#endif
