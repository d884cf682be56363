import Foundation

/// The file operations a generation run needs; the disk in real runs, a failing stand-in in
/// the tests of interrupted runs.
protocol FileStore: Sendable {
    func read(_ url: URL) -> String?
    /// Replaces the file at once: readers see the old or the new text, never a torn one.
    func write(_ text: String, to url: URL) throws
    func remove(_ url: URL) throws
}

/// The disk: writes go to a temporary file beside the target, then a rename replaces it.
struct DiskFileStore: FileStore {
    func read(_ url: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    func write(_ text: String, to url: URL) throws {
        try FileIO.writeAtomically(text, to: url, shownAs: url.path)
    }

    func remove(_ url: URL) throws {
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            throw CommandFailure(message: "cannot remove '\(url.path)': \(error.localizedDescription)")
        }
        // Folders the removal emptied go too, up to the output root's parent folders.
        var folder = url.deletingLastPathComponent()
        while let contents = try? FileManager.default.contentsOfDirectory(atPath: folder.path), contents.isEmpty {
            try? FileManager.default.removeItem(at: folder)
            folder = folder.deletingLastPathComponent()
        }
    }
}
