/// Decides, file by file, how to bring an output folder to what the spec gives now without
/// losing anything the user wrote. Pure: it is given the files and writes nothing.
public enum RegenerationPlanner {
    /// How many files may be planned ahead of the one being recorded: enough that the cores
    /// go on while the largest file of a module renders, few enough that their texts are not
    /// many.
    static let window = 1_024

    /// Plans the files `render` gives for `places` against `output`, in the manifest's order (by
    /// root and path): each file is rendered and compared by `workers`, then its entry recorded
    /// and its text let go of unless it is to be written.
    /// With `renames`, a file whose entry was renamed moves from where the last run wrote it,
    /// and Trellis's names in every file follow (`Renaming`).
    /// - Returns: the plan, or the diagnostics of the files that could not be rendered.
    public static func plan(
        _ places: [GeneratedFile.Place], render: @Sendable (Int) -> RenderedFile,
        in output: some RegenerationOutput, renames: EntryRenames = EntryRenames(),
        workers: any Workers = SerialWorkers()
    ) throws -> (plan: RegenerationPlan?, diagnostics: [Diagnostic]) {
        let order = places.indices.sorted { places[$0].location < places[$1].location }
        let current = Set(places.map(\.location))
        let renaming =
            renames.renames.isEmpty
            ? nil
            : Renaming(
                renames: renames.renames, newIdentifiers: identifiers(of: places, render: render, workers: workers))
        let moves = renaming.map { Self.moves(of: places, current: current, in: output, $0) } ?? [:]
        let movedAway = Set(moves.values)
        // The files the last run wrote that are no longer generated, settled in the manifest's
        // order among the others: the user's are kept, and recorded, so that a rename added
        // later still finds them.
        let gone = output.lastLocations().filter { !current.contains($0) && !movedAway.contains($0) }.sorted()
        let newLocations = places.map(\.location).filter { output.lastEntry(at: $0) == nil }
        // A user's file left behind is told what it extends that is no longer generated: the
        // types the new files declare are gathered only when there is one.
        let leavesUserFiles = gone.contains { location in
            guard let entry = output.lastEntry(at: location), let text = output.currentText(at: location) else {
                return false
            }
            return text != entry.base
        }
        var assembly = PlanAssembly(output: output, gone: gone, manifestChanges: !movedAway.isEmpty)
        var failures: [(position: Int, diagnostic: Diagnostic)] = []
        // Each file is recorded, in order, while later ones render: a large file rendering on
        // one core holds up only its own recording.
        try workers.stream(order.count, window: window) { position -> Outcome in
            let index = order[position]
            return switch render(index) {
            case .file(let file):
                .planned(
                    plan(file, in: output, renaming: renaming, formerLocation: moves[file.location]),
                    declaring: leavesUserFiles ? Self.declaredTypes(file.contents) : [])
            case .failure(let diagnostic): .failure(diagnostic)
            }
        } into: { position, outcome in
            switch outcome {
            case .failure(let diagnostic):
                failures.append((order[position], diagnostic))
            case .planned(let file, let declaring) where failures.isEmpty:
                try assembly.add(file, declaring: declaring)
            case .planned:
                break
            }
        }
        guard failures.isEmpty else {
            return (nil, failures.sorted { $0.position < $1.position }.map(\.diagnostic))
        }
        return (try assembly.finish(newLocations: newLocations, entryNames: renames.entryNames), [])
    }

    /// The plan as its files come, in the manifest's order: each file's step, with the files the
    /// last run wrote that are no longer generated settled in among them (the user's kept and
    /// recorded, so that a rename added later still finds them; the others removed).
    private struct PlanAssembly<Output: RegenerationOutput> {
        let output: Output
        /// The files no longer generated, not yet settled, in the manifest's order.
        var gone: ArraySlice<Manifest.Location>
        var manifestChanges: Bool
        var steps: [RegenerationPlan.Step] = []
        /// Where in `steps` a user's file left behind was kept.
        var keptPositions: [Int] = []
        /// The types the new files declare (when a user's file is left behind).
        var declaredTypes: Set<String> = []

