// PlantListView: the view of the PlantList screen.
// Trellis created this file from Garden.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (PlantListDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows PlantList: the default view until you write your own.
    public struct PlantListView: View {
        public let viewModel: PlantListViewModel

        public init(viewModel: PlantListViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            PlantListDefaultView(viewModel: viewModel)
        }
    }
#endif
