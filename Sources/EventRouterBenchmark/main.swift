import Foundation

@testable import ChatEventDriven

// `swift run -c release EventRouterBenchmark [--sizes 100,1000,10000] [--events 2000] [--runs 5]`
//
// The cost per event of the generated event router (GeneratedExample's Chat, event-driven)
// against a hand-written dispatch of the same work (HandWrittenChatDispatch): a message arrives
// from outside while Messages shows over ChatList, both screens react, both get a new view model
// and their effects run. At each size, ChatList keeps that many chats and Messages that many
// messages. Prints the best run's time per event of each, their difference (the router's own
// overhead) and its ratio. Then the cost of a keystroke in Messages' draft field at each size,
// and how many view models each keystroke hands out: a keystroke changes one entry, so its cost
// should not grow with the lists beside it, nor reach the screen beneath.

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
let sizes = (option("--sizes") ?? "100,1000,10000").split(separator: ",").compactMap { Int($0) }
let events = max(1, option("--events").flatMap(Int.init) ?? 2_000)
let runs = max(1, option("--runs").flatMap(Int.init) ?? 5)

/// A navigator that shows nothing: the benchmark times the router, not a view layer.
@MainActor
final class NoNavigator: Navigator {
    func show(_ step: NavigationStep<ChatEventRouter.ShownScreen>) {}
}

/// What a shown screen's view keeps: the newest view model it was handed.
@MainActor
final class ViewStandIn: ChatListListening, MessagesListening {
    var chatList: ChatListViewModel?
    var messages: MessagesViewModel?
    /// How many view models it was handed.
    var updates = 0
    func update(with viewModel: ChatListViewModel) {
        chatList = viewModel
        updates += 1
    }
    func update(with viewModel: MessagesViewModel) {
        messages = viewModel
        updates += 1
    }
}

let openChat = Chat(id: ChatID(rawValue: "open"), contact: "Open", lastMessage: nil, unreadCount: 0)

/// `count` chats, the open one last; and `count` messages of the open chat.
func chats(_ count: Int) -> [Chat] {
    (0..<(count - 1)).map {
        Chat(id: ChatID(rawValue: "chat \($0)"), contact: "Contact \($0)", lastMessage: nil, unreadCount: 0)
    } + [openChat]
}
func messages(_ count: Int) -> [Message] {
    (0..<count).map {
        Message(id: "m\($0)", chatID: openChat.id, text: "Message \($0)", isFromMe: $0.isMultiple(of: 2))
    }
}
/// The messages that arrive: for a chat that is not open, so that no state grows as the runs go.
func arriving(_ count: Int, chats: Int) -> [Message] {
    (0..<count).map {
        Message(id: "in\($0)", chatID: ChatID(rawValue: "chat \($0 % max(1, chats - 1))"), text: "Hi", isFromMe: false)
    }
}

/// Seconds per event over `events`, the best of `runs`.
@MainActor
func bestTimePerEvent<Event>(runs: Int, _ events: [Event], deliver: (Event) -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<runs {
        let start = ContinuousClock.now
        for event in events { deliver(event) }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        best = min(best, seconds / Double(events.count))
    }
    return best
}

/// The router with ChatList showing `size` chats, Messages pushed over it showing `size`
/// messages, both heard by `view`.
@MainActor
func shownRouter(container: ChatDependencyContainer, size: Int, view: ViewStandIn) -> ChatEventRouter {
    let router = container.makeEventRouter(navigator: NoNavigator())
    router.start()
    let listShowing = router.flows[0].navigation.screens[0].showing
    router.store.chatList[listShowing]?.chats = chats(size)
    router.route(.chatOpened(chat: openChat))
    guard let messagesShowing = router.flows[0].navigation.top?.showing else { fatalError("Messages did not show") }
    router.store.messages[messagesShowing]?.messages = messages(size)
    router.handler.addChatListListener(view, showing: listShowing)
    router.handler.addMessagesListener(view, showing: messagesShowing)
    return router
}

/// Seconds per keystroke in Messages' draft field, the best of `runs` runs of `events`
/// keystrokes, and the view models each keystroke hands out.
@MainActor
func measureKeystrokes(size: Int) -> (seconds: Double, viewModelsPerKeystroke: Double) {
    let container = ChatDependencyContainer(
        chatRepository: InMemoryChatServer(), messageRepository: InMemoryChatServer())
    let view = ViewStandIn()
    let router = shownRouter(container: container, size: size, view: view)
    let drafts = (0..<events).map { "draft \($0)" }
    view.updates = 0
    let seconds = bestTimePerEvent(runs: runs, drafts) { draft in
        guard let viewModel = view.messages else { fatalError("Messages has no view model") }
        viewModel.setDraft(draft)
    }
    guard view.messages?.draft == drafts.last, view.messages?.messages.count == size else {
        fatalError("the keystrokes did not reach the view")
    }
    withExtendedLifetime(router) {}
    return (seconds, Double(view.updates) / Double(events * runs))
}

@MainActor
func measure(size: Int) -> (router: Double, handWritten: Double) {
    let container = ChatDependencyContainer(
        chatRepository: InMemoryChatServer(), messageRepository: InMemoryChatServer())
    let arrivals = arriving(events, chats: size)

    // The generated router: ChatList, then Messages pushed over it, each heard by a view.
    let view = ViewStandIn()
    let router = shownRouter(container: container, size: size, view: view)
    let listShowing = router.flows[0].navigation.screens[0].showing
    guard let messagesShowing = router.flows[0].navigation.top?.showing else { fatalError("Messages did not show") }
    let routerTime = bestTimePerEvent(runs: runs, arrivals) { router.route(.messageReceived(message: $0)) }

    // The hand-written dispatch, from the same states.
    guard let chatList = router.store.chatList[listShowing], let shownMessages = router.store.messages[messagesShowing]
    else { fatalError("the router let go of a screen") }
    let handWritten = HandWrittenChatDispatch(container: container, chatList: chatList, messages: shownMessages)
    let handWrittenTime = bestTimePerEvent(runs: runs, arrivals) {
        handWritten.dispatch(.message(.messageReceived(message: $0)))
    }
    guard view.chatList?.chats.count == size, handWritten.chatListViewModel?.chats.count == size else {
        fatalError("a view was not handed the list")
    }
    return (routerTime, handWrittenTime)
}

func microseconds(_ seconds: Double) -> String {
    String(format: "%9.2f", seconds * 1e6)
}

print("Event router benchmark: µs per event, best of \(runs) runs of \(events) events")
print("   items     router  hand-written   overhead   router / hand-written")
for size in sizes where size > 1 {
    let (router, handWritten) = MainActor.assumeIsolated { measure(size: size) }
    print(
        String(format: "%8d", size), microseconds(router), "    ", microseconds(handWritten), "  ",
        microseconds(router - handWritten), "   ", String(format: "%5.2f×", router / handWritten))
}

print("\nKeystrokes in Messages' draft: µs per keystroke, best of \(runs) runs of \(events) keystrokes")
print("   items  keystroke   view models handed per keystroke")
for size in sizes where size > 1 {
    let (seconds, handed) = MainActor.assumeIsolated { measureKeystrokes(size: size) }
    print(String(format: "%8d", size), microseconds(seconds), "  ", String(format: "%5.2f", handed))
}
