// TripListView: the view of the TripList screen.
// Trellis created this file from Travel.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (TripListDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows TripList: the default view until you write your own.
    public struct TripListView: View {
        public let viewModel: TripListViewModel

        public init(viewModel: TripListViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            TripListDefaultView(viewModel: viewModel)
        }
    }
#endif
