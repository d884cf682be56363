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
        public var base: String

        public init(root: GeneratedFile.Root, path: String, owner: GeneratedFile.Owner, hash: String, base: String) {
            self.root = root
            self.path = path
            self.owner = owner
            self.hash = hash
            self.base = base
        }

        /// Where the file is.
        public var location: Location { Location(root: root, path: path) }
    }

    /// Where an entry's file is: its root and its path.
    public struct Location: Hashable, Sendable, Comparable {
        public var root: GeneratedFile.Root
        public var path: String

        public init(root: GeneratedFile.Root, path: String) {
            self.root = root
            self.path = path
        }

        /// The manifest's order: by root, then by path.
        public static func < (lhs: Location, rhs: Location) -> Bool {
            (lhs.root.rawValue, lhs.path) < (rhs.root.rawValue, rhs.path)
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

    public init(message: String) {
        self.message = message
    }

    /// What a manifest that is not one says, and why, when the JSON itself is broken.
    public static func notAManifest(_ reason: String? = nil) -> ManifestError {
        ManifestError(
            message:
                "the manifest is not valid\(reason.map { " (\($0))" } ?? ""); delete it to start over (files will then be replaced, not merged)"
        )
    }

    /// What a manifest of another format says.
    public static func unsupportedFormat(_ version: Int) -> ManifestError {
        ManifestError(
            message:
                "the manifest has format version \(version); this Trellis reads version \(Manifest.currentFormatVersion)"
        )
    }
}
