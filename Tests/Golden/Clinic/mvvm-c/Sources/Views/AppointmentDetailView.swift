// AppointmentDetailView: the view of the AppointmentDetail screen.
// Trellis created this file from Clinic.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (AppointmentDetailDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows AppointmentDetail: the default view until you write your own.
    public struct AppointmentDetailView: View {
        public let viewModel: AppointmentDetailViewModel

        public init(viewModel: AppointmentDetailViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            AppointmentDetailDefaultView(viewModel: viewModel)
        }
    }
#endif