        init(output: Output, gone: [Manifest.Location], manifestChanges: Bool) {
            self.output = output
            self.gone = gone[...]
            self.manifestChanges = manifestChanges
        }

        /// Records `file`, planned, after the files no longer generated that come before it.
        mutating func add(_ file: PlannedRegeneration, declaring: [String]) throws {
            declaredTypes.formUnion(declaring)
            try settleGone(before: file.entry.location)
            manifestChanges = manifestChanges || !file.isUnchanged
            steps.append(try output.record(file))
        }

        /// Settles the files no longer generated before `location` (nil: all that are left).
        mutating func settleGone(before location: Manifest.Location?) throws {
            while let next = gone.first, location.map({ next < $0 }) ?? true {
                gone.removeFirst()
                // Each entry not recorded again changes the manifest.
                guard let entry = output.lastEntry(at: next), let step = removal(of: entry, in: output) else {
                    manifestChanges = true
                    continue
                }
                guard step.action == .keep else {
                    manifestChanges = true
                    steps.append(step)
                    continue
                }
                keptPositions.append(steps.count)
                steps.append(try output.record(PlannedRegeneration(step: step, entry: entry, isUnchanged: true)))
            }
        }

        /// The plan, once every file came: the rest of the files no longer generated settled,
        /// and each user's file left behind told what it extends that is no longer generated.
        mutating func finish(newLocations: [Manifest.Location], entryNames: [String]) throws
            -> RegenerationPlan
        {
            try settleGone(before: nil)
            for position in keptPositions {
                guard let entry = output.lastEntry(at: steps[position].location) else { continue }
                steps[position].warning = leftBehindWarning(
                    entry, declaredNow: declaredTypes, newLocations: newLocations, entryNames: entryNames)
            }
            steps.sort { $0.location < $1.location }
            return RegenerationPlan(steps: steps, manifestChanges: manifestChanges)
        }
    }

    /// What planning one file gave.
    private enum Outcome: Sendable {
        /// The file planned, and the types it declares (when they are asked for).
        case planned(PlannedRegeneration, declaring: [String])
        case failure(Diagnostic)
    }

    /// The plan of a run whose inputs are the ones the last manifest records (`GenerationInputs`):
    /// each file would be rendered as its base, so none is rendered; each is compared with its
    /// base and planned as if it had been. Nil when a file is to be written (one was deleted,
    /// say): the run then renders and plans as usual.
    public static func planUnchanged(in output: some RegenerationOutput, workers: any Workers = SerialWorkers())
        -> RegenerationPlan?
    {
        let steps = workers.map(output.lastLocations()) { location -> RegenerationPlan.Step? in
            if output.holdsLastBase(at: location) {
                return RegenerationPlan.Step(root: location.root, path: location.path, action: .identical)
            }
            guard let entry = output.lastEntry(at: location) else { return nil }
            let file = GeneratedFile(root: entry.root, path: entry.path, owner: entry.owner, contents: entry.base)
            let step = step(for: file, current: output.currentText(at: entry.location), last: entry)
            return step.writes ? nil : step
        }
        guard steps.allSatisfy({ $0 != nil }) else { return nil }
        return RegenerationPlan(steps: steps.compactMap { $0 }, manifestChanges: false)
    }

    /// One file planned against what the output holds and what the last run wrote there (or,
    /// for a file that moves, at its `formerLocation`).
    static func plan(
        _ file: GeneratedFile, in output: some RegenerationOutput, renaming: Renaming? = nil,
        formerLocation: Manifest.Location? = nil
    ) -> PlannedRegeneration {
        let last = output.lastEntry(at: file.location)
        let step: RegenerationPlan.Step
        if let renaming, let formerLocation, let moved = move(file, from: formerLocation, in: output, renaming) {
            step = moved
        } else if let renaming, let last, let current = output.currentText(at: file.location) {
            step = renamedStep(for: file, current: current, last: last, renaming).step
        } else {
            step = self.step(for: file, current: output.currentText(at: file.location), last: last)
        }
        let entry = Manifest.Entry(
            root: file.root, path: file.path, owner: file.owner,
            hash: step.contents.map(Manifest.hash) ?? last?.hash ?? Manifest.hash(file.contents), base: file.contents)
        return PlannedRegeneration(step: step, entry: entry, isUnchanged: entry == last)
    }

