/// A type written in the spec, in the Swift syntax the format allows:
/// a named type, `T?`, `[T]` or `[K: V]`, nested freely.
indirect enum TypeReference: Hashable, Sendable, CustomStringConvertible {
    case named(String)
    case optional(TypeReference)
    case array(TypeReference)
    case dictionary(key: TypeReference, value: TypeReference)

    /// The Swift spelling, normalized: `[String: [RideOption]]?`.
    var description: String {
        switch self {
        case .named(let name): name
        case .optional(let wrapped): "\(wrapped)?"
        case .array(let element): "[\(element)]"
        case .dictionary(let key, let value): "[\(key): \(value)]"
        }
    }

    /// Every named type this type mentions, outermost first.
    var namedTypes: [String] {
        switch self {
        case .named(let name): [name]
        case .optional(let wrapped): wrapped.namedTypes
        case .array(let element): element.namedTypes
        case .dictionary(let key, let value): key.namedTypes + value.namedTypes
        }
    }

    /// The named types this type holds by value, that is not inside an array or a dictionary.
    /// Only these can make a value type contain itself.
    var typesHeldByValue: [String] {
        switch self {
        case .named(let name): [name]
        case .optional(let wrapped): wrapped.typesHeldByValue
        case .array, .dictionary: []
        }
    }

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }
}

/// The types every spec may use without declaring them.
enum BuiltinType: String, CaseIterable, Sendable {
    case string = "String"
    case int = "Int"
    case double = "Double"
    case float = "Float"
    case bool = "Bool"
    case date = "Date"
    case url = "URL"
    case uuid = "UUID"
    case data = "Data"
    case decimal = "Decimal"

    var isNumber: Bool {
        switch self {
        case .int, .double, .float, .decimal: true
        default: false
        }
    }
}
