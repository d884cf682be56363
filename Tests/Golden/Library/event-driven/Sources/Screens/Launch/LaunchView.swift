// LaunchView: the view of the Launch screen.
// Trellis created this file from Library.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (LaunchDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows Launch: the default view until you write your own.
    public struct LaunchView: View {
        public let viewModel: LaunchViewModel

        public init(viewModel: LaunchViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            LaunchDefaultView(viewModel: viewModel)
        }
    }
#endif
