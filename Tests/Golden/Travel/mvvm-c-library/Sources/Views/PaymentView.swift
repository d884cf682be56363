// PaymentView: the view of the Payment screen.
// Trellis created this file from Travel.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (PaymentDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows Payment: the default view until you write your own.
    public struct PaymentView: View {
        public let viewModel: PaymentViewModel

        public init(viewModel: PaymentViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            PaymentDefaultView(viewModel: viewModel)
        }
    }
#endif
