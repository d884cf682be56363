// BorrowConfirmView: the view of the BorrowConfirm screen.
// Trellis created this file from Library.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (BorrowConfirmDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows BorrowConfirm: the default view until you write your own.
    public struct BorrowConfirmView: View {
        public let viewModel: BorrowConfirmViewModel

        public init(viewModel: BorrowConfirmViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            BorrowConfirmDefaultView(viewModel: viewModel)
        }
    }
#endif
