// ChatListView: the view of the ChatList screen.
// Trellis created this file from Chat.json; it is yours. Replace the body with your layout: it
// may show the default view's parts (ChatListDefaultView(viewModel:).rows, or one part by its
// property). Regenerating never changes this file; the default view follows the spec.

#if canImport(SwiftUI)
    import SwiftUI

    /// Shows ChatList: the default view until you write your own.
    public struct ChatListView: View {
        public let viewModel: ChatListViewModel

        public init(viewModel: ChatListViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            ChatListDefaultView(viewModel: viewModel)
        }
    }
#endif
