/// Reads JSON (RFC 8259) from UTF-8 bytes into `JSONValue`s that keep their positions.
///
/// It refuses, with a message and a position, anything that is not JSON: invalid UTF-8,
/// unescaped control characters, lone surrogates, trailing text and nesting deeper than
/// `maximumDepth` (so that no input can exhaust the stack).
struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses one JSON document, which must hold exactly one value.
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        if parser.index == bytes.count {
            throw parser.error("the file is empty; expected a JSON object")
        }
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.error("unexpected \(parser.describeCurrent()) after the end of the JSON value")
        }
        return value
    }

    /// Parses a file, reporting why it is not JSON (with the position) when it is not.
    static func parse(_ bytes: [UInt8], reportingTo diagnostics: inout DiagnosticCollector) -> JSONValue? {
        do {
            return try parse(bytes)
        } catch {
            diagnostics.error("invalid JSON: \(error.message)", at: error.location, path: nil)
            return nil
        }
    }

    /// Parses a string of JSON; a convenience for tests and embedded documents.
    static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    // MARK: - Values

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        let location = currentLocation
        guard index < bytes.count else { throw error("unexpected end of file; expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return JSONValue(kind: .object(try parseObject(depth: depth + 1)), location: location)
        case UInt8(ascii: "["):
            return JSONValue(kind: .array(try parseArray(depth: depth + 1)), location: location)
        case UInt8(ascii: "\""):
            let (text, verbatim) = try parseString()
            return JSONValue(kind: .string(text, verbatim: verbatim), location: location)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(kind: .number(try parseNumber()), location: location)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return JSONValue(kind: .bool(true), location: location)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return JSONValue(kind: .bool(false), location: location)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return JSONValue(kind: .null, location: location)
        default:
            throw error("unexpected \(describeCurrent()); expected a value")
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> [JSONMember] {
        try checkDepth(depth)
        advance()  // {
        var members: [JSONMember] = []
        skipWhitespace()
        if consume(UInt8(ascii: "}")) { return members }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a key in quotes, found \(describeCurrent())")
            }
            let keyLocation = currentLocation
            let (key, _) = try parseString()
            skipWhitespace()
            guard consume(UInt8(ascii: ":")) else {
                throw error("expected ':' after the key \"\(key)\", found \(describeCurrent())")
            }
            skipWhitespace()
            let value = try parseValue(depth: depth)
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            if consume(UInt8(ascii: ",")) { continue }
            if consume(UInt8(ascii: "}")) { return members }
            throw error("expected ',' or '}' in the object, found \(describeCurrent())")
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> [JSONValue] {
        try checkDepth(depth)
        advance()  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if consume(UInt8(ascii: "]")) { return elements }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            if consume(UInt8(ascii: ",")) { continue }
            if consume(UInt8(ascii: "]")) { return elements }
            throw error("expected ',' or ']' in the array, found \(describeCurrent())")
        }
    }

    private func checkDepth(_ depth: Int) throws(JSONSyntaxError) {
        if depth > Self.maximumDepth {
            throw error("arrays and objects are nested deeper than \(Self.maximumDepth) levels")
        }
    }

    // MARK: - Strings

    /// Reads a string from its opening quote; returns its text and whether it had no escapes.
    private mutating func parseString() throws(JSONSyntaxError) -> (String, Bool) {
        advance()  // opening quote
        let start = index
        // Filled from the first escape on only; a string without escapes is sliced directly.
        var decoded: [UInt8] = []
        var hasEscapes = false
        while true {
            guard index < bytes.count else { throw error("unterminated string; expected '\"'") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let text: String
                if hasEscapes {
                    text = String(decoding: decoded, as: UTF8.self)
                } else {
                    text = String(decoding: bytes[start..<index], as: UTF8.self)
                }
                advance()
                return (text, !hasEscapes)
            case UInt8(ascii: "\\"):
                if !hasEscapes {
                    decoded = Array(bytes[start..<index])
                    hasEscapes = true
                }
                try parseEscape(into: &decoded)
            case 0..<0x20:
                throw error("control character \(describeCurrent()) in a string; write it as an escape such as \\n")
            case 0x80...:
                guard let length = validUTF8SequenceLength(at: index) else {
                    throw error(
                        "invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true)); the file must be UTF-8")
                }
                if hasEscapes { decoded.append(contentsOf: bytes[index..<index + length]) }
                for _ in 0..<length { advance() }
            default:
                if hasEscapes { decoded.append(byte) }
                advance()
            }
        }
    }

    private mutating func parseEscape(into decoded: inout [UInt8]) throws(JSONSyntaxError) {
        let escapeLocation = currentLocation
        advance()  // backslash
        guard index < bytes.count else { throw error("unterminated string; expected '\"'") }
        let simple: UInt8?
        switch bytes[index] {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            throw JSONSyntaxError(
                message: "invalid escape '\\\(describeCurrent(quoted: false))' in a string", location: escapeLocation)
        }
        advance()
        if let simple {
            decoded.append(simple)
            return
        }
        var scalar = try parseHexQuad(escapeLocation: escapeLocation)
        if (0xD800...0xDBFF).contains(scalar) {
            guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                throw JSONSyntaxError(message: "lone surrogate in a \\u escape", location: escapeLocation)
            }
            advance()
            advance()
            let low = try parseHexQuad(escapeLocation: escapeLocation)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw JSONSyntaxError(message: "lone surrogate in a \\u escape", location: escapeLocation)
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(scalar) {
            throw JSONSyntaxError(message: "lone surrogate in a \\u escape", location: escapeLocation)
        }
        guard let unicode = Unicode.Scalar(scalar) else {
            throw JSONSyntaxError(message: "invalid \\u escape", location: escapeLocation)
        }
        decoded.append(contentsOf: String(Character(unicode)).utf8)
    }

    private mutating func parseHexQuad(escapeLocation: SourceLocation) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexDigitValue(bytes[index]) else {
                throw JSONSyntaxError(message: "a \\u escape needs four hex digits", location: escapeLocation)
            }
            value = value << 4 | digit
            advance()
        }
        return value
    }

    private func hexDigitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The length of the well-formed UTF-8 sequence starting at `start`, or nil.
    private func validUTF8SequenceLength(at start: Int) -> Int? {
        let lead = bytes[start]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        default: return nil
        }
        guard start + length <= bytes.count, secondRange.contains(bytes[start + 1]) else { return nil }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[start + offset]) {
            return nil
        }
        return length
    }

    // MARK: - Numbers and literals

    private mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let start = index
        _ = consume(UInt8(ascii: "-"))
        if consume(UInt8(ascii: "0")) {
            if index < bytes.count, isDigit(bytes[index]) {
                throw error("numbers cannot have leading zeros")
            }
        } else {
            try consumeDigits(after: "a '-'")
        }
        if consume(UInt8(ascii: ".")) { try consumeDigits(after: "the decimal point") }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            advance()
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            try consumeDigits(after: "the exponent")
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func consumeDigits(after what: String) throws(JSONSyntaxError) {
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw error("expected a digit after \(what), found \(describeCurrent())")
        }
        while index < bytes.count, isDigit(bytes[index]) { advance() }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private mutating func expectLiteral(_ literal: String) throws(JSONSyntaxError) {
        let location = currentLocation
        for expected in literal.utf8 {
            guard index < bytes.count, bytes[index] == expected else {
                throw JSONSyntaxError(
                    message: "unexpected word; expected a value such as \(literal) (strings need quotes)",
                    location: location)
            }
            advance()
        }
    }

    // MARK: - Position

    private var currentLocation: SourceLocation { SourceLocation(line: line, column: column) }

    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        advance()
        return true
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): advance()
            default: return
            }
        }
    }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, location: currentLocation)
    }

    /// The character at the current position, for messages: `'x'`, `U+0007`, or "end of file".
    private func describeCurrent(quoted: Bool = true) -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x21, byte < 0x7F {
            let character = String(UnicodeScalar(byte))
            return quoted ? "'\(character)'" : character
        }
        if byte < 0x80 { return "U+" + String(byte, radix: 16, uppercase: true).leftPadded(to: 4) }
        if let length = validUTF8SequenceLength(at: index),
            let scalar = String(decoding: bytes[index..<index + length], as: UTF8.self).unicodeScalars.first
        {
            return "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
        }
        return "invalid UTF-8 byte 0x" + String(byte, radix: 16, uppercase: true)
    }
}
