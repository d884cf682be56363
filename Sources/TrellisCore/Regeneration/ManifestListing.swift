/// The manifest as a reviewer reads it: `.trellis-manifest.json` lists each file Trellis wrote
/// (root, path, owner, hash), what the files came from and the spec, and nothing else. The bases
/// of the next merge (a copy of every generated file) are kept apart, in `.trellis/bases.json`,
/// which git is told not to diff; so a one-line spec change shows in the manifest as the hashes
/// of the files it changed and the inputs' fingerprint. A run reads both and checks that they
/// are from the same run.
@_spi(CommandLine) public struct ManifestListing: Equatable, Sendable {
    /// The listing's format. Version 1 was the manifest that held the bases itself; it is still
    /// read (`Decoded.record`), and the next writing run splits it.
    @_spi(CommandLine) public static let formatVersion = 2

    /// One file Trellis wrote.
    @_spi(CommandLine) public struct Entry: Equatable, Sendable {
        @_spi(CommandLine) public var root: GeneratedFile.Root
        @_spi(CommandLine) public var path: String
        @_spi(CommandLine) public var owner: GeneratedFile.Owner
        @_spi(CommandLine) public var hash: String

        @_spi(CommandLine) public init(root: GeneratedFile.Root, path: String, owner: GeneratedFile.Owner, hash: String)
        {
            self.root = root
            self.path = path
            self.owner = owner
            self.hash = hash
        }

        @_spi(CommandLine) public var location: Manifest.Location { Manifest.Location(root: root, path: path) }
    }

    @_spi(CommandLine) public var spec: String
    @_spi(CommandLine) public var inputs: String?
    @_spi(CommandLine) public var files: [Entry]

    @_spi(CommandLine) public init(spec: String, inputs: String?, files: [Entry]) {
        self.spec = spec
        self.inputs = inputs
        self.files = files
    }

    /// The listing of a manifest's record.
    @_spi(CommandLine) public init(_ manifest: Manifest) {
        self.init(
            spec: manifest.spec, inputs: manifest.inputs,
            files: manifest.files.map { Entry(root: $0.root, path: $0.path, owner: $0.owner, hash: $0.hash) })
    }

    /// The listing as JSON, as Foundation's `JSONEncoder` writes it (pretty-printed, sorted keys,
    /// slashes as they are), like the record it lists.
    @_spi(CommandLine) public func encoded() -> String {
        String(decoding: Array(jsonChunks().joined()), as: UTF8.self)
    }

    /// The listing's JSON a chunk at a time (the header, each entry, the footer), to write
    /// without holding it whole.
    @_spi(CommandLine) public func jsonChunks() -> some Sequence<[UInt8]> {
        let (spec, inputs, files) = (spec, inputs, files)
        return (-1...files.count).lazy.map { index -> [UInt8] in
            if index == -1 { return Manifest.jsonHeader }
            guard index < files.count else {
                return Manifest.jsonFooter(formatVersion: Self.formatVersion, spec: spec, inputs: inputs)
            }
            var bytes: [UInt8] = []
            Self.appendJSON(files[index], at: index, to: &bytes)
            return bytes
        }
    }

