import Foundation

/// A control that runs `action`, on the main actor and synchronously, when tapped.
@MainActor @preconcurrency
public struct Button<Label: View>: View {
    let action: @MainActor () -> Void
    let label: Label

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public var body: Never { neverAskedFor() }
}

extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// An editable line of text, or of a value a format style parses.
@MainActor @preconcurrency
public struct TextField<Label: View>: View {
    let label: Label
    public var body: Never { neverAskedFor() }
}

extension TextField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        label = Text(title)
    }

    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F
    ) where F.FormatOutput == String {
        label = Text(title)
    }
}

/// A text field that hides what is typed.
@MainActor @preconcurrency
public struct SecureField<Label: View>: View {
    let label: Label
    public var body: Never { neverAskedFor() }
}

extension SecureField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        label = Text(title)
    }
}

/// An on/off switch.
@MainActor @preconcurrency
public struct Toggle<Label: View>: View {
    let label: Label
    public var body: Never { neverAskedFor() }
}

extension Toggle where Label == Text {
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        label = Text(title)
    }
}

/// A choice among tagged views.
@MainActor @preconcurrency
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let content: Content
    public var body: Never { neverAskedFor() }
}

extension Picker where Label == Text {
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        label = Text(title)
        self.content = content()
    }
}

/// A label beside a value.
@MainActor @preconcurrency
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    public var body: Never { neverAskedFor() }
}

extension LabeledContent where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        label = Text(title)
        self.content = content()
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
        label = Text(title)
        content = Text(value)
    }

    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        label = Text(title)
        content = Text(format.format(value))
    }
}
