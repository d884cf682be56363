/// A value of the spec with the place it was written, for diagnostics.
struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    var value: Value
    var origin: Origin
}

typealias LocatedName = Located<String>
