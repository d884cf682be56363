// Alerts and confirmation dialogs, declared as the SDK's `SwiftUI.swiftinterface` (iOS 18.1)
// declares them: the builders are not escaping, so the stand-in builds the buttons and the
// message as the modifier is made, for the data presented.

/// `visibility` (iOS 15): whether a part of a view shows, or the system decides.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic
    case visible
    case hidden
}

/// What `alert(_:isPresented:presenting:actions:message:)` and
/// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)` add: while
/// `isPresented` is true and there is data, the title, the buttons and the message, over
/// everything. A tap on a button runs its action, then closes it (`isPresented` back to false).
public struct _AlertModifier {
    let title: Text
    let isPresented: Binding<Bool>
    let isConfirmationDialog: Bool
    let titleVisibility: Visibility
    /// The buttons and the message made for the data presented; nil without data.
    let actions: (any View)?
    let message: (any View)?
}

extension View {
    /// `view/alert(_:ispresented:presenting:actions:message:)` (iOS 15), the `StringProtocol`
    /// title: `@_disfavoredOverload nonisolated public func alert<S, A, M, T>(_ title: S,
    /// isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    /// @ViewBuilder message: (T) -> M) -> some View`.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(Text(String(title)), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// `view/alert(_:ispresented:presenting:actions:message:)` (iOS 15), the `Text` title.
    nonisolated public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        ModifiedContent(
            content: self,
            modifier: _AlertModifier(
                title: title, isPresented: isPresented, isConfirmationDialog: false, titleVisibility: .visible,
                actions: data.map(actions), message: data.map(message)))
    }

    /// `view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)` (iOS
    /// 15), the `StringProtocol` title: `@_disfavoredOverload nonisolated public func
    /// confirmationDialog<S, A, M, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility:
    /// Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder
    /// message: (T) -> M) -> some View`.
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationDialog(
            Text(String(title)), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions, message: message)
    }

    /// `view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)` (iOS
    /// 15), the `Text` title.
    nonisolated public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        ModifiedContent(
            content: self,
            modifier: _AlertModifier(
                title: title, isPresented: isPresented, isConfirmationDialog: true, titleVisibility: titleVisibility,
                actions: data.map(actions), message: data.map(message)))
    }
}
