@_spi(CommandLine) import TrellisCore

/// The journal a writing run streams its new manifest into while it plans: a temporary file
/// beside the manifest, made at the first entry (a run that changes nothing makes none), renamed
/// to `.trellis-manifest.pending.json` once the plan is checked, and over the manifest once every
/// file is written. The bases it holds are read back from it, so the texts of the files to write
/// need not be held in memory.
final class JournalFile {
    /// The pending manifest the journal becomes.
    let pendingURL: URL
    private var file: (descriptor: Int32, url: URL, reader: OpenFile)?
    private var written = 0
    private var entries = 0

    init(becoming pendingURL: URL) {
        self.pendingURL = pendingURL
    }

    /// Where the journal is written until it becomes the pending manifest; nil before its first entry.
    var temporaryURL: URL? { file?.url }

    deinit {
        if let file { close(file.descriptor) }
    }

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

    /// Ends the manifest; the journal is then complete.
    func finish(formatVersion: Int, spec: String, inputs: String?) throws {
        try write(Manifest.jsonFooter(formatVersion: formatVersion, spec: spec, inputs: inputs))
    }

    /// Removes the journal of a run that writes nothing after all.
    func discard() {
        guard let temporaryURL else { return }
        try? FileManager.default.removeItem(at: temporaryURL)
    }

    /// The journal's reader, the file made and its header written on first use.
    private func started() throws -> OpenFile {
        if let file { return file.reader }
        KillPoint.journalStart.reach()
        let (descriptor, url) = try FileIO.createTemporary(beside: pendingURL)
        guard let reader = OpenFile(url) else {
            close(descriptor)
            throw failure()
        }
        file = (descriptor, url, reader)
        try write(Manifest.jsonHeader)
        return reader
    }

    private func write(_ bytes: [UInt8]) throws {
        guard let file, FileIO.writeAll(bytes, to: file.descriptor) else { throw failure() }
        written += bytes.count
    }

    private func failure() -> CommandFailure {
        CommandFailure(message: "cannot write '\(pendingURL.path)': \(String(cString: strerror(errno)))")
    }
}
