import Foundation

// The initializers below are `nonisolated`, as Apple's documentation declares each
// (developer.apple.com/documentation/swiftui/<type>/<initializer>): a view can be built outside
// the main actor; its body is asked for on it.

/// A control that runs `action`, on the main actor and synchronously, when tapped.
nonisolated public struct Button<Label: View>: View {
    let action: @MainActor () -> Void
    let role: ButtonRole?
    let label: Label

    /// `button/init(action:label:)`: `@preconcurrency nonisolated`.
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// `button/init(role:action:label:)`: `@preconcurrency nonisolated`.
    @preconcurrency nonisolated public init(
        role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) {
        self.action = action
        self.role = role
        self.label = label()
    }

    public var body: Never { neverAskedFor() }
}

extension Button where Label == Text {
    /// `button/init(_:action:)`: `@preconcurrency nonisolated init<S>(_ title: S, action:) where S : StringProtocol`.
    @preconcurrency nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    /// `button/init(_:role:action:)`: `@preconcurrency nonisolated init<S>(_ title: S, role: ButtonRole?, action:)`.
    @preconcurrency nonisolated public init<S: StringProtocol>(
        _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// What a button does, for the system to style it (`buttonrole`).
public struct ButtonRole: Equatable, Sendable {
    let name: String

    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// An editable line of text, or of a value a format style parses: what is typed goes through
/// `text`, as the field's binding (the value's, formatted and parsed back) has it.
nonisolated public struct TextField<Label: View>: View {
    let label: Label
    let text: Binding<String>
    public var body: Never { neverAskedFor() }
}

extension TextField where Label == Text {
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        label = Text(title)
        self.text = text
    }

    /// Typed text that the format cannot parse leaves the value as it was, as SwiftUI does.
    nonisolated public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F
    ) where F.FormatOutput == String {
        label = Text(title)
        text = Binding(
            read: { format.format(value.wrappedValue) },
            write: { typed in
                if let parsed = try? format.parseStrategy.parse(typed) { value.wrappedValue = parsed }
            })
    }
}

extension TextField where Label == Text {
    /// `textfield/init(_:value:format:prompt:)` over an optional (iOS 15): what is typed sets the
    /// value when the format parses it, an empty field sets nil, and text it cannot parse leaves
    /// the value as it was.
    nonisolated public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        label = Text(title)
        text = Binding(
            read: { value.wrappedValue.map(format.format) ?? "" },
            write: { typed in
                if typed.isEmpty {
                    value.wrappedValue = nil
                } else if let parsed = try? format.parseStrategy.parse(typed) {
                    value.wrappedValue = parsed
                }
            })
    }
}

/// A text field that hides what is typed.
nonisolated public struct SecureField<Label: View>: View {
    let label: Label
    let text: Binding<String>
    public var body: Never { neverAskedFor() }
}

extension SecureField where Label == Text {
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        label = Text(title)
        self.text = text
    }
}

/// An on/off switch.
nonisolated public struct Toggle<Label: View>: View {
    let label: Label
    let isOn: Binding<Bool>
    public var body: Never { neverAskedFor() }
}

extension Toggle where Label == Text {
    nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        label = Text(title)
        self.isOn = isOn
    }
}

/// A choice among tagged views: picking one sets `selection` to its tag.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content
    public var body: Never { neverAskedFor() }
}

extension Picker where Label == Text {
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        label = Text(title)
        self.selection = selection
        self.content = content()
    }
}

/// A label beside a value.
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    public var body: Never { neverAskedFor() }
}

extension LabeledContent where Label == Text {
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        label = Text(title)
        self.content = content()
    }
}

extension LabeledContent where Label == Text, Content == Text {
    nonisolated public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
        label = Text(title)
        content = Text(value)
    }

    nonisolated public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        label = Text(title)
        content = Text(format.format(value))
    }
}
