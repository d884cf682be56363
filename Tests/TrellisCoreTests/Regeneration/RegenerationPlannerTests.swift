import Testing

@testable import TrellisCore

@Suite struct RegenerationPlannerTests {
    func file(_ path: String, _ contents: String, owner: GeneratedFile.Owner = .generated) -> GeneratedFile {
        GeneratedFile(root: .sources, path: path, owner: owner, contents: contents)
    }

    func manifest(_ entries: [(String, String, GeneratedFile.Owner)]) -> Manifest {
        Manifest(
            spec: "S.json",
            files: entries.map {
                Manifest.Entry(root: .sources, path: $0.0, owner: $0.2, hash: Manifest.hash($0.1), base: $0.1)
            })
    }

    func entry(_ manifest: Manifest, _ path: String) -> Manifest.Entry? {
        manifest.files.first { $0.location == Manifest.Location(root: .sources, path: path) }
    }

    /// Plans `files` against `disk` and the last `manifest`, in memory; the output holds the
    /// new manifest afterwards.
    func planned(_ files: [GeneratedFile], disk: [String: String], manifest: Manifest?) throws -> (
        plan: RegenerationPlan, output: MemoryOutput
    ) {
        let output = MemoryOutput(
            files: Dictionary(uniqueKeysWithValues: disk.map { (Manifest.Location(root: .sources, path: $0), $1) }),
            last: manifest)
        let places = files.map { GeneratedFile.Place(root: $0.root, path: $0.path, owner: $0.owner) }
        let plan = try RegenerationPlanner.plan(places, render: { .file(files[$0]) }, in: output).plan
        return (try #require(plan), output)
    }

    func actions(
        _ files: [GeneratedFile], disk: [String: String], manifest: Manifest?
    ) throws -> [String: RegenerationPlan.Action] {
        let plan = try planned(files, disk: disk, manifest: manifest).plan
        return Dictionary(uniqueKeysWithValues: plan.steps.map { ($0.path, $0.action) })
    }

    @Test func decidesEachFilesAction() throws {
        let files = [
            file("New.swift", "new\n"), file("Same.swift", "same\n"), file("Untouched.swift", "b2\n"),
            file("Edited.swift", "a\nb\nc\n"), file("Both.swift", "a\nB\nc\nd\n"), file("Clash.swift", "x2\n"),
        ]
        let disk = [
            "Same.swift": "same\n", "Untouched.swift": "b1\n", "Edited.swift": "a\nmine\nc\n",
            "Both.swift": "a\nb\nc\nmine\n", "Clash.swift": "x-mine\n", "Gone.swift": "old\n", "Kept.swift": "edited\n",
        ]
        let previous = manifest([
            ("Same.swift", "same\n", .generated), ("Untouched.swift", "b1\n", .generated),
            ("Edited.swift", "a\nb\nc\n", .generated), ("Both.swift", "a\nb\nc\nd\n", .generated),
            ("Clash.swift", "x1\n", .generated), ("Gone.swift", "old\n", .user), ("Kept.swift", "original\n", .user),
            ("Deleted.swift", "d\n", .generated),
        ])
        try #expect(
            actions(files, disk: disk, manifest: previous) == [
                "New.swift": .create, "Same.swift": .identical, "Untouched.swift": .update, "Edited.swift": .keep,
                "Both.swift": .merge, "Clash.swift": .conflict, "Gone.swift": .remove, "Kept.swift": .keep,
            ])
    }

    /// A new Trellis rewords a stub's doc line that the user rewrote too: no conflict, the
    /// user's text stays, and the step says so.
    @Test func aTemplateChangeOfOnlyCommentsWhereYouEditedKeepsYourText() throws {
        let base = "extension A {\n    /// Runs when the screen shows.\n    func appear() {\n    }\n}\n"
        let yours = "extension A {\n    /// Loads the notes.\n    func appear() {\n        load()\n    }\n}\n"
        let generated = "extension A {\n    /// Runs when the screen appears.\n    func appear() {\n    }\n}\n"
        let plan = try planned(
            [file("A+Actions.swift", generated, owner: .user)], disk: ["A+Actions.swift": yours],
            manifest: manifest([("A+Actions.swift", base, .user)])
        ).plan
        let step = try #require(plan.steps.first)
        #expect(step.action == .merge)
        #expect(step.note == "your text kept where the template changed only comments (1 region)")
        #expect(step.contents == yours)
    }

