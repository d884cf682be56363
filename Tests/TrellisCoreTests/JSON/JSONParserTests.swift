import Foundation
import Testing

@testable import TrellisCore

@Suite struct JSONParserTests {
    @Test func keepsLineAndColumnOfEveryValue() throws {
        let value = try JSONParser.parse("{\n  \"a\": [1, \"x\"],\n\t\"b\": null\n}")
        guard case .object(let members) = value.kind else {
            Issue.record("expected an object")
            return
        }
        #expect(value.location == SourceLocation(line: 1, column: 1))
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members[0].keyLocation == SourceLocation(line: 2, column: 3))
        #expect(members[0].value.location == SourceLocation(line: 2, column: 8))
        guard case .array(let elements) = members[0].value.kind else {
            Issue.record("expected an array")
            return
        }
        #expect(elements[1].location == SourceLocation(line: 2, column: 12))
        #expect(members[1].value.location == SourceLocation(line: 3, column: 7))
    }

    @Test func countsColumnsInUnicodeScalars() throws {
        let value = try JSONParser.parse(#"["héllo→", 1]"#)
        guard case .array(let elements) = value.kind else {
            Issue.record("expected an array")
            return
        }
        #expect(elements[1].location == SourceLocation(line: 1, column: 12))
    }

    @Test func decodesEscapesAndMarksVerbatimStrings() throws {
        let value = try JSONParser.parse(#"["a\"b\\\/\n\u00e9\ud83d\ude00", "plain"]"#)
        guard case .array(let elements) = value.kind else {
            Issue.record("expected an array")
            return
        }
        #expect(elements[0].kind == .string("a\"b\\/\né😀", verbatim: false))
        #expect(elements[1].kind == .string("plain", verbatim: true))
    }

    @Test func readsNumbersLiteralsAndEmptyContainers() throws {
        let value = try JSONParser.parse(#"[-0.5e+3, 0, true, false, null, {}, []]"#)
        #expect(
            value.kind
                == .array([
                    JSONValue(kind: .number("-0.5e+3"), location: SourceLocation(line: 1, column: 2)),
                    JSONValue(kind: .number("0"), location: SourceLocation(line: 1, column: 11)),
                    JSONValue(kind: .bool(true), location: SourceLocation(line: 1, column: 14)),
                    JSONValue(kind: .bool(false), location: SourceLocation(line: 1, column: 20)),
                    JSONValue(kind: .null, location: SourceLocation(line: 1, column: 27)),
                    JSONValue(kind: .object([]), location: SourceLocation(line: 1, column: 33)),
                    JSONValue(kind: .array([]), location: SourceLocation(line: 1, column: 37)),
                ]))
    }

    @Test(arguments: [
        ("", 1, 1, "empty"),
        ("{\"a\": 1", 1, 8, "expected ',' or '}'"),
        ("{\"a\": \"abc", 1, 11, "unterminated string"),
        ("[1, 2] x", 1, 8, "after the end"),
        ("[1,]", 1, 4, "expected a value"),
        ("{\"a\" 1}", 1, 6, "expected ':'"),
        ("{a: 1}", 1, 2, "expected a key in quotes"),
        ("[tru]", 1, 2, "unexpected word"),
        ("[01]", 1, 3, "leading zeros"),
        ("[1.]", 1, 4, "expected a digit"),
        ("[\"a\tb\"]", 1, 4, "control character"),
        ("[\"\\x\"]", 1, 3, "invalid escape"),
        ("[\"\\ud800\"]", 1, 3, "lone surrogate"),
        ("[\"\\u12\"]", 1, 3, "four hex digits"),
        ("\n\n  [1, @]", 3, 7, "unexpected '@'"),
    ])
    func refusesInvalidJSONWithPosition(input: String, line: Int, column: Int, message: String) {
        #expect {
            try JSONParser.parse(input)
        } throws: { error in
            guard let error = error as? JSONSyntaxError else { return false }
            return error.location == SourceLocation(line: line, column: column) && error.message.contains(message)
        }
    }

    @Test func refusesInvalidUTF8WithPosition() {
        let bytes: [UInt8] = Array("[\"ok\",\n \"a".utf8) + [0xC3, 0x28] + Array("\"]".utf8)
        #expect {
            try JSONParser.parse(bytes)
        } throws: { error in
            guard let error = error as? JSONSyntaxError else { return false }
            return error.location == SourceLocation(line: 2, column: 4) && error.message.contains("UTF-8")
        }
    }

    @Test func refusesOverlongAndSurrogateEncodings() {
        for sequence: [UInt8] in [
            [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF],
        ] {
            let bytes = Array("[\"".utf8) + sequence + Array("\"]".utf8)
            #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(bytes) }
        }
    }

    @Test func refusesDeepNestingWithoutExhaustingTheStack() {
        let depth = 100_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect {
            try JSONParser.parse(text)
        } throws: { error in
            (error as? JSONSyntaxError)?.message.contains("nested deeper") == true
        }
        let objects = String(repeating: "{\"a\":", count: depth)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(objects) }
    }

    @Test func acceptsNestingUpToTheLimit() throws {
        let depth = JSONParser.maximumDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        _ = try JSONParser.parse(text)
    }

    @Test func everyTruncationOfAValidFileIsRefusedWithoutACrash() throws {
        let text = try String(contentsOf: kooberSpecFile, encoding: .utf8)
        let bytes = Array(text.utf8)
        var refused = 0
        for length in stride(from: 0, to: bytes.count, by: 7) {
            if (try? JSONParser.parse(Array(bytes[..<length]))) == nil { refused += 1 }
        }
        #expect(refused == (bytes.count + 6) / 7)
    }

    @Test func skipsAByteOrderMark() throws {
        let value = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8))
        #expect(value.kind == .object([]))
    }
}
