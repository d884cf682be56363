import Foundation
import Testing

@testable import ChatEventDriven

/// The point of static event-driven MVVM, over the real router: a message from outside (the
/// chatbot's answer, as a socket would deliver it) takes the same road as a tap, and reaches
/// whichever screens are shown.
@MainActor
@Suite struct ChatBotTests {
    let ada = Chat(id: ChatID(rawValue: "ada"), contact: "Ada", lastMessage: nil, unreadCount: 0)
    let navigator = RecordingNavigator()
    let listener = RecordingListener()

    /// A started router over an in-memory server with one chat, and a bot that answers at once.
    func start() -> (ChatEventRouter, ChatBot) {
        let server = InMemoryChatServer(chats: [ada])
        let router = ChatDependencyContainer(chatRepository: server, messageRepository: server)
            .makeEventRouter(navigator: navigator)
        let bot = ChatBot(server: server, pause: .milliseconds(1))
        bot.connect(to: router)
        listener.listen(to: router.handler)
        router.start()
        return (router, bot)
    }

    @Test func anAnswerArrivesInTheOpenChatAndIsRead() async throws {
        let (router, bot) = start()
        await router.handler.chatListViewModel?.loadChats()
        router.handler.chatListViewModel?.open(ada)
        #expect(navigator.top == .messages(chat: ada))

        router.handler.messagesViewModel?.setDraft("Hello?")
        await router.handler.messagesViewModel?.send()
        await bot.answersArrived()

        let shown = try #require(listener.messages.last)
        #expect(shown.messages.map(\.text) == ["Hello?", "Good question. Let me think about \"Hello\"."])
        #expect(shown.messages.map(\.isFromMe) == [true, false])
        #expect(shown.draft.isEmpty)
        // The list saw the answer too, but the chat was open: nothing is unread.
        #expect(
            router.handler.chatListViewModel?.chats.first?.lastMessage == "Good question. Let me think about \"Hello\"."
        )
        #expect(router.handler.chatListViewModel?.chats.first?.unreadCount == 0)
    }

    @Test func anAnswerToAClosedChatMarksItUnreadInTheList() async {
        let (router, bot) = start()
        await router.handler.chatListViewModel?.loadChats()
        router.handler.chatListViewModel?.open(ada)
        router.handler.messagesViewModel?.setDraft("See you")
        await router.handler.messagesViewModel?.send()
        let messagesBefore = listener.messages.count

        // The user leaves before the answer arrives: the messages screen no longer listens.
        router.handler.messagesViewModel?.close()
        #expect(navigator.stack == ["ChatList"])
        #expect(router.handler.messagesViewModel == nil)
        await bot.answersArrived()

        #expect(listener.messages.count == messagesBefore)
        #expect(router.handler.chatListViewModel?.chats.first?.unreadCount == 1)
        #expect(router.handler.chatListViewModel?.chats.first?.lastMessage == "You said: See you")
    }

    /// The user swipes back instead of tapping Close: Messages hears it (`closedBySystemGesture`)
    /// and tells the list, so a later answer counts as unread there.
    @Test func aSwipeBackClosesTheChatForTheList() async throws {
        let (router, bot) = start()
        await router.handler.chatListViewModel?.loadChats()
        router.handler.chatListViewModel?.open(ada)
        router.handler.messagesViewModel?.setDraft("Bye")
        await router.handler.messagesViewModel?.send()

        router.uiPresented(try #require(navigator.closeTopBySystemGesture()))
        await bot.answersArrived()

        #expect(router.flows.first?.navigation.stack.map(\.screen) == [.chatList])
        #expect(router.store.messages.isEmpty, "the swiped-away screen's state is let go")
        #expect(navigator.log.last == "push Messages", "the route's pop did not run: the screen was gone")
        #expect(router.handler.chatListViewModel?.chats.first?.unreadCount == 1)
    }

    /// Opening a chat runs the list's effect for `chatOpened` (`afterChatOpened`, in
    /// ChatList+Logic.swift): the server marks the chat read, as the list already shows it.
    @Test func openingAChatMarksItReadOnTheServer() async throws {
        let server = InMemoryChatServer(chats: [ada])
        _ = await server.receive(chatID: ada.id, text: "Are you there?")
        let router = ChatDependencyContainer(chatRepository: server, messageRepository: server)
            .makeEventRouter(navigator: navigator)
        router.start()
        await router.handler.chatListViewModel?.loadChats()
        #expect(router.handler.chatListViewModel?.chats.first?.unreadCount == 1)

        router.handler.chatListViewModel?.open(ada)

        // The effect's call to the server runs in a task of its own: wait for it, within bounds.
        var unread = try await server.loadChats().first?.unreadCount
        for _ in 0..<1_000 where unread != 0 {
            await Task.yield()
            unread = try await server.loadChats().first?.unreadCount
        }
        #expect(unread == 0)
        #expect(router.handler.chatListViewModel?.chats.first?.unreadCount == 0)
    }

    @Test func aPushMessageForAnotherChatLeavesTheOpenOneAlone() async {
        let bob = Chat(id: ChatID(rawValue: "bob"), contact: "Bob", lastMessage: nil, unreadCount: 0)
        let server = InMemoryChatServer(chats: [ada, bob])
        let router = ChatDependencyContainer(chatRepository: server, messageRepository: server)
            .makeEventRouter(navigator: navigator)
        listener.listen(to: router.handler)
        router.start()
        await router.handler.chatListViewModel?.loadChats()
        router.handler.chatListViewModel?.open(ada)

        router.route(.messageReceived(message: Message(id: "push-1", chatID: bob.id, text: "Hi Ada", isFromMe: false)))

        #expect(router.handler.messagesViewModel?.messages.isEmpty == true)
        let rows = router.handler.chatListViewModel?.display.rows ?? []
        // Preformatting puts the chat with an unread message first, with its count as a badge.
        #expect(rows.map(\.title) == ["Bob", "Ada"])
        #expect(rows.map(\.badge) == ["1", nil])
        #expect(rows.first?.subtitle == "Hi Ada")
    }

    /// A row of the list's display opens its chat: its closure runs the list's `open` action.
    @Test func aRowOfTheListOpensItsChat() async throws {
        let (router, _) = start()
        await router.handler.chatListViewModel?.loadChats()

        let row = try #require(router.handler.chatListViewModel?.display.rows.first)
        row.open()

        #expect(navigator.top == .messages(chat: ada))
    }

    @Test func aNewChatJoinsTheList() async {
        let (router, _) = start()
        router.handler.chatListViewModel?.startNewChat()
        #expect(navigator.presented == [["NewChat"]])
        router.handler.newChatViewModel?.setContact(" Grace ")

        await router.handler.newChatViewModel?.create()

        #expect(navigator.presented.isEmpty)
        #expect(router.handler.chatListViewModel?.chats.map(\.contact) == ["Grace"])
        #expect(router.store.newChat.isEmpty)
    }
}
