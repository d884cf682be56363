// GettingUsersLocationView: the view of the GettingUsersLocation screen.
// Trellis created this file from Koober.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (GettingUsersLocationDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows GettingUsersLocation: the default view until you write your own.
    public struct GettingUsersLocationView: View {
        public let viewModel: GettingUsersLocationViewModel

        public init(viewModel: GettingUsersLocationViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            GettingUsersLocationDefaultView(viewModel: viewModel)
        }
    }
#endif
