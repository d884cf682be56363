// CatalogueView: the view of the Catalogue screen.
// Trellis created this file from Library.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (CatalogueDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows Catalogue: the default view until you write your own.
    public struct CatalogueView: View {
        public let viewModel: CatalogueViewModel

        public init(viewModel: CatalogueViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            CatalogueDefaultView(viewModel: viewModel)
        }
    }
#endif
