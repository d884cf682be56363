#if canImport(Glibc)
    import Glibc  // the math functions number formatting links against
#endif

/// A value templates can print or iterate: the data a template is rendered with.
public enum MustacheValue: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([MustacheValue])
    case object([String: MustacheValue])
    /// An object as lazy encoding builds it (`EncodedRecord`): what a template sees of it is
    /// what it sees of `.object(record.members)`.
    case record(EncodedRecord)
    /// A value encoded when a template looks into it: `MustacheValue(lazilyEncoding:)`.
    case lazy(LazyEncodedValue)

    /// Whether a section shows for this value: everything but `null`, `false` and `[]`.
    var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let flag): flag
        case .array(let elements): !elements.isEmpty
        default: true
        }
    }

    /// The text an interpolation tag prints.
    var renderedText: String {
        switch self {
        case .null: ""
        case .bool(let flag): flag ? "true" : "false"
        case .int(let number): String(number)
        case .double(let number): Int(exactly: number).map(String.init) ?? String(number)
        case .string(let text): text
        case .array, .object, .record, .lazy: ""
        }
    }

    /// The member `key` of an object, if this is an object that has it.
    subscript(key: String) -> MustacheValue? {
        self[MustacheKey(key)]
    }

    /// The member `key` of an object; nil for other values.
    subscript(key: MustacheKey) -> MustacheValue? {
        switch self {
        case .object(let members): members[key.name]
        case .record(let record): record[key]
        default: nil
        }
    }
}

extension MustacheValue: Equatable {
    /// Values are equal when they hold the same data, however much of it is still lazy.
    public static func == (lhs: MustacheValue, rhs: MustacheValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.int(let a), .int(let b)): a == b
        case (.double(let a), .double(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a == b
        case (.record(let a), _): .object(a.members) == rhs
        case (_, .record(let b)): lhs == .object(b.members)
        case (.lazy, _), (_, .lazy):
            // A value that cannot be encoded equals nothing.
            if let a = try? lhs.materialized(), let b = try? rhs.materialized() { a == b } else { false }
        default: false
        }
    }
}

extension MustacheValue: Decodable {
    /// Decodes any JSON value; whole numbers become `.int`, other numbers `.double`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Int.self) {
            self = .int(number)
        } else if let number = try? container.decode(Double.self) {
            self = .double(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let elements = try? container.decode([MustacheValue].self) {
            self = .array(elements)
        } else {
            self = .object(try container.decode([String: MustacheValue].self))
        }
    }
}

extension MustacheValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(arrayLiteral elements: MustacheValue...) { self = .array(elements) }
    public init(nilLiteral: ()) { self = .null }
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
