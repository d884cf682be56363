import Foundation

/// The chats and their messages, kept in memory in place of a server: for previews, demos and
/// tests. One actor serves both repositories, as one server would.
public actor InMemoryChatServer {
    private var chats: [Chat]
    private var messages: [ChatID: [Message]] = [:]
    private var nextMessage = 1

    /// Creates the server with `chats`, none of them with messages yet.
    public init(chats: [Chat] = []) {
        self.chats = chats
    }

    public func loadChats() async throws -> [Chat] {
        chats
    }

    public func markRead(chatID: ChatID) async throws {
        if let index = chats.firstIndex(where: { $0.id == chatID }) { chats[index].unreadCount = 0 }
    }

    public func createChat(contact: String) async throws -> Chat {
        let chat = Chat(
            id: ChatID(rawValue: "chat-\(chats.count + 1)"), contact: contact, lastMessage: nil, unreadCount: 0)
        chats.append(chat)
        return chat
    }

    public func loadMessages(chatID: ChatID) async throws -> [Message] {
        messages[chatID] ?? []
    }

    public func post(chatID: ChatID, text: String) async throws -> Message {
        store(Message(id: "", chatID: chatID, text: text, isFromMe: true))
    }

    /// Stores a message from the other side of `chatID`, as a socket would deliver it.
    public func receive(chatID: ChatID, text: String) -> Message {
        store(Message(id: "", chatID: chatID, text: text, isFromMe: false))
    }

    private func store(_ message: Message) -> Message {
        var stored = message
        stored.id = "message-\(nextMessage)"
        nextMessage += 1
        messages[stored.chatID, default: []].append(stored)
        if let index = chats.firstIndex(where: { $0.id == stored.chatID }) {
            chats[index].lastMessage = stored.text
            if !stored.isFromMe { chats[index].unreadCount += 1 }
        }
        return stored
    }
}

// The conformance is declared in an extension, not on the actor: Swift 6.3 infers `nonisolated`
// from a `nonisolated` protocol named in an actor's declaration, which an actor cannot be, and
// fails the build once the module itself uses the actor.
extension InMemoryChatServer: ChatRepository, MessageRepository {}
