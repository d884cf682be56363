// PreviewView: the view of the Preview screen.
// Trellis created this file from Shadows.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (PreviewDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.
// Another screen's view embeds this one, in its form: `@Environment(\.isEmbeddedScreen)` is true
// there, where a `Form` or a `NavigationStack` of yours would show inside the parent's.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows Preview: the default view until you write your own.
    public struct PreviewView: SwiftUI.View {
        public let viewModel: PreviewViewModel

        public init(viewModel: PreviewViewModel) {
            self.viewModel = viewModel
        }

        public var body: some SwiftUI.View {
            PreviewDefaultView(viewModel: viewModel)
        }
    }
#endif
