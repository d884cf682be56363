// BookDetailView: the view of the BookDetail screen.
// Trellis created this file from Library.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (BookDetailDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows BookDetail: the default view until you write your own.
    public struct BookDetailView: View {
        public let viewModel: BookDetailViewModel

        public init(viewModel: BookDetailViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            BookDetailDefaultView(viewModel: viewModel)
        }
    }
#endif
