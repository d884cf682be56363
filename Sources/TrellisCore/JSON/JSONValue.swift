/// A JSON value that remembers where it stood in its file.
///
/// Foundation's decoders drop positions; diagnostics need them, so Trellis reads JSON itself.
struct JSONValue: Sendable, Equatable {
    /// The kinds of JSON value.
    enum Kind: Sendable, Equatable {
        case null
        case bool(Bool)
        /// A number, kept as written so that no precision is lost before the type is known.
        case number(String)
        /// A string; `verbatim` is true when it had no escapes, so that offsets inside the
        /// decoded text are offsets in the file too.
        case string(String, verbatim: Bool)
        case array([JSONValue])
        case object([JSONMember])
    }

    var kind: Kind
    /// The position of the value's first character.
    var location: SourceLocation

    /// A word for the kind of value, for messages: "a string", "an array", ...
    var kindDescription: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    var stringValue: String? {
        if case .string(let text, _) = kind { return text }
        return nil
    }
}

/// One `"key": value` pair of a JSON object, in file order.
struct JSONMember: Sendable, Equatable {
    var key: String
    var keyLocation: SourceLocation
    var value: JSONValue
}
