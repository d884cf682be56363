// ReaderView: the view of the Reader screen.
// Trellis created this file from Shadows.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (ReaderDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows Reader: the default view until you write your own.
    public struct ReaderView: SwiftUI.View {
        public let viewModel: ReaderViewModel

        public init(viewModel: ReaderViewModel) {
            self.viewModel = viewModel
        }

        public var body: some SwiftUI.View {
            ReaderDefaultView(viewModel: viewModel)
        }
    }
#endif
