/// A file's base as a manifest holds it. Read from a manifest, it stays where it is, a JSON
/// string in the manifest's bytes (on disk, for the command line), read and decoded when it is
/// compared or merged: a manifest that holds a copy of every generated file is never held
/// whole.
public struct ManifestText: Sendable, Equatable, ExpressibleByStringLiteral, CustomStringConvertible {
    private enum Storage: Sendable {
        case text(String)
        /// The bytes between the quotes of a JSON string, in the manifest's bytes.
        case json(any ManifestSource, Range<Int>)
    }

    private let storage: Storage

    public init(_ text: String) {
        storage = .text(text)
    }

    public init(stringLiteral text: String) {
        storage = .text(text)
    }

    public init(json source: any ManifestSource, range: Range<Int>) {
        storage = .json(source, range)
    }

    /// The text.
    public var string: String {
        switch storage {
        case .text(let text):
            return text
        case .json(let source, let range):
            // A manifest that can no longer be read gives an empty base: a merge against it
            // keeps both versions, between conflict markers.
            guard let json = source.bytes(in: range) else { return "" }
            return String(decoding: JSONStringBytes.decoded(json), as: UTF8.self)
        }
    }

    public var description: String { string }

    /// Whether this is `text`: for a base in a manifest, its bytes decoded there and compared.
    public func equals(_ text: String) -> Bool {
        switch storage {
        case .text(let own):
            return own == text
        case .json(let source, let range):
            // A JSON string is never shorter than its text: no read when it cannot be it.
            guard range.count >= text.utf8.count, let json = source.bytes(in: range) else { return false }
            return text.utf8.elementsEqual(JSONStringBytes.decoded(json))
        }
    }

    public static func == (lhs: ManifestText, rhs: ManifestText) -> Bool {
        // The same range of the same open file (a base a run kept from the last manifest): no
        // read. Bytes held in memory are a value, boxed afresh here, so they are compared.
        if case .json(let left, let leftRange) = lhs.storage, case .json(let right, let rightRange) = rhs.storage,
            leftRange == rightRange, (left as AnyObject) === (right as AnyObject)
        {
            return true
        }
        if case .text(let text) = rhs.storage { return lhs.equals(text) }
        return rhs.equals(lhs.string)
    }

    public static func == (lhs: ManifestText, rhs: String) -> Bool { lhs.equals(rhs) }
    public static func == (lhs: String, rhs: ManifestText) -> Bool { rhs.equals(lhs) }

    /// Appends the text as a quoted JSON string: as read, when it was read from a manifest.
    func appendJSON(to output: inout [UInt8]) {
        switch storage {
        case .text(let text):
            JSONStringWriter.append(text, to: &output)
        case .json(let source, let range):
            guard let json = source.bytes(in: range) else { return JSONStringWriter.append("", to: &output) }
            output.append(UInt8(ascii: "\""))
            output.append(contentsOf: json)
            output.append(UInt8(ascii: "\""))
        }
    }
}

/// Where a run that writes streams its new manifest while it plans (`RegenerationPlanner`).
public protocol ManifestJournal: AnyObject {
    /// Appends the next entry (they come in the manifest's order); its base as the journal
    /// holds it, read back from there when it is needed.
    func append(_ entry: Manifest.Entry) throws -> ManifestText
}

/// Where the bytes of a manifest can be read again, by range.
public protocol ManifestSource: Sendable {
    /// The bytes in `range`, fewer where the source ends first; nil if they cannot be read.
    func bytes(in range: Range<Int>) -> [UInt8]?
}

/// A manifest's bytes held in memory.
struct ManifestBytes: ManifestSource {
    let bytes: [UInt8]

    func bytes(in range: Range<Int>) -> [UInt8]? {
        Array(bytes[range.clamped(to: bytes.indices)])
    }
}

