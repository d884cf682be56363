@_spi(CommandLine) import TrellisCore

/// A manifest as the command line reads it from disk: a window at a time, each base left in the
/// file (`StoredText`) until it is compared or merged. A manifest holds a copy of every file
/// Trellis wrote; it is never held whole.
struct StoredManifest: Sendable {
    /// One file Trellis wrote, its base still in the file.
    struct Entry: Sendable {
        var root: GeneratedFile.Root
        var path: String
        var owner: GeneratedFile.Owner
        var hash: String
        var base: StoredText

        var location: Manifest.Location { Manifest.Location(root: root, path: path) }

        /// The entry with its base read.
        var plain: Manifest.Entry {
            Manifest.Entry(root: root, path: path, owner: owner, hash: hash, base: base.string)
        }
    }

    var formatVersion: Int
    var spec: String
    var inputs: String?
    var files: [Entry]

    /// The manifest `source` holds, read a window at a time, or why it cannot be read.
    static func read(from source: any ByteSource) -> Result<StoredManifest, ManifestError> {
        var reader = StoredManifestReader(source)
        guard let manifest = reader.read() else { return .failure(.notAManifest()) }
        guard manifest.formatVersion == Manifest.currentFormatVersion else {
            return .failure(.unsupportedFormat(manifest.formatVersion))
        }
        return .success(manifest)
    }
}

extension ManifestListing {
    /// The listing of a record read from disk.
    init(_ record: StoredManifest) {
        self.init(
            spec: record.spec, inputs: record.inputs,
            files: record.files.map { Entry(root: $0.root, path: $0.path, owner: $0.owner, hash: $0.hash) })
    }
}
