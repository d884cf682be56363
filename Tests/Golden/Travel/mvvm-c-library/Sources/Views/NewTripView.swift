// NewTripView: the view of the NewTrip screen.
// Trellis created this file from Travel.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (NewTripDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows NewTrip: the default view until you write your own.
    public struct NewTripView: View {
        public let viewModel: NewTripViewModel

        public init(viewModel: NewTripViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            NewTripDefaultView(viewModel: viewModel)
        }
    }
#endif
