import Foundation
import TrellisCore

/// The journal a writing run streams its new manifest into while it plans: a temporary file
/// beside the manifest, made at the first entry (a run that changes nothing makes none), renamed
/// to `.trellis-manifest.pending.json` once the plan is checked, and over the manifest once every
/// file is written. The bases it holds are read back from it, so the texts of the files to write
/// need not be held in memory.
final class JournalFile: ManifestJournal {
    /// Where the journal is written, until it becomes the pending manifest.
    let temporaryURL: URL
    private var file: (descriptor: Int32, reader: OpenFile)?
    private var written = 0
    private var entries = 0

    init(beside manifestURL: URL) {
        temporaryURL = manifestURL.deletingLastPathComponent().appendingPathComponent(
            "\(Manifest.pendingFileName).trellis-\(UUID().uuidString)")
    }

    deinit {
        if let file { close(file.descriptor) }
    }

    /// Whether anything was written.
    var isStarted: Bool { file != nil }

    func append(_ entry: Manifest.Entry) throws -> ManifestText {
        let reader = try started()
        let (bytes, base) = Manifest.jsonEntry(entry, at: entries)
        let start = written
        try write(bytes)
        entries += 1
        return ManifestText(json: reader, range: (start + base.lowerBound)..<(start + base.upperBound))
    }

    /// Ends the manifest; the journal is then complete.
    func finish(formatVersion: Int, spec: String) throws {
        try write(Manifest.jsonFooter(formatVersion: formatVersion, spec: spec))
    }

    /// Removes the journal of a run that writes nothing after all.
    func discard() {
        guard isStarted else { return }
        try? FileManager.default.removeItem(at: temporaryURL)
    }

    /// The journal's reader, the file made and its header written on first use.
    private func started() throws -> OpenFile {
        if let file { return file.reader }
        let descriptor = open(temporaryURL.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure() }
        guard let reader = OpenFile(temporaryURL) else {
            close(descriptor)
            throw failure()
        }
        file = (descriptor, reader)
        try write(Manifest.jsonHeader)
        return reader
    }

    private func write(_ bytes: [UInt8]) throws {
        guard let file, FileIO.writeAll(bytes, to: file.descriptor) else { throw failure() }
        written += bytes.count
    }

    private func failure() -> CommandFailure {
        CommandFailure(message: "cannot write '\(temporaryURL.path)': \(String(cString: strerror(errno)))")
    }
}
