// PlantDetailView: the view of the PlantDetail screen.
// Trellis created this file from Garden.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (PlantDetailDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows PlantDetail: the default view until you write your own.
    public struct PlantDetailView: View {
        public let viewModel: PlantDetailViewModel

        public init(viewModel: PlantDetailViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            PlantDetailDefaultView(viewModel: viewModel)
        }
    }
#endif
