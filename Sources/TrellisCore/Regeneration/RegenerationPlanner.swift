/// Decides, file by file, how to bring an output folder to what the spec gives now without
/// losing anything the user wrote. Pure: it is given the files on disk and writes nothing.
public enum RegenerationPlanner {
    /// - Parameters:
    ///   - files: what the generator produces now.
    ///   - existing: the current text of a file on disk, or nil when there is none.
    ///   - manifest: what the last run wrote, if there was one.
    public static func plan(
        files: [GeneratedFile], existing: @escaping @Sendable (GeneratedFile.Root, String) -> String?,
        manifest: Manifest?, specFile: String
    ) async -> RegenerationPlan {
        let places = files.map { GeneratedFile.Place(root: $0.root, path: $0.path, owner: $0.owner) }
        // Every file is given rendered and there is no journal to write to: planning cannot fail.
        let outcome = try? await plan(
            files: places, render: { .file(files[$0]) }, existing: existing, manifest: manifest, specFile: specFile)
        return outcome?.plan
            ?? RegenerationPlan(steps: [], manifest: Manifest(spec: specFile, files: []), manifestChanges: false)
    }

    /// Plans files rendered one at a time, in child tasks, a batch at a time in the manifest's
    /// order: each is rendered, compared with the disk and the manifest, and let go of unless it
    /// is to be written. A file the manifest records with the same base keeps the manifest's copy.
    /// A batch is journaled while the next one renders.
    ///
    /// With a `journal` (a run that writes), the new manifest is streamed into it from the first
    /// batch that changes a file on, and the text of a file to write is the journal's copy of its
    /// base: no file's text is held in memory, only merged ones.
    /// - Parameter inputs: the fingerprint of what the files are generated from, for the new manifest.
    /// - Returns: the plan, its steps in the manifest's order (by root and path), or the
    ///   diagnostics of the files that could not be rendered.
    public static func plan(
        files places: [GeneratedFile.Place], render: @escaping @Sendable (Int) -> PreparedModule.RenderedFile,
        existing: @escaping @Sendable (GeneratedFile.Root, String) -> String?, manifest: Manifest?, specFile: String,
        inputs: String? = nil, journal: (any ManifestJournal)? = nil
    ) async throws -> (plan: RegenerationPlan?, diagnostics: [Diagnostic]) {
        let previousFiles = manifest?.files ?? []
        let previous = manifest?.positionsByLocation() ?? [:]
        let inManifestOrder = places.indices.sorted {
            (places[$0].root.rawValue, places[$0].path) < (places[$1].root.rawValue, places[$1].path)
        }
        var steps: [RegenerationPlan.Step] = []
        steps.reserveCapacity(places.count)
        var entries: [Manifest.Entry] = []
        entries.reserveCapacity(places.count)
        var failures: [(position: Int, diagnostic: Diagnostic)] = []
        var streaming = false
        let batches = stride(from: 0, to: inManifestOrder.count, by: Self.batchSize).map {
            Array(inManifestOrder[$0..<min($0 + Self.batchSize, inManifestOrder.count)])
        }
        @Sendable func planned(_ batch: [Int]) async -> [PlannedOutcome] {
            await batch.concurrentMap { index -> PlannedOutcome in
                let file: GeneratedFile
                switch render(index) {
                case .file(let rendered): file = rendered
                case .failure(let diagnostic): return .failure(diagnostic)
                }
                let entry = previous[Manifest.Location(root: file.root, path: file.path)].map { previousFiles[$0] }
                let (step, written) = step(for: file, disk: existing(file.root, file.path), entry: entry)
                // The last run's base where it is the same text: the new text need not be kept.
                let base =
                    entry.flatMap { $0.base.equals(file.contents) ? $0.base : nil } ?? ManifestText(file.contents)
                return .planned(
                    step,
                    Manifest.Entry(
                        root: file.root, path: file.path, owner: file.owner,
                        hash: written.map(Manifest.hash) ?? entry?.hash ?? Manifest.hash(file.contents), base: base),
                    writesBase: written == file.contents)
            }
        }
        var outcomes = batches.isEmpty ? [] : await planned(batches[0])
        for (position, batch) in batches.enumerated() {
            // The next batch renders while this one goes into the journal.
            async let upcoming = position + 1 < batches.count ? planned(batches[position + 1]) : []
            for (index, outcome) in zip(batch, outcomes) {
                guard case .planned(var step, var entry, let writesBase) = outcome else {
                    if case .failure(let diagnostic) = outcome { failures.append((index, diagnostic)) }
                    continue
                }
                if let journal, failures.isEmpty {
                    if !streaming, step.contents != nil {
                        // The first change: the entries so far go in first.
                        streaming = true
                        for position in entries.indices {
                            entries[position].base = try journal.append(entries[position])
                        }
                    }
                    if streaming {
                        entry.base = try journal.append(entry)
                        if writesBase { step.contents = entry.base }
                    }
                }
                steps.append(step)
                entries.append(entry)
            }
            outcomes = await upcoming
        }
        guard failures.isEmpty else {
            return (nil, failures.sorted { $0.position < $1.position }.map(\.diagnostic))
        }
        let current = Set(places.map { Manifest.Location(root: $0.root, path: $0.path) })
        for entry in manifest?.files ?? []
        where !current.contains(Manifest.Location(root: entry.root, path: entry.path)) {
            guard let disk = existing(entry.root, entry.path) else { continue }
            if disk == entry.base {
                steps.append(.init(root: entry.root, path: entry.path, action: .remove, note: "no longer generated"))
            } else {
                steps.append(
                    .init(
                        root: entry.root, path: entry.path, action: .keep,
                        note:
                            "no longer generated, but kept because you changed it; delete it when you no longer need it"
                    ))
            }
        }
        steps.sort { ($0.root.rawValue, $0.path) < ($1.root.rawValue, $1.path) }
        let next = Manifest(
            formatVersion: Manifest.currentFormatVersion, spec: specFile, inputs: inputs, files: entries)
        return (RegenerationPlan(steps: steps, manifest: next, manifestChanges: next != manifest), [])
    }

