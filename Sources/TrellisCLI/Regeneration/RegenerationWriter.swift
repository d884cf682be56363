@_spi(CommandLine) import TrellisCore

/// Carries out a regeneration plan in its output folders: writes what changed, removes what the
/// spec dropped, and writes the manifest last. The journal (the pending manifest, in place before
/// any file is written) lets the next run recognise the files an interrupted run already wrote,
/// and complete it.
struct RegenerationWriter: Sendable {
    let folders: OutputFolders
    /// How the roots are shown in the report (as the user wrote them).
    let sourcesLabel: String
    let testsLabel: String?

    /// Checks that the plan can be written, then writes it with a manifest for `spec` and
    /// `inputs`; the journal goes if anything fails before it is in place.
    func commit(_ plan: RegenerationPlan, spec: String, inputs: String?) throws {
        do {
            try checkWritable(plan)
            try apply(plan, spec: spec, inputs: inputs)
        } catch {
            folders.discardJournal()
            throw error
        }
        try folders.removeLeftoverTemporaries()
    }

    /// Puts the journal in place (the streamed one, or the record written now), writes and
    /// removes the plan's files, writes the manifest's listing, then renames the journal over
    /// the bases. A run cut short before that last rename leaves its journal, which the next run
    /// completes. A run with nothing to do writes nothing; one that changes only the manifest
    /// writes only the manifest.
    func apply(_ plan: RegenerationPlan, spec: String, inputs: String?) throws {
        let store = folders.store
        let touchesFiles = plan.steps.contains { $0.writes || $0.action == .remove }
        // A journal left by an interrupted run was folded into the plan; the manifest takes it in.
        let manifestChanges =
            plan.manifestChanges || folders.wasInterrupted || folders.lastSpec != spec || folders.lastInputs != inputs
            || !folders.layoutIsCurrent
        if let journal = folders.journal, let streamed = journal.temporaryURL {
            try journal.finish(formatVersion: Manifest.currentFormatVersion, spec: spec, inputs: inputs)
            KillPoint.journalRename.reach()
            try store.move(streamed, to: folders.pendingURL)
        } else {
            guard touchesFiles || manifestChanges else { return }
            try store.write(chunks: folders.unjournaledManifest(spec: spec, inputs: inputs), to: folders.pendingURL)
        }
        // Files are written on every core, each folder's on one: cores creating files in one
        // folder queue for its lock, spinning (for minutes after a large deletion ext4 holds it
        // long, and they spun for most of a run). Larger folders go first; the first failure in
        // the plan's order is reported.
        let written = plan.steps.filter(\.writes)
        let byFolder = Dictionary(grouping: written.indices) { Self.folder(of: written[$0]) }.values
            .sorted { ($0.count, $1.first ?? 0) > ($1.count, $0.first ?? 0) }
        // Writes the files at `indices` of `written`; the failures, by index.
        @Sendable func writeFiles(_ indices: [Int]) -> [(Int, any Error)] {
            indices.compactMap { index in
                let step = written[index]
                guard let url = folders.url(step.location), let bytes = folders.bytes(of: step) else { return nil }
                do {
                    if step.isNew {
                        try store.create(bytes, at: url)
                    } else {
                        try store.write(chunks: CollectionOfOne(bytes), to: url)
                    }
                    return nil
                } catch {
                    return (index, error)
                }
            }
        }
        // The manifest's listing (a few MB at most) is made meanwhile, so that after the files
        // only its writing is left.
        let workers = CoreWorkers(smallestSpread: 2)
        let (failures, listing) = workers.run(
            { workers.map(byFolder) { writeFiles($0) } },
            alongside: { [folders] in Array(folders.listing(spec: spec, inputs: inputs).jsonChunks().joined()) })
        if let failure = failures.joined().min(by: { $0.0 < $1.0 }) { throw failure.1 }
        // Removals prune emptied folders, so they run one after another. A moved file's old
        // copy goes once its new one is written.
        for step in plan.steps {
            let removed = step.movedFrom ?? (!step.writes && step.action == .remove ? step.location : nil)
            guard let removed, let url = folders.url(removed), FileIO.exists(url) else { continue }
            KillPoint.removal.reach()
            try store.remove(url)
        }
        if store.read(folders.basesAttributesURL) != Manifest.basesAttributes {
            try store.write(Manifest.basesAttributes, to: folders.basesAttributesURL)
        }
        KillPoint.listing.reach()
        try store.write(chunks: CollectionOfOne(listing), to: folders.manifestURL)
        KillPoint.basesRename.reach()
        try store.move(folders.pendingURL, to: folders.basesURL)
    }

    /// The folder `step` writes in, named apart from the other root's.
    static func folder(of step: RegenerationPlan.Step) -> String {
        "\(step.root.rawValue)/" + (step.path.utf8.lastIndex(of: UInt8(ascii: "/")).map { step.path[..<$0] } ?? "")
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

    static func isTooLong(_ name: some StringProtocol) -> Bool {
        name.utf8.count > maximumNameBytes
    }

    /// Checks, before anything is written, that every file of `plan` can be written where it
    /// goes: no name too long, no file where a folder must be, no folder where a file must be,
    /// and a writable folder. A run that would fail half way fails here, having written nothing.
    func checkWritable(_ plan: RegenerationPlan) throws {
        let written = plan.steps.filter(\.writes)
        // Each file on its own, on every core; each folder once, in order. The failure of the
        // first step that fails is reported. The roots' own names are looked at once.
        var longRootNames: [GeneratedFile.Root: String] = [:]
        for (root, url) in [(GeneratedFile.Root.sources, folders.sourcesRoot), (.tests, folders.testsRoot)] {
            longRootNames[root] = url?.pathComponents.first(where: Self.isTooLong)
        }
        // The folders, each once, in the order of the first file written in it, and whether it is
        // there: a folder can be in a file's way only in a folder that is there, so the files of
        // one that is not (all of them, the first time) are not looked at one by one.
        var folderFirsts: [(folder: URL, firstStep: Int)] = []
        var foldersThere: [String: Bool] = [:]
        for (position, step) in written.enumerated() {
            let name = Self.folder(of: step)
            guard foldersThere[name] == nil, let url = folders.url(step.location) else { continue }
            let folder = url.deletingLastPathComponent()
            foldersThere[name] = FileIO.isDirectory(folder) != nil
            folderFirsts.append((folder, position))
        }
        let fileFailures = CoreWorkers().map(written) { [longRootNames, foldersThere] step -> CommandFailure? in
            guard let url = folders.url(step.location) else { return nil }
            func failure(_ reason: String) -> CommandFailure {
                CommandFailure(message: "cannot write '\(label(step.root, step.path))': \(reason)")
            }
            // A path no longer than a name can be has no name too long.
            let long =
                longRootNames[step.root]
                ?? (Self.isTooLong(step.path)
                    ? step.path.split(separator: "/").first(where: Self.isTooLong).map(String.init) : nil)
            if let long {
                return failure("the name '\(long.prefix(40))…' is longer than \(Self.maximumNameBytes) bytes")
            }
            guard foldersThere[Self.folder(of: step)] == true else { return nil }
            return FileIO.isDirectory(url) == true ? failure("a folder is in the way") : nil
        }
        let firstFileFailure = fileFailures.firstIndex { $0 != nil } ?? written.count
        for (folder, firstStep) in folderFirsts where firstStep < firstFileFailure {
            let step = written[firstStep]
            try FileIO.checkCanHoldFiles(folder, shownAs: label(step.root, step.path))
        }
        if let failure = fileFailures.lazy.compactMap({ $0 }).first { throw failure }
    }
}
