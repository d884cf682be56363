/// Why a type written in the spec does not parse, and at which character.
struct TypeSyntaxError: Error, Equatable {
    var message: String
    /// The offset of the offending character, in Unicode scalars from the start of the text.
    var offset: Int
}

/// Parses the type grammar of the spec: `Name`, `T?`, `[T]`, `[K: V]`, nested freely.
///
/// It reads UTF-8 bytes (everything the grammar accepts is ASCII) and reports offsets in
/// Unicode scalars.
struct TypeParser {
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
            let type = try parser.parseType()
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

    private mutating func parseType() throws(TypeSyntaxError) -> TypeReference {
        var type = try parsePrimary()
        while true {
            skipSpaces()
            guard peek == UInt8(ascii: "?") else { return type }
            index += 1
            type = .optional(type)
        }
    }

    private mutating func parsePrimary() throws(TypeSyntaxError) -> TypeReference {
        guard let first = peek else { throw TypeSyntaxError(message: "expected a type", offset: index) }
        if first == UInt8(ascii: "[") {
            index += 1
            skipSpaces()
            let key = try parseType()
            skipSpaces()
            if peek == UInt8(ascii: ":") {
                index += 1
                skipSpaces()
                let value = try parseType()
                try expectClosingBracket()
                return .dictionary(key: key, value: value)
            }
            try expectClosingBracket()
            return .array(key)
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
        return .named(name)
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