    /// The step for one generated file, given what is on disk and what the last run wrote.
    public static func step(for file: GeneratedFile, current: String?, last: Manifest.Entry?) -> RegenerationPlan.Step {
        let new = file.contents
        func make(_ action: RegenerationPlan.Action, _ contents: String? = nil, note: String? = nil)
            -> RegenerationPlan.Step
        {
            RegenerationPlan.Step(root: file.root, path: file.path, action: action, contents: contents, note: note)
        }
        guard let current else {
            guard last == nil else { return make(.create, new, note: "created again: it had been deleted") }
            var step = make(.create, new)
            step.isNew = true
            return step
        }
        if current == new { return make(.identical) }
        guard let last else {
            // No record of what was written before: a user's file is left alone; a generated
            // one is what the spec says it is.
            return file.owner == .user ? make(.keep) : make(.update, new)
        }
        if current == last.base { return make(.update, new) }
        if new == last.base {
            return hasConflictMarkers(current)
                ? make(.conflict, note: "still has conflict markers to resolve")
                : make(.keep, note: RegenerationPlan.Step.yourChanges)
        }
        let merged = ThreeWayMerge.merge(
            base: last.base, yours: current, generated: new, yoursLabel: "yours", generatedLabel: "generated")
        let keptNote =
            merged.keptOverComments == 0
            ? nil
            : "your text kept where the template changed only comments (\(merged.keptOverComments) region\(merged.keptOverComments == 1 ? "" : "s"))"
        return merged.conflicts == 0
            ? make(.merge, merged.text, note: keptNote)
            : make(
                .conflict, merged.text,
                note: "\(merged.conflicts) conflicting region\(merged.conflicts == 1 ? "" : "s")")
    }

    /// The step for a file the last run wrote that is no longer generated: removed if the user
    /// never changed it, kept (and reported) otherwise; nothing when it is gone already.
    static func removal(of entry: Manifest.Entry, in output: some RegenerationOutput) -> RegenerationPlan.Step? {
        guard let current = output.currentText(at: entry.location) else { return nil }
        if current == entry.base {
            return RegenerationPlan.Step(
                root: entry.root, path: entry.path, action: .remove, note: "no longer generated")
        }
        return RegenerationPlan.Step(
            root: entry.root, path: entry.path, action: .keep,
            note: "no longer generated, but kept because you changed it; delete it when you no longer need it")
    }

    /// What an interrupted run left, from its journal (`pending`): the entries of the files that
    /// hold what it wrote (they are Trellis's now, not the user's), and the files it was creating
    /// in place when it stopped (new to the last manifest, holding the start of their text and
    /// none of the user's), to be written again as new files.
    public static func recovered(
        pending: [Manifest.Entry], lastWrote: (Manifest.Location) -> Bool, currentText: (Manifest.Location) -> String?
    ) -> (entries: [Manifest.Entry], unfinished: Set<Manifest.Location>) {
        var entries: [Manifest.Entry] = []
        var unfinished: Set<Manifest.Location> = []
        for entry in pending {
            guard let text = currentText(entry.location) else { continue }
            if Manifest.hash(text) == entry.hash {
                entries.append(entry)
            } else if !lastWrote(entry.location), entry.base.utf8.starts(with: text.utf8) {
                unfinished.insert(entry.location)
            }
        }
        return (entries, unfinished)
    }

    static func hasConflictMarkers(_ text: String) -> Bool {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.contains { $0.hasPrefix("<<<<<<< ") } && lines.contains("=======")
            && lines.contains { $0.hasPrefix(">>>>>>> ") }
    }
}
