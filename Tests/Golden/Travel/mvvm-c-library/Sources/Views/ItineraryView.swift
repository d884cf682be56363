// ItineraryView: the view of the Itinerary screen.
// Trellis created this file from Travel.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (ItineraryDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.
// Another screen's view embeds this one, in its form: `@Environment(\.isEmbeddedScreen)` is true
// there, where a `Form` or a `NavigationStack` of yours would show inside the parent's.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows Itinerary: the default view until you write your own.
    public struct ItineraryView: View {
        public let viewModel: ItineraryViewModel

        public init(viewModel: ItineraryViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            ItineraryDefaultView(viewModel: viewModel)
        }
    }
#endif
