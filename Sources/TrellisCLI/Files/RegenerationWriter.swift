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

    /// The manifest of the last run, completed by the journal of an interrupted one (nil when
    /// there is none), and the files that run left unfinished.
    func loadManifest() throws -> (manifest: Manifest?, unfinished: Set<Manifest.Location>) {
        let last = try decodeManifest(at: manifestURL, named: Manifest.fileName)
        guard let pending = try decodeManifest(at: pendingURL, named: Manifest.pendingFileName) else {
            return (last, [])
        }
        let base = last ?? Manifest(formatVersion: Manifest.currentFormatVersion, spec: pending.spec, files: [])
        return base.completed(by: pending) { entry in url(entry.root, entry.path).flatMap(store.read) }
    }

    /// The manifest at `url`, read a window at a time; its bases are read from the file, held
    /// open, when they are needed.
    private func decodeManifest(at url: URL, named name: String) throws -> Manifest? {
        guard let file = store.open(url) else { return nil }
        switch Manifest.decode(from: file) {
        case .success(let manifest): return manifest
        case .failure(let error): throw CommandFailure(message: "\(label(.sources, name)): \(error.message)")
        }
    }

    /// The plan of a run that need not render: the last run's manifest records `inputs` (the
    /// fingerprint of this run's), and no run was cut short since. Nil when the run must render
    /// (see `RegenerationPlanner.planUnchanged`).
    func planUnchanged(inputs: String) async throws -> RegenerationPlan? {
        guard !FileIO.exists(pendingURL), let manifest = try decodeManifest(at: manifestURL, named: Manifest.fileName),
            manifest.inputs == inputs
        else { return nil }
        return await RegenerationPlanner.planUnchanged(manifest: manifest) { root, path in
            url(root, path).flatMap(store.read)
        }
    }

    /// A plan, and the journal its new manifest was streamed into (a run that writes).
    struct Planned {
        var plan: RegenerationPlan?
        var diagnostics: [Diagnostic]
        var journal: JournalFile?
    }

    /// The plan for the module's files against what is on disk and the last run's manifest
    /// (read here, with `loadManifest()`), rendering them as it goes; or the diagnostics of the files that
    /// could not be rendered. A run that writes streams the new manifest into a journal as it
    /// plans (`commit` completes it or removes it).
    func plan(_ module: PreparedModule, specFile: String, inputs: String? = nil, writes: Bool) async throws -> Planned {
        let (manifest, unfinished) = try loadManifest()
        // Without a tests folder, test files are neither written nor tracked.
        let places = module.files
        let written = places.indices.filter { places[$0].root == .sources || testsRoot != nil }
        let journal = writes ? JournalFile(becoming: pendingURL) : nil
        // A file an interrupted run left unfinished is planned as if it were not there yet.
        let existing: @Sendable (GeneratedFile.Root, String) -> String? = { root, path in
            unfinished.contains(Manifest.Location(root: root, path: path)) ? nil : url(root, path).flatMap(store.read)
        }
        do {
            let (plan, diagnostics) = try await RegenerationPlanner.plan(
                files: written.map { places[$0] }, render: { module.render(written[$0]) }, existing: existing,
                manifest: manifest, specFile: specFile, inputs: inputs, journal: journal)
            if plan == nil { journal?.discard() }
            return Planned(plan: plan, diagnostics: diagnostics, journal: journal?.isStarted == true ? journal : nil)
        } catch {
            journal?.discard()
            throw error
        }
    }

    /// Checks that the plan can be written, then writes it; the journal goes if anything fails
    /// before it is in place.
    func commit(_ planned: Planned) async throws {
        guard let plan = planned.plan else { return }
        do {
            try await checkWritable(plan)
            try await apply(plan, journal: planned.journal)
        } catch {
            planned.journal?.discard()
            throw error
        }
    }

    /// Puts the journal in place (the streamed one, or one written now), writes and removes the
    /// plan's files, then renames the journal over the manifest. A run with nothing to do
    /// writes nothing; one that changes only the manifest writes only the manifest.
    func apply(_ plan: RegenerationPlan, journal: JournalFile? = nil) async throws {
        let touchesFiles = plan.steps.contains { $0.contents != nil || $0.action == .remove }
        // A journal left by an interrupted run was folded into the plan; the manifest takes it in.
        let journalLeft = FileIO.exists(pendingURL)
        if let journal, let streamed = journal.temporaryURL {
            try journal.finish(
                formatVersion: plan.manifest.formatVersion, spec: plan.manifest.spec, inputs: plan.manifest.inputs)
            try store.move(streamed, to: pendingURL)
        } else {
            guard touchesFiles || plan.manifestChanges || journalLeft else { return }
            guard touchesFiles else {
                try store.write(chunks: plan.manifest.encodedChunks(), to: manifestURL)
                if journalLeft { try store.remove(pendingURL) }
                return
            }
            try store.write(chunks: plan.manifest.encodedChunks(), to: pendingURL)
        }
        // Files are written in child tasks; the first failure in the plan's order is reported.
        let failures = await plan.steps.filter { $0.contents != nil }.concurrentMap { step -> (any Error)? in
            guard let url = url(step.root, step.path), let contents = step.contents else { return nil }
            do {
                if step.isNew {
                    try store.create(contents.string, at: url)
                } else {
                    try store.write(contents.string, to: url)
                }
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
        try store.move(pendingURL, to: manifestURL)
    }

    func url(_ root: GeneratedFile.Root, _ path: String) -> URL? {
        switch root {
        // `.notDirectory`: the plain `appendingPathComponent` asks the disk whether it is a folder.
        case .sources: sourcesRoot.appending(path: path, directoryHint: .notDirectory)
        case .tests: testsRoot?.appending(path: path, directoryHint: .notDirectory)
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
    func checkWritable(_ plan: RegenerationPlan) async throws {
        let written = plan.steps.filter { $0.contents != nil }
        // Each file on its own, in child tasks; each folder once, in order. The failure of the
        // first step that fails is reported.
        let fileFailures = await written.concurrentMap { step -> CommandFailure? in
            guard let url = url(step.root, step.path) else { return nil }
            let shown = label(step.root, step.path)
            if let long = url.pathComponents.first(where: { $0.utf8.count > Self.maximumNameBytes }) {
                return CommandFailure(
                    message:
                        "cannot write '\(shown)': the name '\(long.prefix(40))…' is longer than \(Self.maximumNameBytes) bytes"
                )
            }
            return FileIO.isDirectory(url) == true
                ? CommandFailure(message: "cannot write '\(shown)': a folder is in the way") : nil
        }
        let firstFileFailure = fileFailures.firstIndex { $0 != nil } ?? written.count
        var checkedFolders: Set<String> = []
        for step in written[..<firstFileFailure] {
            let folderPath = step.path.lastIndex(of: "/").map { step.path[..<$0] } ?? ""
            guard checkedFolders.insert("\(step.root.rawValue)/\(folderPath)").inserted,
                let url = url(step.root, step.path)
            else { continue }
            try FileIO.checkCanHoldFiles(url.deletingLastPathComponent(), shownAs: label(step.root, step.path))
        }
        if let failure = fileFailures.lazy.compactMap({ $0 }).first { throw failure }
    }
}