    /// The plan of a run whose inputs are the ones `manifest` records (`GenerationInputs`): each
    /// file would be rendered as the manifest's base, so none is rendered; each is compared with
    /// its base and planned as if it had been. Nil when a file is to be written (one was
    /// deleted, say): the run then renders and plans as usual.
    public static func planUnchanged(
        manifest: Manifest, existing: @escaping @Sendable (GeneratedFile.Root, String) -> String?
    ) async -> RegenerationPlan? {
        let steps = await manifest.files.concurrentMap { entry -> RegenerationPlan.Step? in
            guard let disk = existing(entry.root, entry.path) else { return nil }
            if entry.base.equals(disk) {
                return RegenerationPlan.Step(root: entry.root, path: entry.path, action: .identical)
            }
            let file = GeneratedFile(
                root: entry.root, path: entry.path, owner: entry.owner, contents: entry.base.string)
            let (step, written) = step(for: file, disk: disk, entry: entry)
            return written == nil ? step : nil
        }
        guard steps.allSatisfy({ $0 != nil }) else { return nil }
        return RegenerationPlan(steps: steps.compactMap { $0 }, manifest: manifest, manifestChanges: false)
    }

    /// How many files are planned at once: enough to keep every core busy, few enough that
    /// their texts are not many.
    static let batchSize = 256

    /// What planning one file gave.
    private enum PlannedOutcome: Sendable {
        /// `writesBase`: the step writes the new text itself (not a merge of it).
        case planned(RegenerationPlan.Step, Manifest.Entry, writesBase: Bool)
        case failure(Diagnostic)
    }

    /// The step for one generated file, and the text it writes (nil when it writes nothing).
    private static func step(for file: GeneratedFile, disk: String?, entry: Manifest.Entry?) -> (
        RegenerationPlan.Step, String?
    ) {
        let new = file.contents
        func make(_ action: RegenerationPlan.Action, _ contents: String? = nil, note: String? = nil) -> (
            RegenerationPlan.Step, String?
        ) {
            (
                .init(
                    root: file.root, path: file.path, action: action, contents: contents.map { ManifestText($0) },
                    note: note), contents
            )
        }
        guard let disk else {
            guard entry == nil else { return make(.create, new, note: "created again: it had been deleted") }
            var (step, written) = make(.create, new)
            step.isNew = true
            return (step, written)
        }
        if disk == new { return make(.identical) }
        guard let entry else {
            // No record of what was written before: a user's file is left alone; a generated
            // one is what the spec says it is.
            return file.owner == .user ? make(.keep) : make(.update, new)
        }
        if disk == entry.base { return make(.update, new) }
        if new == entry.base {
            return hasConflictMarkers(disk)
                ? make(.conflict, note: "still has conflict markers to resolve")
                : make(.keep, note: RegenerationPlan.Step.yourChanges)
        }
        let merged = ThreeWayMerge.merge(
            base: entry.base.string, yours: disk, generated: new, yoursLabel: "yours", generatedLabel: "generated")
        return merged.conflicts == 0
            ? make(.merge, merged.text)
            : make(
                .conflict, merged.text,
                note: "\(merged.conflicts) conflicting region\(merged.conflicts == 1 ? "" : "s")")
    }

    static func hasConflictMarkers(_ text: String) -> Bool {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.contains { $0.hasPrefix("<<<<<<< ") } && lines.contains("=======")
            && lines.contains { $0.hasPrefix(">>>>>>> ") }
    }
}
