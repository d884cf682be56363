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

    /// Writing a string eight bytes at a time escapes what escaping each byte on its own does:
    /// every ASCII byte and a byte of a longer character, at every place in a word of eight.
    @Test func writingAgreesWithEscapingEachByte() {
        func escapedByteByByte(_ text: String) -> [UInt8] {
            var output = Array("\"".utf8)
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), byte]
                case 0x08: output += Array("\\b".utf8)
                case 0x09: output += Array("\\t".utf8)
                case 0x0A: output += Array("\\n".utf8)
                case 0x0C: output += Array("\\f".utf8)
                case 0x0D: output += Array("\\r".utf8)
                case ..<0x20: output += Array(String(format: "\\u%04x", byte).utf8)
                default: output.append(byte)
                }
            }
            return output + Array("\"".utf8)
        }
        let odd = (0..<128).map { String(UnicodeScalar(UInt8($0))) } + ["é", "🚀"]
        for character in odd {
            for position in 0..<17 {
                let text = String(repeating: "a", count: position) + character + String(repeating: "b", count: 9)
                var written: [UInt8] = []
                JSONStringWriter.append(text, to: &written)
                #expect(written == escapedByteByByte(text), "\(text.debugDescription)")
            }
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

@Suite struct JournalBytesTests {
    /// A read of bytes still pending writes them first; bytes already written are read as they are.
    @Test func readsWhatIsPendingByWritingItFirst() throws {
        let scratch = try ScratchDirectory()
        let url = scratch.url.appendingPathComponent("journal")
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        let journal = JournalBytes(descriptor: descriptor, file: try #require(OpenFile(url)))
        #expect(journal.append(Array("header,".utf8)))
        #expect(journal.append(Array("entry".utf8)))
        #expect(try Data(contentsOf: url).isEmpty, "small appends wait to be written")
        #expect(journal.bytes(in: 7..<12) == Array("entry".utf8))
        #expect(journal.append(Array(",more".utf8)) && journal.flush())
        #expect(String(decoding: try Data(contentsOf: url), as: UTF8.self) == "header,entry,more")
    }

    /// After a failed write, every later write and read fails: what follows would land at the
    /// wrong place.
    @Test func aFailedWriteFailsEverythingAfter() {
        let scratch = try? ScratchDirectory()
        let url = scratch?.url.appendingPathComponent("journal")
        guard let url, FileManager.default.createFile(atPath: url.path, contents: Data("x".utf8)),
            let file = OpenFile(url)
        else {
            Issue.record("no scratch file")
            return
        }
        // A descriptor open for reading only: every write fails.
        let journal = JournalBytes(descriptor: open(url.path, O_RDONLY | O_CLOEXEC), file: file)
        #expect(!journal.append(Array(repeating: 0, count: JournalBytes.writeSize)))
        #expect(!journal.append([1]))
        #expect(!journal.flush())
        #expect(journal.bytes(in: 0..<1) == nil)
    }
}