    /// Appends the entry at `position` of the files as the listing's JSON holds it.
    static func appendJSON(_ entry: Entry, at position: Int, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: position == 0 ? entryStart : laterEntryStart)
        appendMembers(of: entry, to: &bytes)
        bytes.append(contentsOf: entryEnd)
    }

    /// Appends what an entry of the listing and of the manifest both hold, after the manifest's
    /// `base` (keys sorted, as `JSONEncoder` sorts them): its hash, owner, path and root.
    static func appendMembers(of entry: Entry, to bytes: inout [UInt8]) {
        for (index, (key, value)) in [
            (hashKey, entry.hash), (ownerKey, entry.owner.rawValue), (pathKey, entry.path),
            (rootKey, entry.root.rawValue),
        ].enumerated() {
            bytes.append(contentsOf: key)
            JSONStringWriter.append(value, to: &bytes)
            bytes.append(contentsOf: index == 3 ? lastMemberEnd : memberEnd)
        }
    }

    /// How an entry starts (after a comma, but the first) and ends.
    static let entryStart = Array("    {\n".utf8)
    static let laterEntryStart = Array(",\n    {\n".utf8)
    static let entryEnd = Array("    }".utf8)
    static let memberEnd = Array(",\n".utf8)
    private static let lastMemberEnd = Array("\n".utf8)
    private static let (hashKey, ownerKey, pathKey, rootKey) = (
        Array("      \"hash\" : ".utf8), Array("      \"owner\" : ".utf8), Array("      \"path\" : ".utf8),
        Array("      \"root\" : ".utf8)
    )

    /// Whether `bytes` are this listing's JSON as `encoded()` writes it: how a run checks the
    /// manifest against the bases without parsing it (an entry at a time, in one buffer).
    @_spi(CommandLine) public func isEncoded(as bytes: [UInt8]) -> Bool {
        var offset = 0
        func matches(_ chunk: [UInt8]) -> Bool {
            guard offset + chunk.count <= bytes.count else { return false }
            for (index, byte) in chunk.enumerated() where bytes[offset + index] != byte { return false }
            offset += chunk.count
            return true
        }
        guard matches(Manifest.jsonHeader) else { return false }
        var buffer: [UInt8] = []
        for (position, entry) in files.enumerated() {
            buffer.removeAll(keepingCapacity: true)
            Self.appendJSON(entry, at: position, to: &buffer)
            guard matches(buffer) else { return false }
        }
        return matches(Manifest.jsonFooter(formatVersion: Self.formatVersion, spec: spec, inputs: inputs))
            && offset == bytes.count
    }

    /// What a `.trellis-manifest.json` holds.
    @_spi(CommandLine) public enum Decoded: Equatable, Sendable {
        /// A listing: its bases are in `.trellis/bases.json`.
        case listing(ManifestListing)
        /// A manifest of an earlier Trellis, which holds its bases itself: read it as the record.
        case record
    }

    /// Reads a `.trellis-manifest.json`, or says why it cannot.
    @_spi(CommandLine) public static func decode(_ bytes: [UInt8]) -> Result<Decoded, ManifestError> {
        ManifestMembers.parse(bytes).flatMap { members in
            guard let formatVersion = members.formatVersion else { return .failure(.notAManifest()) }
            if formatVersion == Manifest.currentFormatVersion { return .success(.record) }
            guard formatVersion == Self.formatVersion else { return .failure(.unsupportedFormat(formatVersion)) }
            guard let spec = members.spec, let files = members.files(entry) else { return .failure(.notAManifest()) }
            return .success(.listing(ManifestListing(spec: spec, inputs: members.inputs, files: files)))
        }
    }

    private static func entry(_ value: JSONValue) -> Entry? {
        guard case .object(let members) = value.kind else { return nil }
        var texts: [String: String] = [:]
        for member in members { if let text = member.value.stringValue { texts[member.key] = text } }
        guard let root = texts["root"].flatMap(GeneratedFile.Root.init), let path = texts["path"],
            let owner = texts["owner"].flatMap(GeneratedFile.Owner.init), let hash = texts["hash"]
        else { return nil }
        return Entry(root: root, path: path, owner: owner, hash: hash)
    }

    /// Where this listing and `other` first disagree, as a reader would look for it: the spec,
    /// the inputs, or the first file (by root and path) listed differently; nil when they agree.
    @_spi(CommandLine) public func firstDifference(from other: ManifestListing) -> String? {
        if spec != other.spec { return "the spec (\(spec), \(other.spec))" }
        if inputs != other.inputs { return "the inputs' fingerprint" }
        let listed = Dictionary(files.map { ($0.location, $0) }, uniquingKeysWith: { first, _ in first })
        let recorded = Dictionary(other.files.map { ($0.location, $0) }, uniquingKeysWith: { first, _ in first })
        for location in Set(listed.keys).union(recorded.keys).sorted() where listed[location] != recorded[location] {
            return "\(location.root.rawValue)/\(location.path)"
        }
        return nil
    }
}

extension Manifest {
    /// Where the record of the bases is, in the sources output folder.
    @_spi(CommandLine) public static let basesFolderName = ".trellis"
    @_spi(CommandLine) public static let basesFileName = "bases.json"
    /// Beside the bases: tells git that they are generated and not worth a diff.
    @_spi(CommandLine) public static let basesAttributesFileName = ".gitattributes"
    @_spi(CommandLine) public static let basesAttributes = """
        # Written by Trellis: a copy of each file as Trellis last generated it, the base of the next
        # three-way merge. Commit it with ../.trellis-manifest.json, which lists the same files for
        # review; a diff of this file says nothing the code's diff does not.
        \(basesFileName) -diff linguist-generated=true

        """
}
