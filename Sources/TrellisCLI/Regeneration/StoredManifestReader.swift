@_spi(CommandLine) import TrellisCore

/// Reads a manifest's JSON without decoding its bases: each base stays a range of the bytes,
/// read again from `source` when it is needed (`StoredText`). Keys it does not know are
/// skipped, as a decoder would skip them.
struct StoredManifestReader {
    private let source: any ByteSource
    private var input: WindowedBytes
    private var position = 0

    init(_ source: any ByteSource) {
        self.source = source
        self.input = WindowedBytes(source: source)
    }

    /// The manifest, or nil when the bytes are not one.
    mutating func read() -> StoredManifest? {
        var formatVersion: Int?
        var spec: String?
        var inputs: String?
        var files: [StoredManifest.Entry]?
        let complete = readObject { reader, key in
            switch key {
            case "formatVersion": formatVersion = reader.readInteger()
            case "spec": spec = reader.readText()
            case "inputs": inputs = reader.readText()
            case "files": files = reader.readEntries()
            default: return reader.skipValue()
            }
            return true
        }
        skipWhitespace()
        guard complete, input.at(position) == nil, let formatVersion, let spec, let files else { return nil }
        return StoredManifest(formatVersion: formatVersion, spec: spec, inputs: inputs, files: files)
    }

    private mutating func readEntries() -> [StoredManifest.Entry]? {
        var entries: [StoredManifest.Entry] = []
        let complete = readArray { reader in
            var root: GeneratedFile.Root?
            var path: String?
            var owner: GeneratedFile.Owner?
            var hash: String?
            var base: StoredText?
            let complete = reader.readObject { reader, key in
                switch key {
                case "root": root = reader.readText().flatMap(GeneratedFile.Root.init)
                case "path": path = reader.readText()
                case "owner": owner = reader.readText().flatMap(GeneratedFile.Owner.init)
                case "hash": hash = reader.readText()
                case "base": base = reader.readString().map { StoredText(json: reader.source, range: $0) }
                default: return reader.skipValue()
                }
                return true
            }
            guard complete, let root, let path, let owner, let hash, let base else { return false }
            entries.append(StoredManifest.Entry(root: root, path: path, owner: owner, hash: hash, base: base))
            return true
        }
        return complete ? entries : nil
    }

    // MARK: JSON

    /// Reads `{ "key": value, … }`, handing each key to `member`, which reads the value.
    private mutating func readObject(_ member: (inout StoredManifestReader, String) -> Bool) -> Bool {
        guard consume(UInt8(ascii: "{")) else { return false }
        if consume(UInt8(ascii: "}")) { return true }
        repeat {
            guard let keyRange = readString(), let key = decoded(keyRange), consume(UInt8(ascii: ":")),
                member(&self, key)
            else { return false }
        } while consume(UInt8(ascii: ","))
        return consume(UInt8(ascii: "}"))
    }

    private mutating func readArray(_ element: (inout StoredManifestReader) -> Bool) -> Bool {
        guard consume(UInt8(ascii: "[")) else { return false }
        if consume(UInt8(ascii: "]")) { return true }
        repeat {
            guard element(&self) else { return false }
        } while consume(UInt8(ascii: ","))
        return consume(UInt8(ascii: "]"))
    }

    /// Reads a string; its contents' range, escapes checked.
    private mutating func readString() -> Range<Int>? {
        guard consume(UInt8(ascii: "\"")) else { return nil }
        let start = position
        while true {
            // The plain bytes in between, most of a base, a window at a time.
            position = input.endOfPlainStringBytes(from: position)
            guard let byte = input.at(position) else { return nil }
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return start..<(position - 1)
            case UInt8(ascii: "\\"):
                guard let escape = input.at(position + 1) else { return nil }
                if escape == UInt8(ascii: "u") {
                    for offset in 2...5 {
                        guard let digit = input.at(position + offset), JSONStringWriter.hexValue(digit) != nil else {
                            return nil
                        }
                    }
                    position += 6
                } else {
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                        UInt8(ascii: "f"),
                        UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        position += 2
                    default:
                        return nil
                    }
                }
            case 0..<0x20:
                return nil
            default:
                position += 1
            }
        }
    }

    /// Reads a string and decodes it.
    private mutating func readText() -> String? {
        readString().flatMap { decoded($0) }
    }

    private mutating func decoded(_ range: Range<Int>) -> String? {
        String(decoding: JSONStringBytes.decoded(input.slice(range)), as: UTF8.self)
    }

    private mutating func readInteger() -> Int? {
        skipWhitespace()
        let start = position
        if input.at(position) == UInt8(ascii: "-") { position += 1 }
        while let byte = input.at(position), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            position += 1
        }
        return Int(String(decoding: input.slice(start..<position), as: UTF8.self))
    }

    /// Skips any JSON value.
    private mutating func skipValue() -> Bool {
        skipWhitespace()
        guard let first = input.at(position) else { return false }
        switch first {
        case UInt8(ascii: "{"): return readObject { reader, _ in reader.skipValue() }
        case UInt8(ascii: "["): return readArray { reader in reader.skipValue() }
        case UInt8(ascii: "\""): return readString() != nil
        default:
            // A number, true, false or null: the run of characters up to the next delimiter.
            let start = position
            while let byte = input.at(position), !isDelimiter(byte) { position += 1 }
            let word = String(decoding: input.slice(start..<position), as: UTF8.self)
            return ["true", "false", "null"].contains(word) || Double(word) != nil
        }
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard input.at(position) == byte else { return false }
        position += 1
        return true
    }

    private mutating func skipWhitespace() {
        while let byte = input.at(position), isWhitespace(byte) { position += 1 }
    }

    private func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private func isDelimiter(_ byte: UInt8) -> Bool {
        isWhitespace(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
    }
}

/// A source's bytes read a window at a time, so that reading a manifest never holds it whole.
struct WindowedBytes {
    static let windowSize = 1 << 20
    let source: any ByteSource
    private var start = 0
    private var window: [UInt8] = []

    init(source: any ByteSource) {
        self.source = source
    }

    /// The byte at `position`; nil past the end (or where the source cannot be read).
    mutating func at(_ position: Int) -> UInt8? {
        let offset = position - start
        if offset >= 0, offset < window.count { return window[offset] }
        guard let bytes = source.bytes(in: position..<(position + Self.windowSize)), !bytes.isEmpty else {
            return nil
        }
        start = position
        window = bytes
        return window[0]
    }

    /// Where the run of plain string bytes (neither a quote, a backslash nor a control
    /// character) from `position` on ends, within the window; `position` when it is not in it.
    func endOfPlainStringBytes(from position: Int) -> Int {
        let offset = position - start
        guard offset >= 0, offset < window.count else { return position }
        return window.withUnsafeBufferPointer { bytes in
            var index = offset
            while index < bytes.count, bytes[index] >= 0x20, bytes[index] != UInt8(ascii: "\""),
                bytes[index] != UInt8(ascii: "\\")
            {
                index += 1
            }
            return start + index
        }
    }

    /// The bytes in `range`, from the window when it holds them.
    func slice(_ range: Range<Int>) -> [UInt8] {
        if range.lowerBound >= start, range.upperBound <= start + window.count {
            return Array(window[(range.lowerBound - start)..<(range.upperBound - start)])
        }
        return source.bytes(in: range) ?? []
    }
}
