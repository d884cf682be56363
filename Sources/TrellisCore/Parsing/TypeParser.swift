/// Why a type written in the spec does not parse, and at which character.
struct TypeSyntaxError: Error, Equatable {
    var message: String
    /// The offset of the offending character, in Unicode scalars from the start of the text.
    var offset: Int
}

/// Parses the type grammar of the spec: `Name`, `T?`, `[T]`, `[K: V]`, nested up to
/// `maximumNesting` levels.
///
/// It reads UTF-8 bytes (everything the grammar accepts is ASCII) and reports offsets in
/// Unicode scalars.
struct TypeParser {
    /// How many `[…]` and `?` may wrap one another. The compiler's time grows exponentially
    /// with nesting (25 levels take it 18 s), so the cap protects the user's build as much as
    /// the parser, whose recursion it bounds.
    static let maximumNesting = 16

    private let bytes: [UInt8]
    private var index = 0

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Parses `text` as one whole type.
    static func parse(_ text: String) throws(TypeSyntaxError) -> TypeReference {
        var parser = TypeParser(text)
        do throws(TypeSyntaxError) {
            parser.skipSpaces()
            let type = try parser.parseType(enclosing: 0).type
            parser.skipSpaces()
            if parser.index < parser.bytes.count {
                throw parser.unexpected()
            }
            return type
        } catch {
            // Offsets were counted in bytes; report them in scalars.
            throw TypeSyntaxError(message: error.message, offset: scalarOffset(ofByte: error.offset, in: parser.bytes))
        }
    }

    /// Parses a type inside `enclosing` levels of nesting; returns it with its own nesting.
    private mutating func parseType(enclosing: Int) throws(TypeSyntaxError) -> (type: TypeReference, nesting: Int) {
        var (type, nesting) = try parsePrimary(enclosing: enclosing)
        while true {
            skipSpaces()
            guard peek == UInt8(ascii: "?") else { return (type, nesting) }
            nesting += 1
            try checkNesting(enclosing + nesting)
            index += 1
            type = .optional(type)
        }
    }

    private mutating func parsePrimary(enclosing: Int) throws(TypeSyntaxError) -> (
        type: TypeReference, nesting: Int
    ) {
        guard let first = peek else { throw TypeSyntaxError(message: "expected a type", offset: index) }
        if first == UInt8(ascii: "[") {
            try checkNesting(enclosing + 1)
            index += 1
            skipSpaces()
            let key = try parseType(enclosing: enclosing + 1)
            skipSpaces()
            if peek == UInt8(ascii: ":") {
                index += 1
                skipSpaces()
                let value = try parseType(enclosing: enclosing + 1)
                try expectClosingBracket()
                return (.dictionary(key: key.type, value: value.type), 1 + max(key.nesting, value.nesting))
            }
            try expectClosingBracket()
            return (.array(key.type), 1 + key.nesting)
        }
        guard Unicode.Scalar(first).isIdentifierHead else { throw unexpected(expecting: "a type") }
        let start = index
        while let byte = peek, Unicode.Scalar(byte).isIdentifierBody { index += 1 }
        let name = String(decoding: bytes[start..<index], as: UTF8.self)
        if peek == UInt8(ascii: "<") {
            throw TypeSyntaxError(
                message: "generic arguments are not part of the type syntax; write [T], [K: V] or T?", offset: index)
        }
        if peek == UInt8(ascii: ".") {
            throw TypeSyntaxError(
                message: "qualified names are not part of the type syntax; write the type's name alone",
                offset: index)
        }
        return (.named(name), 0)
    }

    /// Refuses the `[` or `?` at the current offset when it nests deeper than the cap.
    private func checkNesting(_ nesting: Int) throws(TypeSyntaxError) {
        guard nesting > Self.maximumNesting else { return }
        throw TypeSyntaxError(
            message: "the type nests deeper than \(Self.maximumNesting) levels of [...] and ?", offset: index)
    }

    private mutating func expectClosingBracket() throws(TypeSyntaxError) {
        skipSpaces()
        guard peek == UInt8(ascii: "]") else { throw unexpected(expecting: "']'") }
        index += 1
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipSpaces() {
        while peek == UInt8(ascii: " ") { index += 1 }
    }

    private func unexpected(expecting expected: String? = nil) -> TypeSyntaxError {
        let found = index < bytes.count ? "'\(characterAt(index))'" : "the end"
        let message = expected.map { "expected \($0), found \(found)" } ?? "unexpected \(found) after the type"
        return TypeSyntaxError(message: message, offset: index)
    }
}

extension TypeParser {
    /// The character starting at byte `offset` (which may take several bytes).
    fileprivate func characterAt(_ offset: Int) -> String {
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }
}

/// The offset in Unicode scalars of the byte at `offset` in UTF-8 `bytes`.
func scalarOffset(ofByte offset: Int, in bytes: [UInt8]) -> Int {
    bytes[..<min(offset, bytes.count)].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) } + max(0, offset - bytes.count)
}

extension Unicode.Scalar {
    /// ASCII letters and `_`: the characters a Swift identifier the spec accepts may start with.
    var isIdentifierHead: Bool {
        ("a"..."z").contains(self) || ("A"..."Z").contains(self) || self == "_"
    }
}
