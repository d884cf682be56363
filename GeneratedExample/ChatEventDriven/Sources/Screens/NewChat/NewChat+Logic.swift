// Created by Trellis from Chat.json; this file is yours. Regenerating merges new stubs into
// it and keeps what you wrote.

import Foundation

/// What NewChat's view shows, as `preformat` makes it: the state itself until you make it a
/// type of your own (formatted text, rows whose closures call the screen's actions).
public typealias NewChatDisplay = NewChatState

extension NewChatViewModelBuilder {
    /// What the view shows, made from the state: shape values for display here (sort, trim,
    /// format, rows whose closures call `actions`). The view model carries it as `display`.
    func preformat(_ state: NewChatState, actions: NewChatActions) -> NewChatDisplay {
        state
    }
}

extension NewChatActions {
    /// Creates a chat with the typed contact, then sends `chatCreated`.
    func create() async {
        let contact = state.contact.trimmingCharacters(in: .whitespaces)
        guard !contact.isEmpty else {
            updateState { $0.errorMessage = "Enter a name." }
            return
        }
        updateState { $0.isCreating = true }
        do {
            let chat = try await chatRepository.createChat(contact: contact)
            sendEvent(.chatCreated(chat: chat))
        } catch {
            updateState {
                $0.isCreating = false
                $0.errorMessage = "Could not create the chat: \(error)"
            }
        }
    }
}

extension NewChatActions {
    /// Runs when `cancel` is called, before it sends `newChatCancelled`: change the state or check the input here, and
    /// return `false` to send nothing.
    func willCancel() -> Bool {
        true
    }
}

extension NewChatActions {
    /// Runs when the user closed the screen with the system's own gesture (a back swipe, a swipe
    /// down), before its state is let go: no route ran, so undo here what showing it set up
    /// elsewhere. `sendEvent(…)` reaches the flow that showed it.
    func closedBySystemGesture() {
        // Undo here what showing the screen set up.
    }
}
