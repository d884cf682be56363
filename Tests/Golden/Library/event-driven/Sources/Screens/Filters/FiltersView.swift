// FiltersView: the view of the Filters screen.
// Trellis created this file from Library.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (FiltersDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows Filters: the default view until you write your own.
    public struct FiltersView: View {
        public let viewModel: FiltersViewModel

        public init(viewModel: FiltersViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            FiltersDefaultView(viewModel: viewModel)
        }
    }
#endif
