// EditorView: the view of the Editor screen.
// Trellis created this file from Shadows.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (EditorDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows Editor: the default view until you write your own.
    public struct EditorView: SwiftUI.View {
        public let viewModel: EditorViewModel

        public init(viewModel: EditorViewModel) {
            self.viewModel = viewModel
        }

        public var body: some SwiftUI.View {
            EditorDefaultView(viewModel: viewModel)
        }
    }
#endif
