// ShelvesView: the view of the Shelves screen.
// Trellis created this file from Library.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (ShelvesDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows Shelves: the default view until you write your own.
    public struct ShelvesView: View {
        public let viewModel: ShelvesViewModel

        public init(viewModel: ShelvesViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            ShelvesDefaultView(viewModel: viewModel)
        }
    }
#endif
