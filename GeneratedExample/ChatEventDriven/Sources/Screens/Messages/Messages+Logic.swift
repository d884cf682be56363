// Created by Trellis from Chat.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

/// What Messages's view shows, as `preformat` makes it: the state itself until you make it a
/// type of your own (formatted text, rows whose closures call the screen's actions).
public typealias MessagesDisplay = MessagesState

extension MessagesViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// format, rows whose closures call `actions`). The view model carries it as `display`.
    func preformat(_ state: MessagesState, actions: MessagesActions) -> MessagesDisplay {
        state
    }
}

extension MessagesActions {
    /// Loads the chat's messages.
    func loadMessages() async {
        do {
            let messages = try await messageRepository.loadMessages(chatID: state.chat.id)
            updateState { $0.messages = messages }
        } catch {
            updateState { $0.errorMessage = "Could not load the messages: \(error)" }
        }
    }

    /// Posts the draft; an empty draft sends nothing.
    func send() async {
        let text = state.draft.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return }
        updateState {
            $0.isSending = true
            $0.errorMessage = nil
        }
        do {
            let message = try await messageRepository.post(chatID: state.chat.id, text: text)
            updateState {
                $0.messages.append(message)
                $0.draft = ""
                $0.isSending = false
            }
            sendEvent(.messageSent(message: message))
        } catch {
            updateState {
                $0.isSending = false
                $0.errorMessage = "Could not send: \(error)"
            }
        }
    }
}

extension MessagesState {
    /// A message from the other side arrived: from a socket, a push message or the chatbot.
    mutating func messageReceived(message: Message) {
        guard message.chatID == chat.id else { return }
        messages.append(message)
    }
}

extension MessagesActions {
    /// Runs once the delivery of `messageReceived` settled, after the state reacted to it: call the repositories here
    /// (start a Task for async work) or send an event.
    func afterMessageReceived(message: Message) {
        // Start here the work the event calls for: the state has reacted already.
    }
}

extension MessagesActions {
    /// Runs when `close` is called, before it sends `chatClosed`: change the state or check the input here, and return
    /// `false` to send nothing.
    func willClose() -> Bool {
        true
    }

    /// Runs when `leave` is called, before it sends `leaveRequested`: change the state or check the input here, and
    /// return `false` to send nothing.
    func willLeave() -> Bool {
        true
    }
}

extension MessagesActions {
    /// Runs when the user closed the screen with the system's own gesture (a back swipe, a swipe
    /// down), before its state is let go: no route ran, so undo here what showing it set up
    /// elsewhere. `sendEvent(…)` reaches the flow that showed it.
    func closedBySystemGesture() {
        // The list keeps the open chat to mark its messages read: a swipe back closes it as the
        // Close button does. The screen is already gone, so the route's pop does nothing.
        sendEvent(.chatClosed(chat: state.chat))
    }
}
