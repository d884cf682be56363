// NewChatView: the view of the NewChat screen.
// Trellis created this file from Chat.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (NewChatDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows NewChat: the default view until you write your own.
    public struct NewChatView: View {
        public let viewModel: NewChatViewModel

        public init(viewModel: NewChatViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            NewChatDefaultView(viewModel: viewModel)
        }
    }
#endif
