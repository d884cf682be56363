import Foundation

/// The other side of every chat: it answers each message the user sends after a pause, the way a
/// person behind a socket or a push message would. Its answers reach the app only through
/// `ChatEventRouter.route(_:)`, like any event from outside.
@MainActor
public final class ChatBot {
    private let server: InMemoryChatServer
    private let pause: Duration
    private weak var router: ChatEventRouter?
    private var replies: [Task<Void, Never>] = []

    /// A bot that answers through `server` after `pause`.
    public init(server: InMemoryChatServer, pause: Duration = .seconds(1)) {
        self.server = server
        self.pause = pause
    }

    /// Starts answering the messages `router` sees being sent. The bot takes the router's
    /// `onRoute`, as an app's socket layer would watch what it posts.
    public func connect(to router: ChatEventRouter) {
        self.router = router
        router.onRoute = { [weak self] event in
            if case .message(.messageSent(let message)) = event { self?.answer(message) }
        }
    }

    /// Waits until every answer scheduled so far has arrived.
    public func answersArrived() async {
        let pending = replies
        replies = []
        for reply in pending { await reply.value }
    }

    private func answer(_ message: Message) {
        let pause = self.pause
        replies.append(
            Task { [weak self, server] in
                try? await Task.sleep(for: pause)
                let reply = await server.receive(chatID: message.chatID, text: Self.reply(to: message.text))
                self?.router?.route(.messageReceived(message: reply))
            })
    }

    /// What the bot says to `text`.
    static func reply(to text: String) -> String {
        text.hasSuffix("?") ? "Good question. Let me think about \"\(text.dropLast())\"." : "You said: \(text)"
    }
}
