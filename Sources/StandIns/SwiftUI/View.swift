// A stand-in for SwiftUI on Linux: the part of its API generated views use, declared with the
// SDK's signatures (generic parameters, constraints, isolation) and result builders that keep
// every type, so a view that type-checks here type-checks against SwiftUI. Nothing is drawn:
// a view's `body` is never asked for.
import Foundation

/// A piece of user interface. As in the SDK, main-actor isolated.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

/// What a primitive view's body (SwiftUI draws those itself) and a binding's value are here:
/// the stand-in is only type-checked, and nothing asks for them.
func neverAskedFor() -> Never {
    fatalError("the stand-in SwiftUI is only type-checked: nothing draws or reads it")
}

extension Never: View {
    public var body: Never { self }
}

/// Nothing.
public struct EmptyView {
    nonisolated public init() {}
}

extension EmptyView: View {
    public var body: Never { neverAskedFor() }
}

/// The views of a builder block, as one.
public struct TupleView<T> {
    public var value: T
    nonisolated public init(_ value: T) { self.value = value }
}

extension TupleView: View {
    public var body: Never { neverAskedFor() }
}

/// One of two views, as an `if`/`else` in a builder picks.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
}

extension _ConditionalContent: View {
    public var body: Never { neverAskedFor() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { neverAskedFor() }
}

/// Builds views from closures' statements, keeping each view's type.
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView((repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content { content }
}

/// A view with a modifier applied, as the modifiers below return it.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View {
    public var body: Never { neverAskedFor() }
}
