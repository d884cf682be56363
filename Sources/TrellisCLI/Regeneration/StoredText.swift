@_spi(CommandLine) import TrellisCore

/// A text as a manifest on disk holds it (a file's base, or the text of a file to write):
/// read from a manifest or written to the journal, it stays where it is, a JSON string in the
/// file's bytes, read and decoded when it is compared, merged or written. So a manifest that
/// holds a copy of every generated file is never held whole, and neither is the plan of a run
/// that writes thousands of files.
struct StoredText: Sendable, Equatable, CustomStringConvertible {
    private enum Storage: Sendable {
        case text(String)
        /// The bytes between the quotes of a JSON string, in a file's bytes.
        case json(any ByteSource, Range<Int>)
    }

    private let storage: Storage

    init(_ text: String) {
        storage = .text(text)
    }

    init(json source: any ByteSource, range: Range<Int>) {
        storage = .json(source, range)
    }

    /// The text.
    var string: String {
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

    var description: String { string }

    /// The text's UTF-8: for a text read from a manifest, its JSON decoded, with no string made.
    var bytes: [UInt8] {
        switch storage {
        case .text(let text): Array(text.utf8)
        case .json(let source, let range): source.bytes(in: range).map(JSONStringBytes.decoded) ?? []
        }
    }

    /// Whether this is `text`: for a base in a manifest, its bytes decoded there and compared.
    func equals(_ text: String) -> Bool {
        switch storage {
        case .text(let own):
            return own == text
        case .json(let source, let range):
            // A JSON string is never shorter than its text: no read when it cannot be it.
            guard range.count >= text.utf8.count, let json = source.bytes(in: range) else { return false }
            return Self.sameBytes(JSONStringBytes.decoded(json), text)
        }
    }

    /// Whether `bytes` are `text`'s UTF-8, compared a block at a time (a no-op run compares every
    /// file it wrote with its base: byte by byte, that was a sixth of its time).
    private static func sameBytes(_ bytes: [UInt8], _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { textBytes in
            bytes.withUnsafeBufferPointer { bytes in
                guard bytes.count == textBytes.count else { return false }
                guard let left = bytes.baseAddress, let right = textBytes.baseAddress else { return true }
                return memcmp(left, right, bytes.count) == 0
            }
        }
    }

    static func == (lhs: StoredText, rhs: StoredText) -> Bool {
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

/// Where bytes can be read again, by range: a manifest on disk, a journal being written.
protocol ByteSource: Sendable {
    /// The bytes in `range`, fewer where the source ends first; nil if they cannot be read.
    func bytes(in range: Range<Int>) -> [UInt8]?
}

/// Bytes held in memory.
struct MemoryBytes: ByteSource {
    let bytes: [UInt8]

    func bytes(in range: Range<Int>) -> [UInt8]? {
        Array(bytes[range.clamped(to: bytes.indices)])
    }
}

/// The UTF-8 bytes a JSON string's contents decode to, one at a time. The contents were
/// checked when the manifest was read, so every escape is complete.
struct JSONStringBytes: IteratorProtocol {
    /// All of `json` decoded: the runs between escapes copied whole, found with `memchr`, and
    /// the one-letter escapes (a generated file's every line ends in `\n`) decoded in place.
    static func decoded(_ json: [UInt8]) -> [UInt8] {
        json.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress, memchr(base, Int32(UInt8(ascii: "\\")), source.count) != nil else {
                return json
            }
            var decoded: [UInt8] = []
            decoded.reserveCapacity(source.count)
            var position = 0
            while position < source.count {
                guard let found = memchr(base + position, Int32(UInt8(ascii: "\\")), source.count - position) else {
                    decoded.append(contentsOf: UnsafeBufferPointer(rebasing: source[position...]))
                    break
                }
                let escape = position + (UnsafeRawPointer(found) - UnsafeRawPointer(base + position))
                decoded.append(contentsOf: UnsafeBufferPointer(rebasing: source[position..<escape]))
                if escape + 1 < source.count, let byte = oneLetterEscape(source[escape + 1]) {
                    decoded.append(byte)
                    position = escape + 2
                    continue
                }
                // A `\u` escape (a surrogate pair's two included), and the rest of its character's UTF-8.
                var reader = JSONStringBytes(json, escape..<json.count)
                if let first = reader.next() { decoded.append(first) }
                while let byte = reader.pendingByte() { decoded.append(byte) }
                position = reader.position
            }
            return decoded
        }
    }

    /// The byte a one-letter escape (`\n`, `\"`, …) stands for; nil for `\u`.
    private static func oneLetterEscape(_ letter: UInt8) -> UInt8? {
        switch letter {
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        case UInt8(ascii: "u"): nil
        default: letter  // \" \\ \/
        }
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
        if let byte = Self.oneLetterEscape(escape) { return byte }
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
