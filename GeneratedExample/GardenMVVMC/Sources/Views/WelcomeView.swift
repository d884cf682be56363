// WelcomeView: the view of the Welcome screen.
// Trellis created this file from Garden.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (WelcomeDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows Welcome: the default view until you write your own.
    public struct WelcomeView: View {
        public let viewModel: WelcomeViewModel

        public init(viewModel: WelcomeViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            WelcomeDefaultView(viewModel: viewModel)
        }
    }
#endif
