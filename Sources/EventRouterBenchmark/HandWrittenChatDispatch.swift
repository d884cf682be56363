@testable import ChatEventDriven

/// What a careful hand-written seed-001 dispatch does with `messageReceived` while Messages shows
/// over ChatList: the same two states react to it (the screens' own reactions), each screen's view
/// model is rebuilt by its builder and handed to the one view that shows it, and the reactions'
/// effects run. No showings, no flows, no store: two properties and a switch.
@MainActor
final class HandWrittenChatDispatch {
    private(set) var chatList: ChatListState
    private(set) var messages: MessagesState
    /// What the two views show now.
    private(set) var chatListViewModel: ChatListViewModel?
    private(set) var messagesViewModel: MessagesViewModel?
    private var chatListBuilder: ChatListViewModelBuilder?
    private var messagesBuilder: MessagesViewModelBuilder?

    init(container: ChatDependencyContainer, chatList: ChatListState, messages: MessagesState) {
        self.chatList = chatList
        self.messages = messages
        chatListBuilder = container.makeChatListViewModelBuilder(
            readState: { [weak self] in self?.chatList },
            deliverEvent: { [weak self] in self?.dispatch($0) },
            applyChange: { [weak self] change in self.map { change(&$0.chatList) } })
        messagesBuilder = container.makeMessagesViewModelBuilder(
            readState: { [weak self] in self?.messages },
            deliverEvent: { [weak self] in self?.dispatch($0) },
            applyChange: { [weak self] change in self.map { change(&$0.messages) } })
    }

    func dispatch(_ event: ChatRoutedEvent) {
        switch event {
        case .message(.messageReceived(let message)):
            chatList.messageReceived(message: message)
            messages.messageReceived(message: message)
            chatListViewModel = chatListBuilder?.build(chatList)
            messagesViewModel = messagesBuilder?.build(messages)
            chatListBuilder?.makeActions(chatList).afterMessageReceived(message: message)
            messagesBuilder?.makeActions(messages).afterMessageReceived(message: message)
        default:
            break
        }
    }
}