    @Test func withoutAManifestUserFilesAreKeptAndGeneratedOnesReplaced() throws {
        let files = [file("A+Actions.swift", "stub\n", owner: .user), file("A.swift", "generated\n")]
        let result = try actions(files, disk: ["A+Actions.swift": "mine\n", "A.swift": "old\n"], manifest: nil)
        #expect(result == ["A+Actions.swift": .keep, "A.swift": .update])
    }

    @Test func theNewManifestRecordsWhatWasGeneratedAndWritten() throws {
        let (plan, output) = try planned(
            [file("B.swift", "a\nB\nc\nd\n"), file("A.swift", "x\n")], disk: ["B.swift": "a\nb\nc\nmine\n"],
            manifest: manifest([("B.swift", "a\nb\nc\nd\n", .generated)]))
        #expect(plan.manifestChanges)
        let recorded = output.manifest(spec: "S.json")
        #expect(recorded.files.map(\.path) == ["A.swift", "B.swift"])
        let entry = self.entry(recorded, "B.swift")
        #expect(entry?.base == "a\nB\nc\nd\n")
        #expect(entry?.hash == Manifest.hash("a\nB\nc\nmine\n"))
    }

    @Test func theManifestRoundTripsAndRefusesOtherVersions() throws {
        let original = manifest([("A.swift", "text\n", .user)])
        #expect(try Manifest.decode(Array(original.encoded().utf8)).get() == original)
        let future = original.encoded().replacingOccurrences(of: "\"formatVersion\" : 1", with: "\"formatVersion\" : 9")
        #expect(throws: ManifestError.self) { try Manifest.decode(Array(future.utf8)).get() }
        #expect(throws: ManifestError.self) { try Manifest.decode(Array("{".utf8)).get() }
        #expect(Manifest.hash("") == "fnv1a64:cbf29ce484222325")
    }

    /// What an interrupted run's journal says, given what it left on disk.
    func recovered(last: Manifest, pending: Manifest, disk: [String: String]) -> (
        entries: [Manifest.Entry], unfinished: Set<Manifest.Location>
    ) {
        let lastWrote = Set(last.files.map(\.location))
        return RegenerationPlanner.recovered(
            pending: pending.files, lastWrote: lastWrote.contains, currentText: { disk[$0.path] })
    }

    @Test func aPendingRunsEntriesCountForTheFilesItWrote() {
        let last = manifest([("A.swift", "old a\n", .generated), ("B.swift", "old b\n", .generated)])
        let pending = manifest([("A.swift", "new a\n", .generated), ("B.swift", "new b\n", .generated)])
        let (entries, unfinished) = recovered(
            last: last, pending: pending, disk: ["A.swift": "new a\n", "B.swift": "old b\n"])
        #expect(entries.map(\.path) == ["A.swift"], "B still holds what the last run wrote")
        #expect(entries.first?.base == "new a\n")
        #expect(unfinished.isEmpty)
    }

    @Test func aNewFileThePendingRunLeftTornIsUnfinished() {
        let last = manifest([("A.swift", "old a\n", .generated)])
        let pending = manifest([
            ("A.swift", "new a\n", .generated), ("B.swift", "new b\nmore\n", .generated),
            ("C.swift", "new c\n", .generated), ("D.swift", "new d\n", .user),
        ])
        // A: an older file cut short is not a torn new one; B: the start of its text;
        // C: a file of the user's; D: not there.
        let (entries, unfinished) = recovered(
            last: last, pending: pending, disk: ["A.swift": "new", "B.swift": "new b\nmo", "C.swift": "mine\n"])
        #expect(unfinished == [Manifest.Location(root: .sources, path: "B.swift")])
        #expect(entries.isEmpty, "no file holds what the pending run wrote")
    }
}
