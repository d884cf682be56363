// PickedView: the view of the Picked screen.
// Trellis created this file from Shadows.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (PickedDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows Picked: the default view until you write your own.
    public struct PickedView: SwiftUI.View {
        public let viewModel: PickedViewModel

        public init(viewModel: PickedViewModel) {
            self.viewModel = viewModel
        }

        public var body: some SwiftUI.View {
            PickedDefaultView(viewModel: viewModel)
        }
    }
#endif
