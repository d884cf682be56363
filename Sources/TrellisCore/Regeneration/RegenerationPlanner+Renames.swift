/// Renamed entries (`renamedFrom`): which files move, and how Trellis's names in them follow.
extension RegenerationPlanner {
    /// The identifiers in the code of every file `render` gives: a run with renames renders its
    /// files twice, once to learn which names the new files still use.
    static func identifiers(
        of places: [GeneratedFile.Place], render: @Sendable (Int) -> RenderedFile, workers: any Workers
    ) -> Set<String> {
        var identifiers: Set<String> = []
        workers.stream(places.count, window: window) { index -> Set<String> in
            guard case .file(let file) = render(index) else { return [] }
            return SwiftIdentifiers.inCode(file.contents)
        } into: { _, found in
            identifiers.formUnion(found)
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
}
