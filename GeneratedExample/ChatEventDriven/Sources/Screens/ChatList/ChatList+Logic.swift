// Created by Trellis from Chat.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

/// The chat list as the view shows it: a row per chat, unread ones first, each opening its chat.
public nonisolated struct ChatListDisplay: Sendable {
    /// One chat: its title, its last message and whether it waits to be read.
    public struct Row: Identifiable, Sendable {
        public let id: ChatID
        public let title: String
        public let subtitle: String
        public let badge: String?
        /// Opens the chat (the list's `open` action).
        public let open: @MainActor @Sendable () -> Void
    }

    public let rows: [Row]
}

extension ChatListViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// format, rows whose closures call `actions`). The view model carries it as `display`.
    func preformat(_ state: ChatListState, actions: ChatListActions) -> ChatListDisplay {
        // Chats with unread messages first, then by contact.
        let chats = state.chats.sorted {
            ($0.unreadCount > 0 ? 0 : 1, $0.contact) < ($1.unreadCount > 0 ? 0 : 1, $1.contact)
        }
        return ChatListDisplay(
            rows: chats.map { chat in
                ChatListDisplay.Row(
                    id: chat.id, title: chat.contact, subtitle: chat.lastMessage ?? "No messages yet",
                    badge: chat.unreadCount > 0 ? "\(chat.unreadCount)" : nil, open: { actions.open(chat: chat) })
            })
    }
}

extension ChatListActions {
    /// Loads the chats the server keeps.
    func loadChats() async {
        do {
            let chats = try await chatRepository.loadChats()
            updateState {
                $0.chats = chats
                $0.errorMessage = nil
            }
        } catch {
            updateState { $0.errorMessage = "Could not load the chats: \(error)" }
        }
    }
}

extension ChatListState {
    /// The user opened a chat from the list.
    mutating func chatOpened(chat: Chat) {
        openChatID = chat.id
        update(chat.id) { $0.unreadCount = 0 }
    }

    /// Sent by Messages; handled by ChatList; Chats goes back.
    mutating func chatClosed(chat: Chat) {
        if openChatID == chat.id { openChatID = nil }
    }

    /// Sent by NewChat; handled by ChatList; Chats closes the presented screen.
    mutating func chatCreated(chat: Chat) {
        chats.append(chat)
    }

    /// The server stored a message the user wrote.
    mutating func messageSent(message: Message) {
        update(message.chatID) { $0.lastMessage = message.text }
    }

    /// A message from the other side arrived: from a socket, a push message or the chatbot.
    mutating func messageReceived(message: Message) {
        // A message for the chat on screen is read as it arrives; any other one waits, unread.
        let isRead = openChatID == message.chatID
        update(message.chatID) { chat in
            chat.lastMessage = message.text
            if !isRead { chat.unreadCount += 1 }
        }
    }

    /// Changes the chat `id`, if the list has it.
    private mutating func update(_ id: ChatID, _ change: (inout Chat) -> Void) {
        guard let index = chats.firstIndex(where: { $0.id == id }) else { return }
        change(&chats[index])
    }
}

extension ChatListActions {
    /// Runs once the delivery of `chatOpened` settled, after the state reacted to it: call the repositories here (start
    /// a Task for async work) or send an event.
    func afterChatOpened(chat: Chat) {
        // The list shows the chat read already; the server learns it too, so a reload agrees.
        Task { try? await chatRepository.markRead(chatID: chat.id) }
    }

    /// Runs once the delivery of `chatClosed` settled, after the state reacted to it: call the repositories here (start
    /// a Task for async work) or send an event.
    func afterChatClosed(chat: Chat) {
        // Start here the work the event calls for: the state has reacted already.
    }

    /// Runs once the delivery of `chatCreated` settled, after the state reacted to it: call the repositories here
    /// (start a Task for async work) or send an event.
    func afterChatCreated(chat: Chat) {
        // Start here the work the event calls for: the state has reacted already.
    }

    /// Runs once the delivery of `messageSent` settled, after the state reacted to it: call the repositories here
    /// (start a Task for async work) or send an event.
    func afterMessageSent(message: Message) {
        // Start here the work the event calls for: the state has reacted already.
    }

    /// Runs once the delivery of `messageReceived` settled, after the state reacted to it: call the repositories here
    /// (start a Task for async work) or send an event.
    func afterMessageReceived(message: Message) {
        // Start here the work the event calls for: the state has reacted already.
    }
}

extension ChatListActions {
    /// Runs when `open` is called, before it sends `chatOpened`: change the state or check the input here, and return
    /// `false` to send nothing.
    func willOpen(chat: Chat) -> Bool {
        true
    }

    /// Runs when `startNewChat` is called, before it sends `newChatRequested`: change the state or check the input
    /// here, and return `false` to send nothing.
    func willStartNewChat() -> Bool {
        true
    }
}
