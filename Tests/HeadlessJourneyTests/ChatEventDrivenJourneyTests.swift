import ChatEventDriven
import Testing
@_spi(Inspection) import UIKit
import ViewInspection

/// The chat example (event-driven) run headless from `ChatRoot` over its in-memory server, as a
/// user taps it: load the chats, open one, type and send, leave it through a confirmation dialog
/// (staying first), meet an alert from outside, close a chat, start a new chat and swipe it down.
/// After each step the view on top is that of the screen the flow shows.
@MainActor
@Suite struct ChatEventDrivenJourneyTests {
    @Test func openAChatSendLeaveItAndStartANewOneSwipedDown() async throws {
        let ada = Chat(id: ChatID(rawValue: "ada"), contact: "Ada", lastMessage: nil, unreadCount: 0)
        let server = InMemoryChatServer(chats: [ada])
        let root = ChatRoot(container: ChatDependencyContainer(chatRepository: server, messageRepository: server))
        let navigationController = root.navigator.navigationController
        func screen() throws -> ViewInspection { try hostedScreen(of: navigationController) }
        func flowShows() -> String? {
            root.router.flows.last.flatMap { ($0.navigation.presentedTop ?? $0.navigation.stack.last)?.name }
        }
        func expectShown(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
            await settle { flowShows() == name }
            #expect(flowShows() == name, sourceLocation: sourceLocation)
            try await screen().appear()
            let names = try screen().viewTypeNames
            #expect(names.contains("\(name)View"), "on screen: \(names)", sourceLocation: sourceLocation)
        }

        try await expectShown("ChatList")
        try screen().tap("Load Chats")
        await settle { (try? screen().shows(ada.contact)) == true }
        try screen().tap(ada.contact)
        try await expectShown("Messages")
        try screen().type("Hello Ada", into: "Draft")
        #expect(try screen().text(in: "Draft") == "Hello Ada")
        try screen().tap("Send")
        try await expectShown("Messages")
        // Leaving asks first, in a confirmation dialog: staying keeps the chat, leaving closes it.
        func dialog() throws -> UIAlertController {
            try #require(navigationController.presentedViewController as? UIAlertController, "no alert shows")
        }
        func tapInDialog(_ title: String) throws {
            let dialog = try dialog()
            dialog.systemTap(try #require(dialog.actions.first { $0.title == title }, "no “\(title)” in the dialog"))
        }
        try screen().tap("Leave")
        #expect(try dialog().title == "Leave the chat with Ada?")
        #expect(try dialog().preferredStyle == .actionSheet)
        try tapInDialog("Stay")
        try await expectShown("Messages")
        #expect(navigationController.presentedViewController == nil)
        try screen().tap("Leave")
        try tapInDialog("Leave")
        try await expectShown("ChatList")
        // The socket drops: an alert says so, over the list, until the user taps OK.
        root.receive(MessageEvent.connectionLost)
        #expect(try dialog().title == "Offline")
        try tapInDialog("OK")
        #expect(navigationController.presentedViewController == nil)
        try screen().tap(ada.contact)
        try await expectShown("Messages")
        try screen().tap("Close")
        try await expectShown("ChatList")
        try screen().tap("Start New Chat")
        try await expectShown("NewChat")
        #expect(navigationController.systemSwipeDown())
        try await expectShown("ChatList")
    }
}
