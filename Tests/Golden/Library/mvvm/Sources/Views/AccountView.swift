// AccountView: the view of the Account screen.
// Trellis created this file from Library.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (AccountDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows Account: the default view until you write your own.
    public struct AccountView: View {
        public let viewModel: AccountViewModel

        public init(viewModel: AccountViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            AccountDefaultView(viewModel: viewModel)
        }
    }
#endif
