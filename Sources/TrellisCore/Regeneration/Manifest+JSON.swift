/// The manifest's JSON: the bytes Foundation's `JSONEncoder` writes, pretty-printed with sorted
/// keys and slashes as they are, so that it is stable under version control whichever wrote it.
/// A writer can stream it an entry at a time (header, entries, footer) without holding it whole.
extension Manifest {
    /// The manifest as JSON.
    public func encoded() -> String {
        var bytes = Self.jsonHeader
        for (position, entry) in files.enumerated() { bytes += Self.jsonEntry(entry, at: position).bytes }
        bytes += Self.jsonFooter(formatVersion: formatVersion, spec: spec, inputs: inputs)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What comes before the entries.
    @_spi(CommandLine) public static let jsonHeader = Array("{\n  \"files\" : [\n".utf8)

    /// The entry at `position` of the files, and where its base's JSON string (between the
    /// quotes) is in those bytes.
    @_spi(CommandLine) public static func jsonEntry(_ entry: Entry, at position: Int) -> (
        bytes: [UInt8], base: Range<Int>
    ) {
        jsonEntry(
            root: entry.root, path: entry.path, owner: entry.owner, hash: entry.hash, at: position,
            base: { JSONStringWriter.append(entry.base, to: &$0) })
    }

    /// An entry whose base `base` appends as a quoted JSON string (a writer that holds the base
    /// as JSON already copies it as it is).
    @_spi(CommandLine) public static func jsonEntry(
        root: GeneratedFile.Root, path: String, owner: GeneratedFile.Owner, hash: String, at position: Int,
        base writeBase: (inout [UInt8]) -> Void
    ) -> (bytes: [UInt8], base: Range<Int>) {
        var chunk = position == 0 ? ManifestListing.entryStart : ManifestListing.laterEntryStart
        chunk.append(contentsOf: "      \"base\" : ".utf8)
        let start = chunk.count + 1
        writeBase(&chunk)
        let base = start..<(chunk.count - 1)
        chunk.append(contentsOf: ManifestListing.memberEnd)
        ManifestListing.appendMembers(
            of: ManifestListing.Entry(root: root, path: path, owner: owner, hash: hash), to: &chunk)
        chunk.append(contentsOf: ManifestListing.entryEnd)
        return (chunk, base)
    }

    /// What comes after the entries. (JSONEncoder writes an empty list as a blank line between
    /// its brackets: the header's line break and this one's make it.)
    @_spi(CommandLine) public static func jsonFooter(formatVersion: Int, spec: String, inputs: String?) -> [UInt8] {
        var chunk = Array("\n  ],\n  \"formatVersion\" : \(formatVersion),\n".utf8)
        if let inputs {
            chunk.append(contentsOf: "  \"inputs\" : ".utf8)
            JSONStringWriter.append(inputs, to: &chunk)
            chunk.append(contentsOf: ",\n".utf8)
        }
        chunk.append(contentsOf: "  \"spec\" : ".utf8)
        JSONStringWriter.append(spec, to: &chunk)
        chunk.append(contentsOf: "\n}\n".utf8)
        return chunk
    }

    /// Reads a manifest held in memory, or says why it cannot. Keys it does not know are
    /// skipped, as a decoder would skip them.
    public static func decode(_ bytes: [UInt8]) -> Result<Manifest, ManifestError> {
        ManifestMembers.parse(bytes).flatMap { members in
            guard let formatVersion = members.formatVersion, let spec = members.spec,
                let files = members.files(entry)
            else { return .failure(.notAManifest()) }
            guard formatVersion == currentFormatVersion else { return .failure(.unsupportedFormat(formatVersion)) }
            return .success(Manifest(formatVersion: formatVersion, spec: spec, inputs: members.inputs, files: files))
        }
    }

    private static func entry(_ value: JSONValue) -> Entry? {
        guard case .object(let members) = value.kind else { return nil }
        var texts: [String: String] = [:]
        for member in members { if let text = member.value.stringValue { texts[member.key] = text } }
        guard let root = texts["root"].flatMap(GeneratedFile.Root.init), let path = texts["path"],
            let owner = texts["owner"].flatMap(GeneratedFile.Owner.init), let hash = texts["hash"],
            let base = texts["base"]
        else { return nil }
        return Entry(root: root, path: path, owner: owner, hash: hash, base: base)
    }
}

/// The top-level members both manifest formats share (the record, and the listing that keeps
/// its bases apart), the files still as JSON for each format to read its own way.
struct ManifestMembers {
    var formatVersion: Int?
    var spec: String?
    var inputs: String?
    var fileValues: [JSONValue]?

    static func parse(_ bytes: [UInt8]) -> Result<ManifestMembers, ManifestError> {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            return .failure(.notAManifest("\(error.location.line):\(error.location.column): \(error.message)"))
        }
        guard case .object(let members) = root.kind else { return .failure(.notAManifest()) }
        var result = ManifestMembers()
        for member in members {
            switch (member.key, member.value.kind) {
            case ("formatVersion", .number(let text)): result.formatVersion = Int(text)
            case ("spec", .string(let text, _)): result.spec = text
            case ("inputs", .string(let text, _)): result.inputs = text
            case ("files", .array(let elements)): result.fileValues = elements
            default: break
            }
        }
        return .success(result)
    }

    /// The files, each read by `entry`; nil when there are none or one cannot be read.
    func files<Entry>(_ entry: (JSONValue) -> Entry?) -> [Entry]? {
        guard let fileValues else { return nil }
        let files = fileValues.compactMap(entry)
        return files.count == fileValues.count ? files : nil
    }
}

/// Writes JSON strings as Foundation's `JSONEncoder` does with `.withoutEscapingSlashes`, so
/// that a manifest reads the same whichever wrote it.
@_spi(CommandLine) public enum JSONStringWriter {
    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Appends `text` as a quoted JSON string: the runs between escapes are copied whole (a
    /// file's text is mostly such runs, and goes into the journal of every run that writes), and
    /// looked through eight bytes at a time.
    @_spi(CommandLine) public static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            output.append(UInt8(ascii: "\""))
            let raw = UnsafeRawBufferPointer(bytes)
            var runStart = 0
            var index = 0
            while index < bytes.count {
                if index + 8 <= bytes.count, !needsEscaping(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
                    index += 8
                    continue
                }
                let byte = bytes[index]
                index += 1
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<(index - 1)]))
                runStart = index
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

    /// Whether any of the eight bytes of `word` is escaped: a control character, a quote or a
    /// backslash.
    private static func needsEscaping(_ word: UInt64) -> Bool {
        ByteWords.hasByte(below: 0x20, in: word) || ByteWords.hasByte(UInt8(ascii: "\""), in: word)
            || ByteWords.hasByte(UInt8(ascii: "\\"), in: word)
    }

    @_spi(CommandLine) public static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
