import Synchronization
@_spi(CommandLine) import TrellisCore

/// The journal a writing run streams its new manifest into while it plans: a temporary file
/// beside the manifest, made at the first entry (a run that changes nothing makes none), renamed
/// to `.trellis-manifest.pending.json` once the plan is checked, and over the manifest once every
/// file is written. The bases it holds are read back from it, so the texts of the files to write
/// need not be held in memory.
final class JournalFile {
    /// The pending manifest the journal becomes.
    let pendingURL: URL
    private var file: (url: URL, reader: JournalBytes)?
    private var written = 0
    private var entries = 0

    init(becoming pendingURL: URL) {
        self.pendingURL = pendingURL
    }

    /// Where the journal is written until it becomes the pending manifest; nil before its first entry.
    var temporaryURL: URL? { file?.url }

    /// Appends the next entry of the new manifest (they come in the manifest's order); returns
    /// its base as the journal holds it, to be read back from there when it is needed.
    func append(_ entry: StoredManifest.Entry) throws -> StoredText {
        let reader = try started()
        let (bytes, base) = Manifest.jsonEntry(
            root: entry.root, path: entry.path, owner: entry.owner, hash: entry.hash, at: entries,
            base: entry.base.appendJSON(to:))
        let start = written
        KillPoint.journalEntry.reach()
        try write(bytes)
        entries += 1
        return StoredText(json: reader, range: (start + base.lowerBound)..<(start + base.upperBound))
    }

    /// Ends the manifest; the journal is then complete, and on disk.
    func finish(formatVersion: Int, spec: String, inputs: String?) throws {
        try write(Manifest.jsonFooter(formatVersion: formatVersion, spec: spec, inputs: inputs))
        guard let file, file.reader.flush() else { throw failure() }
    }

    /// Removes the journal of a run that writes nothing after all.
    func discard() {
        guard let temporaryURL else { return }
        try? FileManager.default.removeItem(at: temporaryURL)
    }

    /// The journal's reader, the file made and its header written on first use.
    private func started() throws -> JournalBytes {
        if let file { return file.reader }
        KillPoint.journalStart.reach()
        let (descriptor, url) = try FileIO.createTemporary(beside: pendingURL)
        guard let opened = OpenFile(url) else {
            close(descriptor)
            throw failure()
        }
        let reader = JournalBytes(descriptor: descriptor, file: opened)
        file = (url, reader)
        try write(Manifest.jsonHeader)
        return reader
    }

    private func write(_ bytes: [UInt8]) throws {
        guard let file, file.reader.append(bytes) else { throw failure() }
        written += bytes.count
    }

    private func failure() -> CommandFailure {
        CommandFailure(message: "cannot write '\(pendingURL.path)': \(String(cString: strerror(errno)))")
    }
}

/// The journal's bytes: written a megabyte at a time (an entry at a time, the kernel zeroed most
/// of a page for each small write, and the run waited on it), and read back from the file, the
/// bytes still to write first written. It owns the journal's descriptor. After a failed write
/// every later write and read fails: the bytes after a short write would land at the wrong
/// place.
final class JournalBytes: ByteSource {
    /// Pending bytes are written once they are this many.
    static let writeSize = 1 << 20

    private let descriptor: Int32
    private let file: OpenFile
    /// The bytes not written yet, how many were, and whether a write failed.
    private let state = Mutex<(pending: [UInt8], written: Int, failed: Bool)>(([], 0, false))

    init(descriptor: Int32, file: OpenFile) {
        self.descriptor = descriptor
        self.file = file
    }

    deinit {
        close(descriptor)
    }

    /// Appends `bytes`, writing what is pending once it is large; false on a write error (in
    /// `errno`), now or before.
    func append(_ bytes: [UInt8]) -> Bool {
        state.withLock { state in
            guard !state.failed else { return false }
            state.pending.append(contentsOf: bytes)
            return state.pending.count < Self.writeSize || Self.write(&state, to: descriptor)
        }
    }

    /// Writes what is pending; false on a write error (in `errno`), now or before.
    func flush() -> Bool {
        state.withLock { Self.write(&$0, to: descriptor) }
    }

    func bytes(in range: Range<Int>) -> [UInt8]? {
        let readable = state.withLock { state in
            state.written < range.upperBound && !state.pending.isEmpty
                ? Self.write(&state, to: descriptor) : !state.failed
        }
        return readable ? file.bytes(in: range) : nil
    }

    private static func write(
        _ state: inout (pending: [UInt8], written: Int, failed: Bool), to descriptor: Int32
    ) -> Bool {
        guard !state.failed else { return false }
        guard FileIO.writeAll(state.pending, to: descriptor) else {
            state.failed = true
            return false
        }
        state.written += state.pending.count
        state.pending.removeAll(keepingCapacity: true)
        return true
    }
}
