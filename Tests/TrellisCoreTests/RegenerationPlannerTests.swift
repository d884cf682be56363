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
        manifest.positionsByLocation()[Manifest.Location(root: .sources, path: path)].map { manifest.files[$0] }
    }

    func actions(
        _ files: [GeneratedFile], disk: [String: String], manifest: Manifest?
    ) async -> [String: RegenerationPlan.Action] {
        let plan = await RegenerationPlanner.plan(
            files: files, existing: { disk[$1] }, manifest: manifest, specFile: "S.json")
        return Dictionary(uniqueKeysWithValues: plan.steps.map { ($0.path, $0.action) })
    }

    @Test func decidesEachFilesAction() async {
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
        await #expect(
            actions(files, disk: disk, manifest: previous) == [
                "New.swift": .create, "Same.swift": .identical, "Untouched.swift": .update, "Edited.swift": .keep,
                "Both.swift": .merge, "Clash.swift": .conflict, "Gone.swift": .remove, "Kept.swift": .keep,
            ])
    }

    @Test func withoutAManifestUserFilesAreKeptAndGeneratedOnesReplaced() async {
        let files = [file("A+Actions.swift", "stub\n", owner: .user), file("A.swift", "generated\n")]
        let result = await actions(files, disk: ["A+Actions.swift": "mine\n", "A.swift": "old\n"], manifest: nil)
        #expect(result == ["A+Actions.swift": .keep, "A.swift": .update])
    }

    @Test func theNewManifestRecordsWhatWasGeneratedAndWritten() async {
        let plan = await RegenerationPlanner.plan(
            files: [file("B.swift", "a\nB\nc\nd\n"), file("A.swift", "x\n")],
            existing: { $1 == "B.swift" ? "a\nb\nc\nmine\n" : nil },
            manifest: manifest([("B.swift", "a\nb\nc\nd\n", .generated)]), specFile: "S.json")
        #expect(plan.manifest.files.map(\.path) == ["A.swift", "B.swift"])
        let entry = self.entry(plan.manifest, "B.swift")
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

    @Test func aPendingRunsEntriesCountForTheFilesItWrote() {
        let last = manifest([("A.swift", "old a\n", .generated), ("B.swift", "old b\n", .generated)])
        let pending = manifest([("A.swift", "new a\n", .generated), ("B.swift", "new b\n", .generated)])
        let disk = ["A.swift": "new a\n", "B.swift": "old b\n"]
        let (completed, unfinished) = last.completed(by: pending) { disk[$0.path] }
        #expect(entry(completed, "A.swift")?.base == "new a\n")
        #expect(entry(completed, "B.swift")?.base == "old b\n")
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
        let disk = ["A.swift": "new", "B.swift": "new b\nmo", "C.swift": "mine\n"]
        let (completed, unfinished) = last.completed(by: pending) { disk[$0.path] }
        #expect(unfinished == [Manifest.Location(root: .sources, path: "B.swift")])
        #expect(completed.files.map(\.path) == ["A.swift"])
        #expect(entry(completed, "A.swift")?.base == "old a\n")
    }
}
