/// What Trellis wrote in an output folder, kept beside it as `.trellis-manifest.json`: for each
/// file its root, its path relative to that root, its owner, a hash of what was written, and
/// the text Trellis generated for it (the base of the next three-way merge). Paths are
/// relative, so the output can move.
public struct Manifest: Equatable, Sendable {
    /// The manifest's file name, in the sources output folder.
    public static let fileName = ".trellis-manifest.json"
    /// The journal of a run in progress: the manifest it will write, saved before any file,
    /// so that a run interrupted half way is recognised and completed by the next.
    public static let pendingFileName = ".trellis-manifest.pending.json"
    /// The format this Trellis writes and reads.
    public static let currentFormatVersion = 1

    /// One file Trellis wrote.
    public struct Entry: Equatable, Sendable {
        public var root: GeneratedFile.Root
        public var path: String
        public var owner: GeneratedFile.Owner
        /// `fnv1a64:…` of the file as written (merged text included).
        public var hash: String
        /// The text Trellis generated for the file: what a later run merges against.
        public var base: ManifestText

        public init(
            root: GeneratedFile.Root, path: String, owner: GeneratedFile.Owner, hash: String, base: ManifestText
        ) {
            self.root = root
            self.path = path
            self.owner = owner
            self.hash = hash
            self.base = base
        }

        public init(root: GeneratedFile.Root, path: String, owner: GeneratedFile.Owner, hash: String, base: String) {
            self.init(root: root, path: path, owner: owner, hash: hash, base: ManifestText(base))
        }
    }

    public var formatVersion: Int
    /// The spec the files came from (its file name).
    public var spec: String
    /// The fingerprint of what the files were generated from (`GenerationInputs`); nil when
    /// unknown (a manifest of an older Trellis, or one completed from an interrupted run).
    public var inputs: String?
    /// The files, sorted by root and path.
    public var files: [Entry]

    /// Creates a manifest.
    public init(
        formatVersion: Int = Manifest.currentFormatVersion, spec: String, inputs: String? = nil, files: [Entry]
    ) {
        self.formatVersion = formatVersion
        self.spec = spec
        self.inputs = inputs
        self.files = files
    }

    /// Where an entry's file is: its root and its path.
    public struct Location: Hashable, Sendable {
        public var root: GeneratedFile.Root
        public var path: String

        public init(root: GeneratedFile.Root, path: String) {
            self.root = root
            self.path = path
        }
    }

    /// The position in `files` of each entry by where its file is, for lookups in constant
    /// time (a manifest may list tens of thousands of files); the first entry of a location counts.
    public func positionsByLocation() -> [Location: Int] {
        Dictionary(
            files.indices.map { (Location(root: files[$0].root, path: files[$0].path), $0) },
            uniquingKeysWith: { first, _ in first })
    }

    /// This manifest, with the pending run's entry for every file that holds what the pending
    /// run wrote: those files are Trellis's, not the user's. `unfinished` are the files the
    /// pending run was creating in place (new to this manifest) when it stopped: each holds the
    /// start of its text, none of the user's, and is to be written again as a new file.
    public func completed(by pending: Manifest, currentText: (Entry) -> String?) -> (
        manifest: Manifest, unfinished: Set<Location>
    ) {
        var byLocation = positionsByLocation().mapValues { files[$0] }
        var unfinished: Set<Location> = []
        for entry in pending.files {
            guard let text = currentText(entry) else { continue }
            let location = Location(root: entry.root, path: entry.path)
            if Manifest.hash(text) == entry.hash {
                byLocation[location] = entry
            } else if byLocation[location] == nil, entry.base.string.utf8.starts(with: text.utf8) {
                unfinished.insert(location)
            }
        }
        var result = self
        result.files = byLocation.values.sorted { ($0.root.rawValue, $0.path) < ($1.root.rawValue, $1.path) }
        // Files of two runs: what they were generated from is no one run's inputs.
        result.inputs = nil
        return (result, unfinished)
    }

    /// The manifest as JSON with sorted keys, so that it is stable under version control.
    public func encoded() -> String {
        var bytes: [UInt8] = []
        for chunk in encodedChunks() { bytes.append(contentsOf: chunk) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The JSON of `encoded()`, an entry at a time, to write without holding it whole: the
    /// bytes Foundation's `JSONEncoder` writes, pretty-printed, with sorted keys and slashes as they are.
    public func encodedChunks() -> some Sequence<[UInt8]> {
        (-1...files.count).lazy.map { index in
            if index == -1 { return Self.jsonHeader }
            if index < files.count { return Self.jsonEntry(files[index], at: index).bytes }
            return Self.jsonFooter(formatVersion: formatVersion, spec: spec, inputs: inputs)
        }
    }

    /// What comes before the entries.
    public static let jsonHeader = Array("{\n  \"files\" : [\n".utf8)

    /// The entry at `position` of the files, and where its base's JSON string (between the
    /// quotes) is in those bytes.
    public static func jsonEntry(_ entry: Entry, at position: Int) -> (bytes: [UInt8], base: Range<Int>) {
        var chunk = Array((position == 0 ? "    {\n" : ",\n    {\n").utf8)
        var base = 0..<0
        func member(_ key: String, _ last: Bool = false, _ value: (inout [UInt8]) -> Void) {
            chunk.append(contentsOf: "      \"\(key)\" : ".utf8)
            value(&chunk)
            chunk.append(contentsOf: (last ? "\n" : ",\n").utf8)
        }
        member("base") {
            let start = $0.count + 1
            entry.base.appendJSON(to: &$0)
            base = start..<($0.count - 1)
        }
        member("hash") { JSONStringWriter.append(entry.hash, to: &$0) }
        member("owner") { JSONStringWriter.append(entry.owner.rawValue, to: &$0) }
        member("path") { JSONStringWriter.append(entry.path, to: &$0) }
        member("root", true) { JSONStringWriter.append(entry.root.rawValue, to: &$0) }
        chunk.append(contentsOf: "    }".utf8)
        return (chunk, base)
    }

    /// What comes after the entries. (JSONEncoder writes an empty list as a blank line between
    /// its brackets: the header's line break and this one's make it.)
    public static func jsonFooter(formatVersion: Int, spec: String, inputs: String?) -> [UInt8] {
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

    /// Reads a manifest held in memory, or says why it cannot.
    public static func decode(_ bytes: [UInt8]) -> Result<Manifest, ManifestError> {
        decode(from: ManifestBytes(bytes: bytes))
    }

    /// Reads a manifest a window at a time, or says why it cannot; its bases are read again
    /// from `source` when they are needed.
    public static func decode(from source: any ManifestSource) -> Result<Manifest, ManifestError> {
        var reader = ManifestReader(source)
        guard let manifest = reader.read() else {
            return .failure(
                ManifestError(
                    message:
                        "the manifest is not valid; delete it to start over (files will then be replaced, not merged)"))
        }
        guard manifest.formatVersion == currentFormatVersion else {
            return .failure(
                ManifestError(
                    message:
                        "the manifest has format version \(manifest.formatVersion); this Trellis reads version \(currentFormatVersion)"
                ))
        }
        return .success(manifest)
    }

    /// The FNV-1a 64-bit hash of `text`, as `fnv1a64:` and 16 hex digits.
    public static func hash(_ text: String) -> String {
        var hash = FNV1a64()
        var text = text
        text.withUTF8 { hash.add($0) }
        return hash.text
    }
}

/// A manifest that cannot be used.
public struct ManifestError: Error, Equatable, Sendable {
    public var message: String
}
