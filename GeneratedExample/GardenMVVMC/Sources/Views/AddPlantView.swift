// AddPlantView: the view of the AddPlant screen.
// Trellis created this file from Garden.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (AddPlantDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows AddPlant: the default view until you write your own.
    public struct AddPlantView: View {
        public let viewModel: AddPlantViewModel

        public init(viewModel: AddPlantViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            AddPlantDefaultView(viewModel: viewModel)
        }
    }
#endif
