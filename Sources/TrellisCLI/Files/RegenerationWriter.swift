import Foundation
import TrellisCore

/// Carries out a regeneration plan: writes what changed, removes what the spec dropped, and
/// writes the manifest last, so that an interrupted run is simply completed by the next one.
struct RegenerationWriter {
    let sourcesRoot: URL
    let testsRoot: URL?
    /// How the roots are shown in the report (as the user wrote them).
    let sourcesLabel: String
    let testsLabel: String?
    var store: any FileStore = DiskFileStore()

    var manifestURL: URL { sourcesRoot.appendingPathComponent(Manifest.fileName) }

    /// The manifest of the last run, nil when there is none.
    func loadManifest() throws -> Manifest? {
        guard let text = store.read(manifestURL) else { return nil }
        switch Manifest.decode(Array(text.utf8)) {
        case .success(let manifest): return manifest
        case .failure(let error):
            throw CommandFailure(message: "\(label(.sources, Manifest.fileName)): \(error.message)")
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

    /// Writes and removes the plan's files, then the manifest if it changed.
    func apply(_ plan: RegenerationPlan) throws {
        for step in plan.steps {
            guard let url = url(step.root, step.path) else { continue }
            if let contents = step.contents {
                try store.write(contents, to: url)
            } else if step.action == .remove {
                try store.remove(url)
            }
        }
        let manifest = plan.manifest.encoded()
        if store.read(manifestURL) != manifest { try store.write(manifest, to: manifestURL) }
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
