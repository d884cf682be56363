/// Why a type written in the spec does not parse, and at which character.
struct TypeSyntaxError: Error, Equatable {
    var message: String
    /// The offset of the offending character, in Unicode scalars from the start of the text.
    var offset: Int
}

/// Parses the type grammar of the spec: `Name`, `T?`, `[T]`, `[K: V]`, nested freely.
struct TypeParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    private init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// Parses `text` as one whole type.
    static func parse(_ text: String) throws(TypeSyntaxError) -> TypeReference {
        var parser = TypeParser(text)
        parser.skipSpaces()
        let type = try parser.parseType()
        parser.skipSpaces()
        if parser.index < parser.scalars.count {
            throw parser.unexpected()
        }
        return type
    }

    private mutating func parseType() throws(TypeSyntaxError) -> TypeReference {
        var type = try parsePrimary()
        while true {
            skipSpaces()
            guard peek == "?" else { return type }
            index += 1
            type = .optional(type)
        }
    }

    private mutating func parsePrimary() throws(TypeSyntaxError) -> TypeReference {
        guard let first = peek else { throw TypeSyntaxError(message: "expected a type", offset: index) }
        if first == "[" {
            index += 1
            skipSpaces()
            let key = try parseType()
            skipSpaces()
            if peek == ":" {
                index += 1
                skipSpaces()
                let value = try parseType()
                try expectClosingBracket()
                return .dictionary(key: key, value: value)
            }
            try expectClosingBracket()
            return .array(key)
        }
        guard first.isIdentifierHead else { throw unexpected(expecting: "a type") }
        let start = index
        while let scalar = peek, scalar.isIdentifierHead || ("0"..."9").contains(scalar) { index += 1 }
        let name = String(String.UnicodeScalarView(scalars[start..<index]))
        if peek == "<" {
            throw TypeSyntaxError(
                message: "generic arguments are not part of the type syntax; write [T], [K: V] or T?", offset: index)
        }
        if peek == "." {
            throw TypeSyntaxError(
                message: "qualified names are not part of the type syntax; write the type's name alone",
                offset: index)
        }
        return .named(name)
    }

    private mutating func expectClosingBracket() throws(TypeSyntaxError) {
        skipSpaces()
        guard peek == "]" else { throw unexpected(expecting: "']'") }
        index += 1
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func skipSpaces() {
        while peek == " " { index += 1 }
    }

    private func unexpected(expecting expected: String? = nil) -> TypeSyntaxError {
        let found = peek.map { "'\($0)'" } ?? "the end"
        let message = expected.map { "expected \($0), found \(found)" } ?? "unexpected \(found) after the type"
        return TypeSyntaxError(message: message, offset: index)
    }
}

extension Unicode.Scalar {
    /// ASCII letters and `_`: the characters a Swift identifier the spec accepts may start with.
    var isIdentifierHead: Bool {
        ("a"..."z").contains(self) || ("A"..."Z").contains(self) || self == "_"
    }
}
