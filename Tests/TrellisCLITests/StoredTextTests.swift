import Foundation
import Testing

@_spi(CommandLine) import TrellisCore
@testable import TrellisCLI

@Suite struct StoredTextTests {
    static let texts = [
        "", "plain", "line\nline\n", "quote \" back \\ slash / end", "\t\r\u{8}\u{C}", "\u{1}\u{1F}\u{7F}",
        "café 🚀 日本", "\\", "ends in a backslash \\", "\"\"", "\n\n\n",
    ]

    /// The JSON bytes of `text` as Foundation's encoder writes them (`\/`, `\u001f`), between
    /// the quotes.
    static func foundationJSON(_ text: String) throws -> [UInt8] {
        Array(try JSONEncoder().encode([text]).dropFirst(2).dropLast(2))
    }

    /// Decoding gives back every text, whichever writer escaped it: Trellis's, Foundation's, or
    /// one that escapes every character (`\u00e9`, a surrogate pair for 🚀, upper-case hex).
    @Test func decodingGivesBackTheText() throws {
        for text in Self.texts {
            var ours: [UInt8] = []
            JSONStringWriter.append(text, to: &ours)
            #expect(JSONStringBytes.decoded(Array(ours.dropFirst().dropLast())) == Array(text.utf8), "\(text)")
            #expect(JSONStringBytes.decoded(try Self.foundationJSON(text)) == Array(text.utf8), "\(text)")
            let everyCharacter = text.utf16.map { String(format: "\\u%04X", $0) }.joined()
            #expect(JSONStringBytes.decoded(Array(everyCharacter.utf8)) == Array(text.utf8), "\(text)")
        }
    }

    /// The quick decoding agrees with reading the escapes one byte at a time.
    @Test func decodingAgreesWithTheByteReader() throws {
        for text in Self.texts {
            let json = try Self.foundationJSON(text + "\u{E9}\u{1F600}" + text)
            let byByte = Array(IteratorSequence(JSONStringBytes(json, json.indices)))
            #expect(JSONStringBytes.decoded(json) == byByte)
        }
    }

    /// A text read from a manifest gives its UTF-8 without a string made of it.
    @Test func bytesOfAStoredText() throws {
        for text in Self.texts {
            var json: [UInt8] = []
            JSONStringWriter.append(text, to: &json)
            let stored = StoredText(json: MemoryBytes(bytes: json), range: 1..<(json.count - 1))
            #expect(stored.bytes == Array(text.utf8))
            #expect(StoredText(text).bytes == Array(text.utf8))
            #expect(stored.equals(text))
        }
    }
}
