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
        let outcome = await plan(
            files: places, render: { .file(files[$0]) }, existing: existing, manifest: manifest, specFile: specFile)
        // Every file is given rendered, so planning cannot fail.
        return outcome.plan
            ?? RegenerationPlan(steps: [], manifest: Manifest(spec: specFile, files: []), manifestChanges: false)
    }

    /// Plans files rendered one at a time, on every core: each is rendered, compared with
    /// the disk and the manifest, and let go of unless it is to be written. A file the
    /// manifest records with the same base keeps the manifest's copy of it.
    /// - Returns: the plan, or the diagnostics of the files that could not be rendered.
    public static func plan(
        files places: [GeneratedFile.Place], render: @escaping @Sendable (Int) -> PreparedModule.RenderedFile,
        existing: @escaping @Sendable (GeneratedFile.Root, String) -> String?, manifest: Manifest?, specFile: String
    ) async -> (plan: RegenerationPlan?, diagnostics: [Diagnostic]) {
        let previousFiles = manifest?.files ?? []
        let previous = manifest?.positionsByLocation() ?? [:]
        let outcomes = await Array(places.indices).concurrentMap { index -> PlannedOutcome in
            let file: GeneratedFile
            switch render(index) {
            case .file(let rendered): file = rendered
            case .failure(let diagnostic): return .failure(diagnostic)
            }
            let entry = previous[Manifest.Location(root: file.root, path: file.path)].map { previousFiles[$0] }
            let (step, written) = step(for: file, disk: existing(file.root, file.path), entry: entry)
            // The last run's base where it is the same text: the new text need not be kept.
            let base = entry.flatMap { $0.base.equals(file.contents) ? $0.base : nil } ?? ManifestText(file.contents)
            return .planned(
                step,
                Manifest.Entry(
                    root: file.root, path: file.path, owner: file.owner,
                    hash: written.map(Manifest.hash) ?? entry?.hash ?? Manifest.hash(file.contents), base: base))
        }
        var steps: [RegenerationPlan.Step] = []
        var entries: [Manifest.Entry] = []
        var failures: [Diagnostic] = []
        for outcome in outcomes {
            switch outcome {
            case .planned(let step, let entry):
                steps.append(step)
                entries.append(entry)
            case .failure(let diagnostic):
                failures.append(diagnostic)
            }
        }
        guard failures.isEmpty else { return (nil, failures) }
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
        entries.sort { ($0.root.rawValue, $0.path) < ($1.root.rawValue, $1.path) }
        let next = Manifest(formatVersion: Manifest.currentFormatVersion, spec: specFile, files: entries)
        return (RegenerationPlan(steps: steps, manifest: next, manifestChanges: next != manifest), [])
    }

    /// What planning one file gave.
    private enum PlannedOutcome: Sendable {
        case planned(RegenerationPlan.Step, Manifest.Entry)
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
            (.init(root: file.root, path: file.path, action: action, contents: contents, note: note), contents)
        }
        guard let disk else {
            return make(.create, new, note: entry == nil ? nil : "created again: it had been deleted")
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