/// The UTF-8 bytes a JSON string's contents decode to, one at a time. The contents were
/// checked when the manifest was read, so every escape is complete.
struct JSONStringBytes: IteratorProtocol {
    /// All of `json` decoded: the runs between escapes copied whole.
    static func decoded(_ json: [UInt8]) -> [UInt8] {
        guard let firstEscape = json.firstIndex(of: UInt8(ascii: "\\")) else { return json }
        var decoded = Array(json[..<firstEscape])
        decoded.reserveCapacity(json.count)
        var position = firstEscape
        while position < json.count {
            guard let escape = json[position...].firstIndex(of: UInt8(ascii: "\\")) else {
                decoded.append(contentsOf: json[position...])
                break
            }
            decoded.append(contentsOf: json[position..<escape])
            // One escape (a surrogate pair's two included), and the rest of its character's UTF-8.
            var reader = JSONStringBytes(json, escape..<json.count)
            if let first = reader.next() { decoded.append(first) }
            while let byte = reader.pendingByte() { decoded.append(byte) }
            position = reader.position
        }
        return decoded
    }

    private let bytes: [UInt8]
    private(set) var position: Int
    private let end: Int
    /// The rest of the UTF-8 encoding of a `\u` escape, last byte first.
    private var pending: [UInt8] = []

    /// The next byte of a `\u` escape's character, if one is under way.
    mutating func pendingByte() -> UInt8? {
        pending.popLast()
    }

    init(_ bytes: [UInt8], _ range: Range<Int>) {
        self.bytes = bytes
        self.position = range.lowerBound
        self.end = range.upperBound
    }

    mutating func next() -> UInt8? {
        if let byte = pending.popLast() { return byte }
        guard position < end else { return nil }
        let byte = bytes[position]
        position += 1
        guard byte == UInt8(ascii: "\\"), position < end else { return byte }
        let escape = bytes[position]
        position += 1
        switch escape {
        case UInt8(ascii: "b"): return 0x08
        case UInt8(ascii: "f"): return 0x0C
        case UInt8(ascii: "n"): return 0x0A
        case UInt8(ascii: "r"): return 0x0D
        case UInt8(ascii: "t"): return 0x09
        case UInt8(ascii: "u"):
            var scalar = readHex()
            if (0xD800..<0xDC00).contains(scalar), position + 1 < end, bytes[position] == UInt8(ascii: "\\"),
                bytes[position + 1] == UInt8(ascii: "u")
            {
                position += 2
                let low = readHex()
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low &- 0xDC00)
            }
            let utf8 = Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
            pending = utf8.dropFirst().reversed()
            return utf8[0]
        default: return escape  // \" \\ \/
        }
    }

    private mutating func readHex() -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 where position < end {
            value = value << 4 | UInt32(JSONStringWriter.hexValue(bytes[position]) ?? 0)
            position += 1
        }
        return value
    }
}

/// Writes JSON strings as Foundation's `JSONEncoder` does with `.withoutEscapingSlashes`, so
/// that a manifest reads the same whichever wrote it.
enum JSONStringWriter {
    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Appends `text` as a quoted JSON string: the runs between escapes are copied whole (a
    /// file's text is mostly such runs, and goes into the journal of every run that writes).
    static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            output.append(UInt8(ascii: "\""))
            var runStart = 0
            for index in bytes.indices {
                let byte = bytes[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                runStart = index + 1
                output.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
                case 0x08: output.append(UInt8(ascii: "b"))
                case 0x09: output.append(UInt8(ascii: "t"))
                case 0x0A: output.append(UInt8(ascii: "n"))
                case 0x0C: output.append(UInt8(ascii: "f"))
                case 0x0D: output.append(UInt8(ascii: "r"))
                default:
                    output.append(UInt8(ascii: "u"))
                    output.append(UInt8(ascii: "0"))
                    output.append(UInt8(ascii: "0"))
                    output.append(hexDigits[Int(byte >> 4)])
                    output.append(hexDigits[Int(byte & 0xF)])
                }
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
            output.append(UInt8(ascii: "\""))
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
