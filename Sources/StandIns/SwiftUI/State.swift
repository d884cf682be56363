import Observation

/// What SwiftUI updates before it asks a view for its body.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A reference to a value owned elsewhere, read and written through.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    /// The value of a constant binding; the stand-in keeps nothing else, as nothing reads it.
    let constantValue: Value?

    /// A binding whose reads and writes run `get` and `set`: give them the isolation of what
    /// they touch (`{ @MainActor in … }`), as the SDK's `@Sendable` closures need.
    @preconcurrency
    public init(
        get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {
        constantValue = nil
    }

    init(constant value: Value) {
        constantValue = value
    }

    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(constant: value)
    }

    public var wrappedValue: Value {
        get {
            guard let constantValue else { neverAskedFor() }
            return constantValue
        }
        nonmutating set {}
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(constant: wrappedValue[keyPath: keyPath])
    }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

/// A value a view owns.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    public init(wrappedValue value: Value) {
        box = StateBox(value)
    }

    public init(initialValue value: Value) {
        box = StateBox(value)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> { Binding(constant: box.value) }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {
        self.init(wrappedValue: nil)
    }
}

final class StateBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// Bindings to the properties of an `@Observable` object: `$model.name`.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value
    public var projectedValue: Bindable<Value> { self }

    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        Binding<Subject>(constant: wrappedValue[keyPath: keyPath])
    }
}

extension Bindable: Sendable where Value: Sendable {}
