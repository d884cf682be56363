// SignUpView: the view of the SignUp screen.
// Trellis created this file from Koober.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (SignUpDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows SignUp: the default view until you write your own.
    public struct SignUpView: View {
        public let viewModel: SignUpViewModel

        public init(viewModel: SignUpViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            SignUpDefaultView(viewModel: viewModel)
        }
    }
#endif
