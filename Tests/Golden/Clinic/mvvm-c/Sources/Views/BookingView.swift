// BookingView: the view of the Booking screen.
// Trellis created this file from Clinic.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (BookingDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows Booking: the default view until you write your own.
    public struct BookingView: View {
        public let viewModel: BookingViewModel

        public init(viewModel: BookingViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            BookingDefaultView(viewModel: viewModel)
        }
    }
#endif
