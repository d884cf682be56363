// ProfileView: the view of the Profile screen.
// Trellis created this file from Clinic.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (ProfileDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows Profile: the default view until you write your own.
    public struct ProfileView: View {
        public let viewModel: ProfileViewModel

        public init(viewModel: ProfileViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            ProfileDefaultView(viewModel: viewModel)
        }
    }
#endif
