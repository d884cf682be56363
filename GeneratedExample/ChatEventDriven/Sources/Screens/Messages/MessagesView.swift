// MessagesView: the view of the Messages screen.
// Trellis created this file from Chat.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (MessagesDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows Messages: the default view until you write your own.
    public struct MessagesView: View {
        public let viewModel: MessagesViewModel

        public init(viewModel: MessagesViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            MessagesDefaultView(viewModel: viewModel)
        }
    }
#endif
