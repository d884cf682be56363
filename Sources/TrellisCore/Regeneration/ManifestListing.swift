/// The manifest as a reviewer reads it: `.trellis-manifest.json` lists each file Trellis wrote
/// (root, path, owner, hash), what the files came from and the spec, and nothing else. The bases
/// of the next merge (a copy of every generated file) are kept apart, in `.trellis/bases.json`,
/// which git is told not to diff; so a one-line spec change shows in the manifest as the hashes
/// of the files it changed and the inputs' fingerprint. A run reads both and checks that they
/// are from the same run.
public struct ManifestListing: Equatable, Sendable {
    /// The listing's format. Version 1 was the manifest that held the bases itself; it is still
    /// read (`Decoded.record`), and the next writing run splits it.
    public static let formatVersion = 2

    /// One file Trellis wrote.
    public struct Entry: Equatable, Sendable {
        public var root: GeneratedFile.Root
        public var path: String
        public var owner: GeneratedFile.Owner
        public var hash: String

        public init(root: GeneratedFile.Root, path: String, owner: GeneratedFile.Owner, hash: String) {
            self.root = root
            self.path = path
            self.owner = owner
            self.hash = hash
        }

        public var location: Manifest.Location { Manifest.Location(root: root, path: path) }
    }

    public var spec: String
    public var inputs: String?
    public var files: [Entry]

    public init(spec: String, inputs: String?, files: [Entry]) {
        self.spec = spec
        self.inputs = inputs
        self.files = files
    }

    /// The listing of a manifest's record.
    public init(_ manifest: Manifest) {
        self.init(
            spec: manifest.spec, inputs: manifest.inputs,
            files: manifest.files.map { Entry(root: $0.root, path: $0.path, owner: $0.owner, hash: $0.hash) })
    }

    /// The listing as JSON, as Foundation's `JSONEncoder` writes it (pretty-printed, sorted keys,
    /// slashes as they are), like the record it lists.
    public func encoded() -> String {
        var bytes = Array("{\n  \"files\" : [\n".utf8)
        for (position, entry) in files.enumerated() {
            bytes.append(contentsOf: (position == 0 ? "    {\n" : ",\n    {\n").utf8)
            let members = [
                ("hash", entry.hash), ("owner", entry.owner.rawValue), ("path", entry.path),
                ("root", entry.root.rawValue),
            ]
            for (index, (key, value)) in members.enumerated() {
                bytes.append(contentsOf: "      \"\(key)\" : ".utf8)
                JSONStringWriter.append(value, to: &bytes)
                bytes.append(contentsOf: (index == members.count - 1 ? "\n" : ",\n").utf8)
            }
            bytes.append(contentsOf: "    }".utf8)
        }
        bytes += Manifest.jsonFooter(formatVersion: Self.formatVersion, spec: spec, inputs: inputs)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What a `.trellis-manifest.json` holds.
    public enum Decoded: Equatable, Sendable {
        /// A listing: its bases are in `.trellis/bases.json`.
        case listing(ManifestListing)
        /// A manifest of an earlier Trellis, which holds its bases itself: read it as the record.
        case record
    }

    /// Reads a `.trellis-manifest.json`, or says why it cannot.
    public static func decode(_ bytes: [UInt8]) -> Result<Decoded, ManifestError> {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            return .failure(.notAManifest("\(error.location.line):\(error.location.column): \(error.message)"))
        }
        guard case .object(let members) = root.kind else { return .failure(.notAManifest()) }
        var formatVersion: Int?
        var spec: String?
        var inputs: String?
        var files: [Entry]?
        for member in members {
            switch (member.key, member.value.kind) {
            case ("formatVersion", .number(let text)): formatVersion = Int(text)
            case ("spec", .string(let text, _)): spec = text
            case ("inputs", .string(let text, _)): inputs = text
            case ("files", .array(let elements)):
                files = elements.compactMap(entry)
                if files?.count != elements.count { return .failure(.notAManifest()) }
            default: break
            }
        }
        guard let formatVersion else { return .failure(.notAManifest()) }
        if formatVersion == Manifest.currentFormatVersion { return .success(.record) }
        guard formatVersion == Self.formatVersion else { return .failure(.unsupportedFormat(formatVersion)) }
        guard let spec, let files else { return .failure(.notAManifest()) }
        return .success(.listing(ManifestListing(spec: spec, inputs: inputs, files: files)))
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

    /// The first file where the listing and a record of files (their listing entries, in the
    /// record's order) disagree, as a path to show; nil when they list the same files alike.
    public func firstDifference(from record: [Entry], spec recordSpec: String, inputs recordInputs: String?)
        -> String?
    {
        if spec != recordSpec { return "the spec (\(spec), \(recordSpec))" }
        if inputs != recordInputs { return "the inputs' fingerprint" }
        let listed = Dictionary(files.map { ($0.location, $0) }, uniquingKeysWith: { first, _ in first })
        let recorded = Dictionary(record.map { ($0.location, $0) }, uniquingKeysWith: { first, _ in first })
        for location in Set(listed.keys).union(recorded.keys).sorted() where listed[location] != recorded[location] {
            return "\(location.root.rawValue)/\(location.path)"
        }
        return nil
    }
}

extension Manifest {
    /// Where the record of the bases is, in the sources output folder.
    public static let basesFolderName = ".trellis"
    public static let basesFileName = "bases.json"
    /// Beside the bases: tells git that they are generated and not worth a diff.
    public static let basesAttributesFileName = ".gitattributes"
    public static let basesAttributes = """
        # Written by Trellis: a copy of each file as Trellis last generated it, the base of the next
        # three-way merge. Commit it with ../.trellis-manifest.json, which lists the same files for
        # review; a diff of this file says nothing the code's diff does not.
        \(basesFileName) -diff linguist-generated=true

        """
}
