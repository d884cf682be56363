// SignInView: the view of the SignIn screen.
// Trellis created this file from Clinic.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (SignInDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows SignIn: the default view until you write your own.
    public struct SignInView: View {
        public let viewModel: SignInViewModel

        public init(viewModel: SignInViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            SignInDefaultView(viewModel: viewModel)
        }
    }
#endif
