/// Decides, file by file, how to bring an output folder to what the spec gives now without
/// losing anything the user wrote. Pure: it is given the files and writes nothing.
public enum RegenerationPlanner {
    /// How many files are planned at once: enough to keep every core busy, few enough that
    /// their texts are not many.
    static let batchSize = 256

    /// Plans the files `render` gives for `places` against `output`, in the manifest's order (by
    /// root and path), a batch at a time: each file of a batch is rendered and compared by
    /// `workers`, then its entry recorded and its text let go of unless it is to be written.
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
        var goneLeft = gone[...]
        // A user's file left behind is told what it extends that is no longer generated: the
        // types the new files declare are gathered only when there is one.
        let leavesUserFiles = gone.contains { location in
            guard let entry = output.lastEntry(at: location), let text = output.currentText(at: location) else {
                return false
            }
            return text != entry.base
        }
        var declaredTypes: Set<String> = []
        var keptPositions: [Int] = []
        var steps: [RegenerationPlan.Step] = []
        steps.reserveCapacity(places.count)
        var failures: [(position: Int, diagnostic: Diagnostic)] = []
        var manifestChanges = !movedAway.isEmpty
        func settleGone(before location: Manifest.Location?) throws {
            while let next = goneLeft.first, location.map({ next < $0 }) ?? true {
                goneLeft.removeFirst()
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
        for start in stride(from: 0, to: order.count, by: batchSize) {
            let batch = Array(order[start..<min(start + batchSize, order.count)])
            let planned = workers.map(batch) { index -> Outcome in
                switch render(index) {
                case .file(let file):
                    .planned(
                        plan(file, in: output, renaming: renaming, formerLocation: moves[file.location]),
                        declaring: leavesUserFiles ? Self.declaredTypes(file.contents) : [])
                case .failure(let diagnostic): .failure(diagnostic)
                }
            }
            for (index, outcome) in zip(batch, planned) {
                switch outcome {
                case .failure(let diagnostic):
                    failures.append((index, diagnostic))
                case .planned(let file, let declaring) where failures.isEmpty:
                    declaredTypes.formUnion(declaring)
                    try settleGone(before: file.entry.location)
                    manifestChanges = manifestChanges || !file.isUnchanged
                    steps.append(try output.record(file))
                case .planned:
                    continue
                }
            }
        }
        guard failures.isEmpty else {
            return (nil, failures.sorted { $0.position < $1.position }.map(\.diagnostic))
        }
        try settleGone(before: nil)
        for position in keptPositions {
            guard let entry = output.lastEntry(at: steps[position].location) else { continue }
            steps[position].warning = leftBehindWarning(
                entry, declaredNow: declaredTypes, newLocations: newLocations, entryNames: renames.entryNames)
        }
        steps.sort { $0.location < $1.location }
        return (RegenerationPlan(steps: steps, manifestChanges: manifestChanges), [])
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

    // MARK: Renames

    /// The identifiers in the code of every file `render` gives: a run with renames renders its
    /// files twice, once to learn which names the new files still use.
    static func identifiers(
        of places: [GeneratedFile.Place], render: @Sendable (Int) -> RenderedFile, workers: any Workers
    ) -> Set<String> {
        var identifiers: Set<String> = []
        for start in stride(from: 0, to: places.count, by: batchSize) {
            let found = workers.map(Array(start..<min(start + batchSize, places.count))) { index -> Set<String> in
                guard case .file(let file) = render(index) else { return [] }
                return SwiftIdentifiers.inCode(file.contents)
            }
            for set in found { identifiers.formUnion(set) }
        }
        return identifiers
    }

    /// The files that move to their entry's new name: for each, where the last run wrote it
    /// (its path with the old names put back), when a file is there that is no longer
    /// generated, and the new place is free: nothing there, or what the last run wrote there
    /// (a file made before the rename was given, or by a run killed after it moved the file).
    /// A new place that holds the user's own text stays as it is, and the old file is kept.
    static func moves(
        of places: [GeneratedFile.Place], current: Set<Manifest.Location>, in output: some RegenerationOutput,
        _ renaming: Renaming
    ) -> [Manifest.Location: Manifest.Location] {
        var former: [Manifest.Location: Manifest.Location] = [:]
        for place in places {
            let location = Manifest.Location(root: place.root, path: renaming.formerPath(of: place.path))
            guard location != place.location, !current.contains(location), output.lastEntry(at: location) != nil,
                output.currentText(at: location) != nil
            else { continue }
            let there = output.currentText(at: place.location)
            guard there == nil || there.map(Manifest.hash) == output.lastEntry(at: place.location)?.hash else {
                continue
            }
            former[place.location] = location
        }
        return former
    }

    /// The step that moves the file at `former` to `file`'s place (`moves`), with Trellis's
    /// names in it renamed and the spec's changes merged; nil when the file at `former` is gone.
    static func move(
        _ file: GeneratedFile, from former: Manifest.Location, in output: some RegenerationOutput,
        _ renaming: Renaming
    ) -> RegenerationPlan.Step? {
        guard let formerEntry = output.lastEntry(at: former), let formerText = output.currentText(at: former)
        else { return nil }
        let (renamed, text) = renamedStep(for: file, current: formerText, last: formerEntry, renaming)
        let notes = ["from \(former.path)"] + (renamed.note.map { [$0] } ?? [])
        var step = RegenerationPlan.Step(
            root: file.root, path: file.path, action: renamed.action == .conflict ? .conflict : .move,
            contents: text, note: notes.joined(separator: "; "))
        step.movedFrom = former
        return step
    }

    /// The step for a file the last run wrote (`last`, holding `current` now), with the names
    /// of Trellis's in it that the renames change renamed in the last run's text and in the
    /// user's before they are merged, and the text the file holds after the step.
    static func renamedStep(for file: GeneratedFile, current: String, last: Manifest.Entry, _ renaming: Renaming)
        -> (step: RegenerationPlan.Step, text: String)
    {
        let mapping = renaming.identifierRenames(base: last.base)
        guard !mapping.isEmpty else {
            let step = step(for: file, current: current, last: last)
            return (step, step.contents ?? current)
        }
        var renamedLast = last
        renamedLast.base = SwiftIdentifiers.renaming(mapping, in: last.base)
        let renamedCurrent = SwiftIdentifiers.renaming(mapping, in: current)
        var step = step(for: file, current: renamedCurrent, last: renamedLast)
        guard renamedCurrent != current else { return (step, step.contents ?? current) }
        if !step.writes, step.action != .conflict {
            // What the spec gives, or the user's to keep: written with the names renamed.
            step = RegenerationPlan.Step(
                root: file.root, path: file.path, action: current == last.base ? .update : .merge,
                contents: renamedCurrent)
        }
        if current != last.base {
            // The user's text had names renamed: say which.
            let names = mapping.sorted { $0.key < $1.key }.map { "\($0.key) → \($0.value)" }.joined(separator: ", ")
            step.note = [step.note, "renamed \(names)"].compactMap { $0 }.joined(separator: "; ")
        }
        return (step, step.contents ?? renamedCurrent)
    }

    /// What a user's file no longer generated is left behind by: the types it extends that no
    /// new file declares, and the entry it was most likely renamed to (a new file named like it
    /// with an entry's name in place of another).
    static func leftBehindWarning(
        _ entry: Manifest.Entry, declaredNow: Set<String>, newLocations: [Manifest.Location], entryNames: [String]
    ) -> String? {
        var warnings: [String] = []
        let extended = Self.extendedTypes(entry.base).filter { !declaredNow.contains($0) }
        if !extended.isEmpty {
            warnings.append(
                "it extends \(extended.joined(separator: ", ")), which \(extended.count == 1 ? "is" : "are") no longer generated: move its code or delete it, or the module will not build"
            )
        }
        if let (old, new) = likelyRename(of: entry.location, to: newLocations, entryNames: entryNames) {
            warnings.append("did you rename \(old) to \(new)? add \"renamedFrom\": \"\(old)\" to \(new) in the spec")
        }
        return warnings.isEmpty ? nil : warnings.joined(separator: "; ")
    }

    /// The old and new entry names of the new file that is named like `location` but for one
    /// of `entryNames` in place of another name.
    static func likelyRename(
        of location: Manifest.Location, to newLocations: [Manifest.Location], entryNames: [String]
    ) -> (old: String, new: String)? {
        for candidate in newLocations where candidate.root == location.root {
            let path = candidate.path
            for name in entryNames {
                for start in path.indices where path[start...].hasPrefix(name) {
                    let end = path.index(start, offsetBy: name.count)
                    let (prefix, suffix) = (path[..<start], path[end...])
                    guard location.path.hasPrefix(prefix), location.path.hasSuffix(suffix),
                        location.path.count > prefix.count + suffix.count
                    else { continue }
                    let old = String(location.path.dropFirst(prefix.count).dropLast(suffix.count))
                    if SwiftName.isUpperCamelCase(old), old != name { return (old, name) }
                }
            }
        }
        return nil
    }

    /// The types `text` declares at the start of a line (`class X`, `public struct X`, …).
    static func declaredTypes(_ text: String) -> [String] {
        typeNames(in: text, after: ["class", "struct", "enum", "protocol", "actor"])
    }

    /// The types `text` extends (`extension X`).
    static func extendedTypes(_ text: String) -> [String] {
        Array(Set(typeNames(in: text, after: ["extension"]))).sorted()
    }

    private static func typeNames(in text: String, after keywords: Set<String>) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "<" })
            guard let keyword = words.firstIndex(where: { keywords.contains(String($0)) }),
                words[..<keyword].allSatisfy({ modifiers.contains(String($0)) }), keyword + 1 < words.count
            else { return nil }
            return String(words[keyword + 1])
        }
    }

    private static let modifiers: Set<String> = [
        "public", "internal", "fileprivate", "private", "final", "nonisolated", "@MainActor", "open", "package",
    ]

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
