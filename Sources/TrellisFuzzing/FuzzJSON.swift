/// A JSON value the fuzzer can take apart and write back: objects keep their key order (and
/// may hold a key twice, on purpose), numbers keep their text (`1e400` stays `1e400`).
indirect enum FuzzJSON: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([FuzzJSON])
    case object([(key: String, value: FuzzJSON)])
    /// JSON text written as it is: nesting thousands deep, kept flat so that no walk over the
    /// tree recurses through it.
    case raw(String)

    static func == (lhs: FuzzJSON, rhs: FuzzJSON) -> Bool {
        lhs.text == rhs.text
    }

    /// The JSON text, compact.
    var text: String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let text), .raw(let text): output += text
        case .string(let text): Self.writeString(text, to: &output)
        case .array(let elements):
            output += "["
            for (offset, element) in elements.enumerated() {
                if offset > 0 { output += "," }
                element.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (offset, member) in members.enumerated() {
                if offset > 0 { output += "," }
                Self.writeString(member.key, to: &output)
                output += ":"
                member.value.write(to: &output)
            }
            output += "}"
        }
    }

    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    /// The value of `key` in an object.
    subscript(key: String) -> FuzzJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    var arrayValue: [FuzzJSON]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}

extension FuzzJSON {
    /// Reads a JSON text the fuzzer trusts (its seed specs); nil when it does not parse.
    static func parse(_ text: String) -> FuzzJSON? {
        var reader = Reader(scalars: Array(text.unicodeScalars))
        guard let value = reader.value() else { return nil }
        reader.skipSpaces()
        return reader.position == reader.scalars.count ? value : nil
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var position = 0

        mutating func skipSpaces() {
            while position < scalars.count, [" ", "\n", "\r", "\t"].contains(scalars[position]) { position += 1 }
        }

        mutating func value() -> FuzzJSON? {
            skipSpaces()
            guard position < scalars.count else { return nil }
            switch scalars[position] {
            case "{":
                position += 1
                var members: [(key: String, value: FuzzJSON)] = []
                skipSpaces()
                if consume("}") { return .object(members) }
                repeat {
                    skipSpaces()
                    guard let key = string(), consumeAfterSpaces(":"), let member = value() else { return nil }
                    members.append((key, member))
                } while consumeAfterSpaces(",")
                return consumeAfterSpaces("}") ? .object(members) : nil
            case "[":
                position += 1
                var elements: [FuzzJSON] = []
                skipSpaces()
                if consume("]") { return .array(elements) }
                repeat {
                    guard let element = value() else { return nil }
                    elements.append(element)
                } while consumeAfterSpaces(",")
                return consumeAfterSpaces("]") ? .array(elements) : nil
            case "\"":
                return string().map(FuzzJSON.string)
            case "t": return word("true", .bool(true))
            case "f": return word("false", .bool(false))
            case "n": return word("null", .null)
            default:
                let start = position
                while position < scalars.count, "-+.eE0123456789".unicodeScalars.contains(scalars[position]) {
                    position += 1
                }
                guard position > start else { return nil }
                return .number(String(String.UnicodeScalarView(scalars[start..<position])))
            }
        }

        mutating func string() -> String? {
            guard consume("\"") else { return nil }
            var text = String.UnicodeScalarView()
            while position < scalars.count {
                let scalar = scalars[position]
                position += 1
                switch scalar {
                case "\"": return String(text)
                case "\\":
                    guard position < scalars.count else { return nil }
                    let escaped = scalars[position]
                    position += 1
                    switch escaped {
                    case "n": text.append("\n")
                    case "t": text.append("\t")
                    case "r": text.append("\r")
                    case "b": text.append("\u{8}")
                    case "f": text.append("\u{C}")
                    case "u":
                        guard position + 4 <= scalars.count,
                            let code = UInt32(
                                String(String.UnicodeScalarView(scalars[position..<position + 4])), radix: 16)
                        else { return nil }
                        position += 4
                        text.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                    default: text.append(escaped)
                    }
                default: text.append(scalar)
                }
            }
            return nil
        }

        mutating func word(_ word: String, _ result: FuzzJSON) -> FuzzJSON? {
            for scalar in word.unicodeScalars {
                guard consume(scalar) else { return nil }
            }
            return result
        }

        mutating func consume(_ scalar: Unicode.Scalar) -> Bool {
            guard position < scalars.count, scalars[position] == scalar else { return false }
            position += 1
            return true
        }

        mutating func consumeAfterSpaces(_ scalar: Unicode.Scalar) -> Bool {
            skipSpaces()
            return consume(scalar)
        }
    }
}
