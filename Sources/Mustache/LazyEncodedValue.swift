import Synchronization

/// A value encoded one level at a time, when a template first looks into it: rendering a file
/// of a large context builds only the part of the context the file reads, and lets go of it
/// afterwards, instead of holding the whole context converted.
///
/// An object or a scalar is encoded once and kept. A long list is handed out afresh at each
/// visit, each element lazy again and not kept, so a loop over thousands of elements holds one
/// at a time; a short one is kept with its elements.
public final class LazyEncodedValue: Sendable {
    /// What is encoded: a value, or an element of a list.
    private enum Source {
        case value(any Encodable)
        /// An element of a long list, by its position: nothing is copied until a template
        /// visits it.
        case element(of: any PositionalList, at: Int)
    }

    // The value is only read, through its own `encode(to:)`: it reaches here as `Sendable`
    // (`MustacheValue(lazilyEncoding:)`) or as a member of such a value.
    private nonisolated(unsafe) let source: Source
    private let cache = Mutex<MustacheValue?>(nil)
    /// Whether the value, once encoded, is kept for the next visit.
    private let isKept: Bool

    init(_ encodable: any Encodable, isKept: Bool = true) {
        self.source = .value(encodable)
        self.isKept = isKept
    }

    private init(element position: Int, of list: any PositionalList) {
        self.source = .element(of: list, at: position)
        self.isKept = false
    }

    /// The value encoded.
    private var encodable: any Encodable {
        switch source {
        case .value(let value): value
        case .element(let list, let position): list.element(at: position)
        }
    }

    /// Lists up to this long are kept with their elements: a template often loops over a
    /// screen's actions or a flow's routes several times, and they are few. Longer ones (the
    /// module's screens) are handed out afresh at each visit.
    static let keptListLength = 64

    /// The value one level deep: its members or elements lazy again, its scalars as they are.
    func resolved() throws -> MustacheValue {
        if let cached = cache.withLock({ $0 }) { return cached }
        let encodable = encodable
        let facts = EncodedTypeFacts.of(encodable)
        if facts.isList, let list = encodable as? any PositionalList, !list.holdsScalars {
            guard list.count <= Self.keptListLength, isKept else {
                return .array((0..<list.count).map { .lazy(LazyEncodedValue(element: $0, of: list)) })
            }
            // A short list is kept, and a loop visits every element: each is encoded one level
            // now, rather than boxed to be encoded when visited.
            let value = MustacheValue.array(
                try (0..<list.count).map {
                    let element = list.element(at: $0)
                    return try Self.oneLevel(element, as: EncodedTypeFacts.of(element))
                })
            cache.withLock { $0 = value }
            return value
        }
        let value = try Self.oneLevel(encodable, as: facts)
        // A list, or an element of a long list, is not kept: the loop's frame holds the element
        // while it renders, and lets go of it after.
        if case .array = value { return value }
        if isKept { cache.withLock { $0 = value } }
        return value
    }

    /// `encodable` one level deep: its scalars as they are, its other members lazy; a record of
    /// its type's member names when it has the members its type had before (`EncodedRecord`).
    private static func oneLevel(_ encodable: any Encodable, as facts: EncodedTypeFacts) throws -> MustacheValue {
        let node = EncodingNode(expecting: facts.memberNames)
        try encodable.encode(to: NodeEncoder(node: node, codingPath: [], membersAreLazy: true))
        let value = node.take()
        if facts.memberNames == nil, case .record(let record) = value {
            EncodedTypeFacts.learn(record.names, for: encodable)
        }
        // A value that encodes as another one (a property wrapper's) is that one.
        if case .lazy(let inner) = value { return try inner.resolved() }
        return value
    }

    /// The whole value, converted at once.
    func materialized() throws -> MustacheValue {
        try MustacheValue(encoding: encodable)
    }
}

/// A list a lazy value hands out by position, so that a loop over thousands of structures does
/// not first copy each into a box of its own.
protocol PositionalList {
    var count: Int { get }
    /// Whether the elements are scalars, which are stored as they are rather than left lazy.
    var holdsScalars: Bool { get }
    func element(at position: Int) -> any Encodable
}

extension Array: PositionalList where Element: Encodable {
    var holdsScalars: Bool {
        Element.self == String.self || Element.self == Int.self || Element.self == Bool.self
            || Element.self == Double.self
    }

    func element(at position: Int) -> any Encodable {
        self[position]
    }
}

extension MustacheValue {
    /// A value that `encodable` encodes to as templates look into it (see `LazyEncodedValue`).
    public init(lazilyEncoding encodable: some Encodable & Sendable) {
        self = .lazy(LazyEncodedValue(encodable))
    }

    /// This value, with a lazy value encoded one level deep; other values as they are.
    func resolved() throws -> MustacheValue {
        guard case .lazy(let lazy) = self else { return self }
        return try lazy.resolved()
    }

    /// This value with every lazy part encoded: what comparing two values looks at.
    func materialized() throws -> MustacheValue {
        switch self {
        case .lazy(let lazy): try lazy.materialized()
        case .array(let elements): .array(try elements.map { try $0.materialized() })
        case .object(let members): .object(try members.mapValues { try $0.materialized() })
        case .record(let record): .object(try record.members.mapValues { try $0.materialized() })
        default: self
        }
    }
}
