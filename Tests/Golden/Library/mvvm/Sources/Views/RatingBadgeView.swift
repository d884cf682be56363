// RatingBadgeView: the view of the RatingBadge screen.
// Trellis created this file from Library.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (RatingBadgeDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.
// Another screen's view embeds this one, in its form: `@Environment(\.isEmbeddedScreen)` is true
// there, where a `Form` or a `NavigationStack` of yours would show inside the parent's.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows RatingBadge: the default view until you write your own.
    public struct RatingBadgeView: View {
        public let viewModel: RatingBadgeViewModel

        public init(viewModel: RatingBadgeViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            RatingBadgeDefaultView(viewModel: viewModel)
        }
    }
#endif
