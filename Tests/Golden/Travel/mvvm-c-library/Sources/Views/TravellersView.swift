// TravellersView: the view of the Travellers screen.
// Trellis created this file from Travel.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (TravellersDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows Travellers: the default view until you write your own.
    public struct TravellersView: View {
        public let viewModel: TravellersViewModel

        public init(viewModel: TravellersViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            TravellersDefaultView(viewModel: viewModel)
        }
    }
#endif
