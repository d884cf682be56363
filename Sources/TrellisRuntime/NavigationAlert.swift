/// An alert or a confirmation dialog a flow shows over everything, as part of its navigation: the
/// text a route wrote from its event's payload, and the buttons, in order. It is not a screen (it
/// has no view model); what each button sends is the flow's to know.
public nonisolated struct NavigationAlert: Hashable, Sendable {
    /// How it shows: an alert in the middle of the screen, or an action sheet from the bottom.
    public enum Style: Hashable, Sendable {
        case alert
        case confirmationDialog
    }

    /// A button of the alert. Tapping any closes the alert.
    public struct Button: Hashable, Sendable {
        /// What a button does, as the platform draws it.
        public enum Role: Hashable, Sendable {
            /// Closes without going on; at most one per alert.
            case cancel
            /// Deletes or loses something.
            case destructive
        }

        public let title: String
        public let role: Role?

        public init(_ title: String, role: Role? = nil) {
            self.title = title
            self.role = role
        }
    }

    public let style: Style
    public let title: String
    public let message: String?
    /// The buttons in order; one `OK` when the route gives none.
    public let buttons: [Button]

    public init(_ style: Style = .alert, title: String, message: String? = nil, buttons: [Button] = [Button("OK")]) {
        self.style = style
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}
