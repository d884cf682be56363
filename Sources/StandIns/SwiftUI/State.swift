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
    /// How the binding reads and writes. SwiftUI calls both on the main actor, where views and
    /// the inspection run.
    let read: () -> Value
    let write: (Value) -> Void

    /// A binding whose reads and writes run `get` and `set` (`binding/init(get:set:)`, as the
    /// SDK's `SwiftUICore.swiftinterface` declares it: `@preconcurrency init(@_inheritActorContext
    /// get: @escaping @isolated(any) @Sendable () -> Value, @_inheritActorContext set: …)`). The
    /// documentation page leaves out `@_inheritActorContext`: closures written in a view's body
    /// run on the main actor, as the body does, with no `@MainActor in`.
    @preconcurrency
    public init(
        @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
        @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {
        read = Self.calledInPlace(get)
        write = Self.calledInPlace(set)
    }

    init(read: @escaping () -> Value, write: @escaping (Value) -> Void) {
        self.read = read
        self.write = write
    }

    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(read: { value }, write: { _ in })
    }

    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            read: { self.read()[keyPath: keyPath] },
            write: { subject in
                var value = self.read()
                value[keyPath: keyPath] = subject
                self.write(value)
            })
    }

    /// `get`, called where the caller runs, as SwiftUI calls a binding's closures: on the main
    /// actor. Swift calls an `@isolated(any)` function only with `await`; its layout is a plain
    /// function's, so the stand-in calls it as one, after checking that it belongs to the main
    /// actor or to no actor.
    private static func calledInPlace(_ get: @escaping @isolated(any) @Sendable () -> Value) -> () -> Value {
        checkIsolation(get.isolation)
        return unsafeBitCast(get, to: (@Sendable () -> Value).self)
    }

    /// `set`, called where the caller runs, as `calledInPlace(_:)` calls a getter.
    private static func calledInPlace(
        _ set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) -> (Value) -> Void {
        checkIsolation(set.isolation)
        return unsafeBitCast(set, to: (@Sendable (Value) -> Void).self)
    }

    private static func checkIsolation(_ isolation: (any Actor)?) {
        precondition(
            isolation == nil || isolation === MainActor.shared,
            "a binding's closures run on the main actor here, as SwiftUI calls them")
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
        get { box.storage.value }
        nonmutating set { box.storage.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(read: { box.storage.value }, write: { box.storage.value = $0 })
    }
}

/// As the SDK's interface declares: `extension State: Sendable where Value: Sendable` (its storage
/// here is a class the inspection shares, hence unchecked).
extension State: @unchecked Sendable where Value: Sendable {}

extension State where Value: ExpressibleByNilLiteral {
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// Where a state's value lives: the view's own storage until the inspection hands it the one it
/// kept for the view's place in the tree (SwiftUI keeps a view's state by its identity, while
/// the view itself is made anew with each body that makes it).
final class StateBox<Value> {
    var storage: StateStorage<Value>

    init(_ value: Value) {
        storage = StateStorage(value)
    }
}

final class StateStorage<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// A state the inspection keeps by the view's place in the tree.
protocol KeptState {
    func keep(in states: inout [String: AnyObject], at key: String)
}

extension State: KeptState {
    /// Takes the storage kept at `key`, or keeps this one there.
    func keep(in states: inout [String: AnyObject], at key: String) {
        if let kept = states[key] as? StateStorage<Value> {
            box.storage = kept
        } else {
            states[key] = box.storage
        }
    }
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
        let object = wrappedValue
        return Binding<Subject>(read: { object[keyPath: keyPath] }, write: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: Sendable where Value: Sendable {}
