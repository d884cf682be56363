import Foundation
import TrellisCore

/// Carries out a regeneration plan: writes what changed, removes what the spec dropped, and
/// writes the manifest last. A journal (the pending manifest, saved before any file) lets the
/// next run recognise the files an interrupted run already wrote, and complete it.
struct RegenerationWriter: Sendable {
    let sourcesRoot: URL
    let testsRoot: URL?
    /// How the roots are shown in the report (as the user wrote them).
    let sourcesLabel: String
    let testsLabel: String?
    var store: any FileStore = DiskFileStore()

    var manifestURL: URL { sourcesRoot.appendingPathComponent(Manifest.fileName) }
    var pendingURL: URL { sourcesRoot.appendingPathComponent(Manifest.pendingFileName) }

    /// The manifest of the last run, completed by the journal of an interrupted one; nil when
    /// there is none.
    func loadManifest() throws -> Manifest? {
        let last = try decodeManifest(at: manifestURL, named: Manifest.fileName)
        guard let pending = try decodeManifest(at: pendingURL, named: Manifest.pendingFileName) else { return last }
        let base = last ?? Manifest(formatVersion: Manifest.currentFormatVersion, spec: pending.spec, files: [])
        return base.completed(by: pending) { entry in url(entry.root, entry.path).flatMap(store.read) }
    }

    private func decodeManifest(at url: URL, named name: String) throws -> Manifest? {
        guard let text = store.read(url) else { return nil }
        switch Manifest.decode(Array(text.utf8)) {
        case .success(let manifest): return manifest
        case .failure(let error): throw CommandFailure(message: "\(label(.sources, name)): \(error.message)")
        }
    }

    /// The plan for `files` against what is on disk.
    func plan(_ files: [GeneratedFile], specFile: String) throws -> RegenerationPlan {
        let manifest = try loadManifest()
        // Without a tests folder, test files are neither written nor tracked.
        let written = files.filter { $0.root == .sources || testsRoot != nil }
        return RegenerationPlanner.plan(
            files: written, existing: { root, path in url(root, path).flatMap(store.read) }, manifest: manifest,
            specFile: specFile)
    }

    /// Saves the journal, writes and removes the plan's files, then writes the manifest (if it
    /// changed) and drops the journal. A run with nothing to do writes nothing.
    func apply(_ plan: RegenerationPlan) throws {
        let manifest = plan.manifest.encoded()
        let touchesFiles = plan.steps.contains { $0.contents != nil || $0.action == .remove }
        if touchesFiles { try store.write(manifest, to: pendingURL) }
        // Files are written on every core; the first failure in the plan's order is reported.
        let failures = plan.steps.filter { $0.contents != nil }.parallelMap { step -> (any Error)? in
            guard let url = url(step.root, step.path), let contents = step.contents else { return nil }
            do {
                try store.write(contents, to: url)
                return nil
            } catch {
                return error
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
        // Removals prune emptied folders, so they run one after another.
        for step in plan.steps where step.contents == nil && step.action == .remove {
            guard let url = url(step.root, step.path) else { continue }
            try store.remove(url)
        }
        if store.read(manifestURL) != manifest { try store.write(manifest, to: manifestURL) }
        if store.read(pendingURL) != nil { try store.remove(pendingURL) }
    }

    func url(_ root: GeneratedFile.Root, _ path: String) -> URL? {
        switch root {
        case .sources: sourcesRoot.appendingPathComponent(path)
        case .tests: testsRoot?.appendingPathComponent(path)
        }
    }

    /// A file's path as the report shows it.
    func label(_ root: GeneratedFile.Root, _ path: String) -> String {
        let folder = root == .sources ? sourcesLabel : (testsLabel ?? "")
        return folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }
}

extension RegenerationWriter {
    /// The longest file or folder name file systems accept, in bytes.
    static let maximumNameBytes = 255

    /// Checks, before anything is written, that every file of `plan` can be written where it
    /// goes: no name too long, no file where a folder must be, no folder where a file must be,
    /// and a writable folder. A run that would fail half way fails here, having written nothing.
    func checkWritable(_ plan: RegenerationPlan) throws {
        var checkedFolders: Set<String> = []
        for step in plan.steps where step.contents != nil {
            guard let url = url(step.root, step.path) else { continue }
            let shown = label(step.root, step.path)
            if let long = url.pathComponents.first(where: { $0.utf8.count > Self.maximumNameBytes }) {
                throw CommandFailure(
                    message:
                        "cannot write '\(shown)': the name '\(long.prefix(40))…' is longer than \(Self.maximumNameBytes) bytes"
                )
            }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw CommandFailure(message: "cannot write '\(shown)': a folder is in the way")
            }
            let folder = url.deletingLastPathComponent()
            if checkedFolders.insert(folder.path).inserted { try FileIO.checkCanHoldFiles(folder, shownAs: shown) }
        }
    }
}
