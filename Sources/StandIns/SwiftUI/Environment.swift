/// A value views read from the environment: its type and the value it has where no view set it
/// (`environmentkey`: `associatedtype Value`, `static var defaultValue: Self.Value { get }`).
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view's environment holds, each under its key (`environmentvalues`: `init()`,
/// `subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey { get set }`).
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A value a view reads from its environment, as the views around it set it
/// (`environment`: `@propertyWrapper struct Environment<Value>: DynamicProperty`, `init(_
/// keyPath: KeyPath<EnvironmentValues, Value>)`, `var wrappedValue: Value { get }`).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    /// The environment the inspection hands the view before it asks for its body; the default
    /// values until then.
    let box = EnvironmentBox()

    nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value {
        box.values[keyPath: keyPath]
    }
}

/// As the SDK's interface declares: `extension Environment: Sendable where Value: Sendable`.
extension Environment: @unchecked Sendable where Value: Sendable {}

/// `dismissaction` (iOS 15): closes the presentation the view is in. Here, a sheet's or a
/// full-screen cover's content closes it, as a swipe down would (its item set back to nil); a
/// view in no presentation does nothing (a pushed screen's pop is not modelled).
@MainActor @preconcurrency
public struct DismissAction {
    let action: @MainActor () -> Void

    nonisolated init(action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    /// `dismissaction/callasfunction()`.
    @MainActor @preconcurrency public func callAsFunction() {
        action()
    }
}

/// Sendable, as the SDK declares it: its action only ever runs on the main actor.
extension DismissAction: @unchecked Sendable {}

nonisolated struct DismissKey: EnvironmentKey {
    static let defaultValue = DismissAction {}
}

nonisolated struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// `environmentvalues/dismiss` (iOS 15): read-only, as the SDK declares it.
    public internal(set) var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// `environmentvalues/ispresented` (iOS 15): whether the view is in a presentation.
    public internal(set) var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}

/// Where an `Environment` reads from: set as the inspection reaches the view.
final class EnvironmentBox {
    var values = EnvironmentValues()
}

/// An environment property, which the inspection hands the environment where the view is.
protocol ReadsEnvironment {
    func read(from values: EnvironmentValues)
}

extension Environment: ReadsEnvironment {
    func read(from values: EnvironmentValues) {
        box.values = values
    }
}

/// What `environment(_:_:)` adds: a value the view and every view inside it read.
public struct _EnvironmentKeyWritingModifier<Value> {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value
}

extension View {
    /// `view/environment(_:_:)`: `nonisolated func environment<V>(_ keyPath:
    /// WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View`.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        ModifiedContent(content: self, modifier: _EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }
}
