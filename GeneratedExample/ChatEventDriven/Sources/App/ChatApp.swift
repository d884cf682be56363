// Hand-written: the example as an app. An iOS app target that links ChatEventDriven runs it with
//
//     @main
//     struct Main {
//         static func main() { ChatApp.main() }
//     }
//
// It is behind canImport(SwiftUI), like the generated views; on Linux it builds against the
// stand-in SwiftUI, which checks that it type-checks.

#if canImport(SwiftUI)
    import SwiftUI

    /// The chat app over an in-memory server with two chats.
    public struct ChatApp: App {
        private let container: ChatDependencyContainer

        public init() {
            let server = InMemoryChatServer(chats: [
                Chat(id: ChatID(rawValue: "ada"), contact: "Ada", lastMessage: nil, unreadCount: 0),
                Chat(id: ChatID(rawValue: "alan"), contact: "Alan", lastMessage: "Hello", unreadCount: 1),
            ])
            container = ChatDependencyContainer(chatRepository: server, messageRepository: server)
        }

        public var body: some Scene {
            // Each window runs the app apart, over the one server.
            WindowGroup { ChatRootView(container: container) }
        }
    }
#endif
