import Foundation
import TrellisCore

/// Writes generated files under their roots: only files whose content changed, each
/// atomically, never replacing a file the user owns.
struct OutputWriter {
    /// What happened to one file.
    enum Action: String {
        case create, update, identical, keep
    }

    let sourcesRoot: URL
    let testsRoot: URL?
    /// How the roots are shown in the report (as the user wrote them).
    let sourcesLabel: String
    let testsLabel: String?

    /// Decides each file's action without writing anything.
    func plan(_ files: [GeneratedFile]) -> [(file: GeneratedFile, action: Action)] {
        files.compactMap { file in
            guard let url = url(for: file) else { return nil }
            guard let existing = try? Data(contentsOf: url) else { return (file, .create) }
            if file.owner == .user { return (file, .keep) }
            return (file, existing == Data(file.contents.utf8) ? .identical : .update)
        }
    }

    /// Writes the files the plan creates or updates.
    func write(_ plan: [(file: GeneratedFile, action: Action)]) throws {
        for (file, action) in plan where action == .create || action == .update {
            guard let url = url(for: file) else { continue }
            try FileIO.writeAtomically(file.contents, to: url, shownAs: label(for: file))
        }
    }

    func url(for file: GeneratedFile) -> URL? {
        switch file.root {
        case .sources: sourcesRoot.appendingPathComponent(file.path)
        case .tests: testsRoot?.appendingPathComponent(file.path)
        }
    }

    /// The file's path as the report shows it.
    func label(for file: GeneratedFile) -> String {
        let root = file.root == .sources ? sourcesLabel : (testsLabel ?? "")
        return root.hasSuffix("/") ? root + file.path : root + "/" + file.path
    }
}
