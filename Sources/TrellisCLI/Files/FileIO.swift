import Synchronization

/// Reading and writing whole files, with errors a user can act on.
enum FileIO {
    /// The bytes of the file at `url`; `shownAs` names it in the error.
    static func read(_ url: URL, shownAs name: String) throws -> [UInt8] {
        guard let isDirectory = isDirectory(url) else {
            throw CommandFailure(message: "cannot read '\(name)': no such file")
        }
        if isDirectory { throw CommandFailure(message: "cannot read '\(name)': it is a directory") }
        do {
            return Array(try Data(contentsOf: url))
        } catch {
            throw CommandFailure(message: "cannot read '\(name)': \(error.reason)")
        }
    }

    /// Writes `contents` to `url` through a temporary file beside it and a rename, so that an
    /// interrupted write never leaves a torn file; creates missing directories. Like `cp` and
    /// `git`, it does not force the data to disk (Foundation's `Data.write` syncs every file,
    /// which made writing a large module several times slower than copying it); the journal
    /// of the run is what recovers an interrupted one.
    static func writeAtomically(_ contents: String, to url: URL, shownAs name: String) throws {
        try writeAtomically(chunks: CollectionOfOne(contents.utf8), to: url, shownAs: name)
    }

    /// Writes the chunks one after another to a temporary file beside `url`, then renames it
    /// over `url`: a large file is written without being held whole.
    static func writeAtomically<Chunk: Sequence<UInt8>>(
        chunks: some Sequence<Chunk>, to url: URL, shownAs name: String
    ) throws {
        var temporary = url
        do {
            let descriptor: Int32
            (descriptor, temporary) = try createTemporary(beside: url)
            try writeAndClose(chunks, descriptor)
            KillPoint.fileRename.reach()
            guard rename(temporary.path, url.path) == 0 else {
                throw CommandFailure(message: String(cString: strerror(errno)))
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw writeFailure(error, shownAs: name)
        }
    }

    /// Writes `contents` to a new file at `url`, in place: no temporary file and no rename,
    /// which halve what creating a file costs, as `cp` and `git checkout` do. An interrupted
    /// write can leave the file torn; the run's journal, in place before any file is written,
    /// lets the next run recognise it and write it again (`Manifest.completed(by:currentText:)`).
    /// When a file is there after all, it is replaced atomically instead.
    static func writeNew(_ bytes: [UInt8], to url: URL, shownAs name: @autoclosure () -> String) throws {
        let opened: Int32?
        do {
            opened = try openNew(url)
        } catch {
            throw writeFailure(error, shownAs: name())
        }
        guard let descriptor = opened else {
            return try writeAtomically(chunks: CollectionOfOne(bytes), to: url, shownAs: name())
        }
        do {
            try writeAndClose(CollectionOfOne(bytes), descriptor)
        } catch {
            unlink(url.path)
            throw writeFailure(error, shownAs: name())
        }
    }

    /// Whether `name` is one `createTemporary(beside:)` gives: `.NAME.trellis-PID-N`.
    static func isTemporaryName(_ name: String) -> Bool {
        // `.NAME` `.trellis` `PID-N`: the last two parts split at dots, after a leading dot.
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard name.hasPrefix("."), parts.count >= 4, let last = parts.last, last.hasPrefix("trellis-") else {
            return false
        }
        let numbers = last.dropFirst("trellis-".count).split(separator: "-", omittingEmptySubsequences: false)
        return numbers.count == 2 && numbers.allSatisfy { !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } }
    }

    /// A new file beside `url`, open for writing, named after it (`.NAME.trellis-PID-N`), its
    /// folder made if missing.
    static func createTemporary(beside url: URL) throws -> (descriptor: Int32, url: URL) {
        let folder = url.deletingLastPathComponent()
        while true {
            // A name no other file has: this process's id and a count (a leftover of an earlier
            // process with the same id is skipped, as O_EXCL finds it).
            let name =
                ".\(url.lastPathComponent).trellis-\(processID)-\(temporaryCount.add(1, ordering: .relaxed).newValue)"
            // `.notDirectory`: the plain `appendingPathComponent` asks the disk whether it is a folder.
            let temporary = folder.appending(path: name, directoryHint: .notDirectory)
            if let descriptor = try openNew(temporary) { return (descriptor, temporary) }
        }
    }

    /// A new file at `url`, open for writing, its folder made if missing; nil when a file is
    /// there already.
    private static func openNew(_ url: URL) throws -> Int32? {
        var madeFolder = false
        while true {
            let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor >= 0 { return descriptor }
            if errno == EEXIST { return nil }
            guard errno == ENOENT, !madeFolder else { throw CommandFailure(message: String(cString: strerror(errno))) }
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            madeFolder = true
        }
    }

    /// Writes the chunks one after another and closes the file; a failure says why, in the
    /// system's words.
    private static func writeAndClose<Chunk: Sequence<UInt8>>(_ chunks: some Sequence<Chunk>, _ descriptor: Int32)
        throws
    {
        var written = true
        for chunk in chunks where written { written = writeAll(chunk, to: descriptor) }
        let writeError = errno
        guard close(descriptor) == 0, written else {
            throw CommandFailure(message: String(cString: strerror(written ? errno : writeError)))
        }
    }

    /// The error of a failed write, naming the file.
    private static func writeFailure(_ error: any Error, shownAs name: String) -> CommandFailure {
        CommandFailure(message: "cannot write '\(name)': \((error as? CommandFailure)?.message ?? error.reason)")
    }

    private static let temporaryCount = Atomic<Int>(0)
    private static let processID = getpid()

    /// Writes every byte, retrying short and interrupted writes; false on an error (in `errno`).
    static func writeAll(_ bytes: some Sequence<UInt8>, to descriptor: Int32) -> Bool {
        // A string's UTF-8 is written where it is stored; other bytes are gathered first.
        bytes.withContiguousStorageIfAvailable { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
            ?? Array(bytes).withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let count = write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += count
        }
        return true
    }

    /// The bytes of a regular file, read straight into an array (not through `Data`, which
    /// would hold a large file twice); nil when there is no such readable file.
    static func contents(of url: URL) -> [UInt8]? {
        OpenFile(url)?.contents()
    }

    /// Whether there is a folder at `url` (true) or another file (false); nil when there is
    /// nothing (symbolic links are followed).
    static func isDirectory(_ url: URL) -> Bool? {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT == S_IFDIR
    }

    static func exists(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.path)
    }

    /// Checks that files can be written in `folder` (created if missing): the nearest existing
    /// folder on its path is a writable folder, not a file. `shown` names what is being written.
    static func checkCanHoldFiles(_ folder: URL, shownAs shown: String) throws {
        var current = folder
        while true {
            if let isDirectory = isDirectory(current) {
                guard isDirectory else {
                    throw CommandFailure(message: "cannot write '\(shown)': '\(current.path)' is a file, not a folder")
                }
                guard FileManager.default.isWritableFile(atPath: current.path) else {
                    throw CommandFailure(
                        message: "cannot write '\(shown)': the folder '\(current.path)' is not writable")
                }
                return
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return }
            current = parent
        }
    }
}

extension Error {
    /// What went wrong, in the system's words: for a failed file operation, the message of the
    /// system error beneath it.
    var reason: String {
        #if canImport(FoundationEssentials)
            let posix = (self as? POSIXError) ?? ((self as? CocoaError)?.userInfo["NSUnderlyingError"] as? POSIXError)
            return posix.map { String(cString: strerror($0.code.rawValue)) } ?? String(describing: self)
        #else
            return localizedDescription
        #endif
    }
}
