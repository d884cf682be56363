// TripDetailView: the view of the TripDetail screen.
// Trellis created this file from Travel.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (TripDetailDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows TripDetail: the default view until you write your own.
    public struct TripDetailView: View {
        public let viewModel: TripDetailViewModel

        public init(viewModel: TripDetailViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            TripDetailDefaultView(viewModel: viewModel)
        }
    }
#endif
