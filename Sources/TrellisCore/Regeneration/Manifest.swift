import Foundation

/// What Trellis wrote in an output folder, kept beside it as `.trellis-manifest.json`: for each
/// file its root, its path relative to that root, its owner, a hash of what was written, and
/// the text Trellis generated for it (the base of the next three-way merge). Paths are
/// relative, so the output can move.
public struct Manifest: Codable, Equatable, Sendable {
    /// The manifest's file name, in the sources output folder.
    public static let fileName = ".trellis-manifest.json"
    /// The journal of a run in progress: the manifest it will write, saved before any file,
    /// so that a run interrupted half way is recognised and completed by the next.
    public static let pendingFileName = ".trellis-manifest.pending.json"
    /// The format this Trellis writes and reads.
    public static let currentFormatVersion = 1

    /// One file Trellis wrote.
    public struct Entry: Codable, Equatable, Sendable {
        public var root: GeneratedFile.Root
        public var path: String
        public var owner: GeneratedFile.Owner
        /// `fnv1a64:…` of the file as written (merged text included).
        public var hash: String
        /// The text Trellis generated for the file: what a later run merges against.
        public var base: String
    }

    public var formatVersion: Int
    /// The spec the files came from (its file name).
    public var spec: String
    /// The files, sorted by root and path.
    public var files: [Entry]

    /// Creates a manifest.
    public init(formatVersion: Int = Manifest.currentFormatVersion, spec: String, files: [Entry]) {
        self.formatVersion = formatVersion
        self.spec = spec
        self.files = files
    }

    /// Where an entry's file is: its root and its path.
    public struct Location: Hashable, Sendable {
        public var root: GeneratedFile.Root
        public var path: String
    }

    /// The entries by where their file is, for lookups in constant time (a manifest may list
    /// tens of thousands of files); the first entry of a location counts.
    public func entriesByLocation() -> [Location: Entry] {
        Dictionary(files.map { (Location(root: $0.root, path: $0.path), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// This manifest, with the pending run's entry for every file that holds what the pending
    /// run wrote: those files are Trellis's, not the user's.
    public func completed(by pending: Manifest, currentText: (Entry) -> String?) -> Manifest {
        var byLocation = entriesByLocation()
        for entry in pending.files where currentText(entry).map(Manifest.hash) == entry.hash {
            byLocation[Location(root: entry.root, path: entry.path)] = entry
        }
        var result = self
        result.files = byLocation.values.sorted { ($0.root.rawValue, $0.path) < ($1.root.rawValue, $1.path) }
        return result
    }

    /// The manifest as JSON with sorted keys, so that it is stable under version control.
    public func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n"
    }

    /// Reads a manifest, or says why it cannot.
    public static func decode(_ bytes: [UInt8]) -> Result<Manifest, ManifestError> {
        guard let manifest = try? JSONDecoder().decode(Manifest.self, from: Data(bytes)) else {
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
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        return "fnv1a64:" + String(value, radix: 16).leftPadded(to: 16)
    }
}

/// A manifest that cannot be used.
public struct ManifestError: Error, Equatable, Sendable {
    public var message: String
}
