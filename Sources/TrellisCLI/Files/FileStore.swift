/// The file operations a generation run needs; the disk in real runs, a failing stand-in in
/// the tests of interrupted runs.
protocol FileStore: Sendable {
    func readBytes(_ url: URL) -> [UInt8]?
    /// The file held open, to read whole or by range; nil if there is none.
    func open(_ url: URL) -> OpenFile?
    /// Replaces the file at once: readers see the old or the new text, never a torn one.
    func write(_ text: String, to url: URL) throws
    /// Writes a file where there was none, in place: an interrupted run can leave it torn (the
    /// next run writes it again), and a file found there after all is replaced at once.
    func create(_ bytes: [UInt8], at url: URL) throws
    /// Replaces the file at once with the chunks' bytes, written one after another.
    func write(chunks: some Sequence<[UInt8]>, to url: URL) throws
    /// Puts the file at `source` in place of the one at `url`, at once.
    func move(_ source: URL, to url: URL) throws
    func remove(_ url: URL) throws
}

extension FileStore {
    func read(_ url: URL) -> String? {
        readBytes(url).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// The disk: a file is replaced through a temporary file beside it and a rename; a new one is
/// written in place.
struct DiskFileStore: FileStore {
    func readBytes(_ url: URL) -> [UInt8]? {
        FileIO.contents(of: url)
    }

    func open(_ url: URL) -> OpenFile? {
        OpenFile(url)
    }

    func write(_ text: String, to url: URL) throws {
        try FileIO.writeAtomically(text, to: url, shownAs: url.path)
    }

    func create(_ bytes: [UInt8], at url: URL) throws {
        try FileIO.writeNew(bytes, to: url, shownAs: url.path)
    }

    func write(chunks: some Sequence<[UInt8]>, to url: URL) throws {
        try FileIO.writeAtomically(chunks: chunks, to: url, shownAs: url.path)
    }

    func move(_ source: URL, to url: URL) throws {
        guard rename(source.path, url.path) == 0 else {
            throw CommandFailure(message: "cannot write '\(url.path)': \(String(cString: strerror(errno)))")
        }
    }

    func remove(_ url: URL) throws {
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            throw CommandFailure(message: "cannot remove '\(url.path)': \(error.reason)")
        }
        // Folders the removal emptied go too, up to the output root's parent folders.
        var folder = url.deletingLastPathComponent()
        while let contents = try? FileManager.default.contentsOfDirectory(atPath: folder.path), contents.isEmpty {
            try? FileManager.default.removeItem(at: folder)
            folder = folder.deletingLastPathComponent()
        }
    }
}
