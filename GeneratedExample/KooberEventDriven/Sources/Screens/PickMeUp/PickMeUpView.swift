// PickMeUpView: the view of the PickMeUp screen.
// Trellis created this file from Koober.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (PickMeUpDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows PickMeUp: the default view until you write your own.
    public struct PickMeUpView: View {
        public let viewModel: PickMeUpViewModel

        public init(viewModel: PickMeUpViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            PickMeUpDefaultView(viewModel: viewModel)
        }
    }
#endif
