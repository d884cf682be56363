import Foundation
import Testing
import TrellisCore

@testable import TrellisCLI

/// A module's life: generate, write code, change the spec, regenerate; nothing the user
/// wrote is lost.
@Suite struct RegenerationScenarioTests {
    static let userFile = "Sources/ViewModels/NoteListViewModel+Actions.swift"

    /// The starter spec, generated, with a body written in `loadNotes` and a line added to a
    /// generated file.
    func generatedAndEdited() async throws -> ScratchDirectory {
        let scratch = try ScratchDirectory()
        #expect(await scratch.run("init", "Notes").status == .success)
        #expect(
            await scratch.run("generate", "Notes.json", "--output", "Sources", "--tests", "Tests").status == .success)
        let stub = try scratch.read(Self.userFile)
        try scratch.write(
            stub.replacingOccurrences(
                of: "        // Write the action here.",
                with:
                    "        isLoading = true\n        notes = (try? await noteRepository.loadNotes()) ?? []\n        isLoading = false"
            ),
            to: Self.userFile)
        let model = try scratch.read("Sources/Models/Note.swift")
        try scratch.write(
            model.replacingOccurrences(
                of: "    public var id: String\n", with: "    public var id: String\n    // Notes are plain text.\n"),
            to: "Sources/Models/Note.swift")
        return scratch
    }

    func editSpec(_ scratch: ScratchDirectory, _ edits: [(String, String)]) throws {
        var spec = try scratch.read("Notes.json")
        for (old, new) in edits {
            #expect(spec.contains(old), "the spec has no \(old)")
            spec = spec.replacingOccurrences(of: old, with: new)
        }
        try scratch.write(spec, to: "Notes.json")
    }

    func regenerate(_ scratch: ScratchDirectory, _ extra: String...) async -> RunResult {
        await scratch.run(["generate", "Notes.json", "--output", "Sources", "--tests", "Tests"] + extra)
    }

    @Test func specChangesComeInAndEveryEditStays() async throws {
        let scratch = try await generatedAndEdited()
        try editSpec(
            scratch,
            [
                // A new field, a new action, changed params of the edited action, a new screen.
                ("\"body: String\"]", "\"body: String\", \"pinned: Bool\"]"),
                (
                    "{ \"name\": \"loadNotes\", \"async\": true,",
                    "{ \"name\": \"refresh\", \"async\": true }, { \"name\": \"loadNotes\", \"async\": true, \"params\": [\"force: Bool\"],"
                ),
                (
                    "\"emits\": [\"noteSelected\"]\n    },",
                    "\"emits\": [\"noteSelected\"], \"children\": [\"Banner\"]\n    },\n    { \"name\": \"Banner\", \"actions\": [{ \"name\": \"dismiss\" }] },"
                ),
            ])
        let result = await regenerate(scratch)
        #expect(result.status == .success, "\(result.errors)")
        #expect(result.output.contains("merge     Sources/ViewModels/NoteListViewModel+Actions.swift\n"))
        #expect(result.output.contains("merge     Sources/Models/Note.swift\n"))
        #expect(result.output.contains("create    Sources/ViewModels/BannerViewModel+Actions.swift\n"))
        let actions = try scratch.read(Self.userFile)
        #expect(actions.contains("public func loadNotes(force: Bool) async {\n        isLoading = true\n"))
        #expect(actions.contains("notes = (try? await noteRepository.loadNotes()) ?? []"))
        #expect(actions.contains("public func refresh() async {\n        // Write the action here.\n    }"))
        let model = try scratch.read("Sources/Models/Note.swift")
        #expect(model.contains("    // Notes are plain text.\n"))
        #expect(model.contains("public var pinned: Bool"))
    }

    @Test func aRemovedScreenTakesItsUntouchedFilesAndLeavesEditedOnes() async throws {
        let scratch = try await generatedAndEdited()
        let detail = "Sources/ViewModels/NoteDetailViewModel.swift"
        try scratch.write(try scratch.read(detail) + "// my note\n", to: detail)
        try editSpec(
            scratch,
            [
                (
                    ",\n    {\n      \"name\": \"NoteDetail\",\n      \"doc\": \"One note in full.\",\n      \"params\": [\"note: Note\"]\n    }",
                    ""
                ),
                (
                    "{ \"on\": \"noteSelected\", \"push\": \"NoteDetail\" }",
                    "{ \"on\": \"noteSelected\", \"replace\": \"NoteList\" }"
                ),
            ])
        let result = await regenerate(scratch)
        #expect(result.status == .success, "\(result.errors)")
        #expect(result.output.contains("keep      \(detail) (no longer generated, but kept because you changed it"))
        #expect(scratch.exists(detail))
        #expect(try scratch.read(detail).hasSuffix("// my note\n"))
        #expect(!result.output.contains("NoteDetailViewModelTests"), "NoteDetail never had tests of its own")
        #expect(try scratch.read(Self.userFile).contains("isLoading = true"))
        // The flow's test no longer refers to the screen.
        #expect(try !scratch.read("Tests/Coordinators/NotesCoordinatorTests.swift").contains("NoteDetail"))
    }

    @Test func aRemovedScreensUnchangedFilesAreRemoved() async throws {
        let scratch = try ScratchDirectory()
        #expect(await scratch.run("init", "Notes").status == .success)
        try editSpec(
            scratch,
            [
                (
                    "\"emits\": [\"noteSelected\"]\n    },",
                    "\"emits\": [\"noteSelected\"], \"children\": [\"Banner\"]\n    },\n    { \"name\": \"Banner\", \"actions\": [{ \"name\": \"dismiss\" }] },"
                )
            ])
        _ = await regenerate(scratch)
        #expect(scratch.exists("Sources/ViewModels/BannerViewModel+Actions.swift"))
        try editSpec(
            scratch,
            [
                (", \"children\": [\"Banner\"]", ""),
                ("\n    { \"name\": \"Banner\", \"actions\": [{ \"name\": \"dismiss\" }] },", ""),
            ])
        let result = await regenerate(scratch)
        #expect(result.output.contains("remove    Sources/ViewModels/BannerViewModel.swift (no longer generated)\n"))
        #expect(
            result.output.contains("remove    Sources/ViewModels/BannerViewModel+Actions.swift (no longer generated)\n")
        )
        #expect(!scratch.exists("Sources/ViewModels/BannerViewModel.swift"))
    }

    @Test func bothSidesChangingALineIsAConflictWithBothVersions() async throws {
        let scratch = try await generatedAndEdited()
        let model = "Sources/Models/Note.swift"
        try scratch.write(
            try scratch.read(model).replacingOccurrences(
                of: "    public var body: String\n", with: "    public var body: String  // never empty\n"),
            to: model)
        try editSpec(scratch, [("\"body: String\"", "\"body: String?\"")])
        let result = await regenerate(scratch)
        #expect(result.status == .failure)
        #expect(result.output.contains("conflict  Sources/Models/Note.swift (1 conflicting region)\n"))
        #expect(result.errors.contains("1 file with conflicts"))
        #expect(result.errors.contains("  Sources/Models/Note.swift\n"))
        let text = try scratch.read(model)
        #expect(
            text.contains(
                "<<<<<<< yours\n    public var body: String  // never empty\n=======\n    public var body: String?\n>>>>>>> generated\n"
            ))
        // Unresolved markers keep failing the run; resolved, the user's version stays.
        #expect(await regenerate(scratch).status == .failure)
        let resolved = text.replacingOccurrences(
            of:
                "<<<<<<< yours\n    public var body: String  // never empty\n=======\n    public var body: String?\n>>>>>>> generated\n",
            with: "    public var body: String?  // may be empty\n")
        try scratch.write(resolved, to: model)
        let after = await regenerate(scratch, "--verbose")
        #expect(after.status == .success)
        #expect(after.output.contains("keep      Sources/Models/Note.swift (your changes)\n"))
    }

    @Test func aRunWithNothingToDoWritesNothing() async throws {
        let scratch = try await generatedAndEdited()
        _ = await regenerate(scratch)  // records the edits' merge state
        let manifest = scratch.url.appendingPathComponent("Sources/.trellis-manifest.json")
        let dates = try scratch.listing().map {
            try FileManager.default.attributesOfItem(atPath: scratch.url.appendingPathComponent($0).path)[
                .modificationDate]
                as? Date
        }
        let result = await regenerate(scratch)
        #expect(result.status == .success)
        #expect(
            !RegenerationPlan.Action.allCases.filter(\.changesDisk).contains {
                result.output.contains("\($0.rawValue) ")
            })
        let after = try scratch.listing().map {
            try FileManager.default.attributesOfItem(atPath: scratch.url.appendingPathComponent($0).path)[
                .modificationDate]
                as? Date
        }
        #expect(dates == after)
        #expect(FileManager.default.fileExists(atPath: manifest.path))
    }

    @Test func checkAndDryRunWriteNothing() async throws {
        let scratch = try await generatedAndEdited()
        #expect(await regenerate(scratch, "--check").status == .success)
        try editSpec(scratch, [("\"body: String\"]", "\"body: String\", \"pinned: Bool\"]")])
        let before = try scratch.read("Sources/Models/Note.swift")
        let check = await regenerate(scratch, "--check")
        #expect(check.status == .failure)
        #expect(check.output.contains("merge     Sources/Models/Note.swift\n"))
        #expect(check.errors.contains("not up to date"))
        let dryRun = await regenerate(scratch, "--dry-run")
        #expect(dryRun.status == .success)
        #expect(dryRun.output.contains("would be (dry run)"))
        #expect(try scratch.read("Sources/Models/Note.swift") == before)
        #expect(await regenerate(scratch, "--check", "--dry-run").status == .usage)
    }

    @Test func aDeletedUserFileIsCreatedAgain() async throws {
        let scratch = try await generatedAndEdited()
        try FileManager.default.removeItem(at: scratch.url.appendingPathComponent(Self.userFile))
        let result = await regenerate(scratch)
        #expect(result.output.contains("create    \(Self.userFile) (created again: it had been deleted)\n"))
        #expect(try scratch.read(Self.userFile).contains("public func loadNotes() async {"))
    }

    /// A store that fails on its `failAfter`+1st write, like a run killed half way.
    /// Files are written on several threads, so the count is kept under a lock.
    final class FailingStore: FileStore, @unchecked Sendable {
        let disk = DiskFileStore()
        let lock = NSLock()
        var writesLeft: Int

        init(failAfter writes: Int) { writesLeft = writes }

        func readBytes(_ url: URL) -> [UInt8]? { disk.readBytes(url) }

        func open(_ url: URL) -> OpenFile? { disk.open(url) }

        func write(_ text: String, to url: URL) throws {
            try countWrite()
            try disk.write(text, to: url)
        }

        /// A new file is written in place: the failing write leaves the start of it, torn.
        func create(_ bytes: [UInt8], at url: URL) throws {
            do {
                try countWrite()
            } catch {
                try disk.create(Array(bytes.prefix(bytes.count / 2)), at: url)
                throw error
            }
            try disk.create(bytes, at: url)
        }

        func write(chunks: some Sequence<[UInt8]>, to url: URL) throws {
            try countWrite()
            try disk.write(chunks: chunks, to: url)
        }

        func move(_ source: URL, to url: URL) throws {
            try countWrite()
            try disk.move(source, to: url)
        }

        private func countWrite() throws {
            let allowed = lock.withLock {
                guard writesLeft > 0 else { return false }
                writesLeft -= 1
                return true
            }
            guard allowed else { throw CommandFailure(message: "interrupted") }
        }

        func remove(_ url: URL) throws { try disk.remove(url) }
    }

    /// The output folders of `scratch` on a store that fails after the journal and two files.
    static func interruptedOutput(_ scratch: ScratchDirectory) throws -> (OutputFolders, RegenerationWriter) {
        let folders = try OutputFolders(
            sourcesRoot: scratch.url.appendingPathComponent("Sources"),
            testsRoot: scratch.url.appendingPathComponent("Tests"), writes: true, store: FailingStore(failAfter: 3))
        return (folders, RegenerationWriter(folders: folders, sourcesLabel: "Sources", testsLabel: "Tests"))
    }

    @Test func anInterruptedRunIsCompletedByTheNextOne() async throws {
        let scratch = try await generatedAndEdited()
        _ = await regenerate(scratch)
        try editSpec(
            scratch,
            [
                ("\"body: String\"]", "\"body: String\", \"pinned: Bool\"]"),
                ("\"title: String\"", "\"heading: String\""),
            ])
        let manifestBefore = try scratch.read("Sources/.trellis-manifest.json")
        let spec = try #require(
            Pipeline.validate(Array(try scratch.read("Notes.json").utf8), fileName: "Notes.json").spec)
        let (folders, writer) = try Self.interruptedOutput(scratch)
        let plan = try #require(try Pipeline.plan(Pipeline.prepare(spec), in: folders).plan)
        #expect(folders.journal != nil, "the new manifest went to the journal as the files were planned")
        #expect(plan.steps.filter(\.writes).count > 2)
        #expect(throws: CommandFailure.self) {
            try writer.commit(plan, spec: "Notes.json", inputs: nil)
        }
        // The manifest is written last: it still describes the previous run.
        #expect(try scratch.read("Sources/.trellis-manifest.json") == manifestBefore)
        // No file is torn: each holds what a step wrote, or what it held before.
        for step in plan.steps where step.writes {
            let path = (step.root == .sources ? "Sources/" : "Tests/") + step.path
            let text = try scratch.read(path)
            #expect(Array(text.utf8) == folders.bytes(of: step) || !text.contains("pinned"), "\(path) is torn")
        }
        #expect(scratch.exists("Sources/.trellis-manifest.pending.json"))
        #expect(
            scratch.listing().allSatisfy { !$0.contains(".trellis-") || $0.hasSuffix(".json") },
            "no temporary file is left")
        let completed = await regenerate(scratch)
        #expect(completed.status == .success, "\(completed.errors)")
        let model = try scratch.read("Sources/Models/Note.swift")
        #expect(model.contains("public var heading: String") && model.contains("public var pinned: Bool"))
        #expect(model.contains("// Notes are plain text."))
        #expect(try scratch.read(Self.userFile).contains("isLoading = true"))
        #expect(await regenerate(scratch, "--check").status == .success)
        #expect(!scratch.exists("Sources/.trellis-manifest.pending.json"))
    }
}

extension RegenerationScenarioTests {
    /// A run killed after its journal was in place, while it replaced files, leaves temporary
    /// files beside them (and of its journal); the next run removes them, and the output is a
    /// clean run's, file for file.
    @Test func temporaryFilesARunKilledWhileWritingLeftAreRemovedByTheNextRun() async throws {
        let scratch = try await generatedAndEdited()
        let change = [("\"body: String\"]", "\"body: String\", \"pinned: Bool\"]")]
        try editSpec(scratch, change)
        let spec = try #require(
            Pipeline.validate(Array(try scratch.read("Notes.json").utf8), fileName: "Notes.json").spec)
        let (folders, writer) = try Self.interruptedOutput(scratch)
        let plan = try #require(try Pipeline.plan(Pipeline.prepare(spec), in: folders).plan)
        #expect(throws: CommandFailure.self) { try writer.commit(plan, spec: "Notes.json", inputs: nil) }
        // What a kill, not a failure that cleans up after itself, leaves besides.
        let leftovers = [
            "Sources/..trellis-manifest.pending.json.trellis-424242-1",
            "Sources/Models/.Note.swift.trellis-424242-2",
            "Tests/.NotesTests.swift.trellis-424242-3",
        ]
        for leftover in leftovers { try scratch.write("half written", to: leftover) }
        // A name like theirs that is not Trellis's stays.
        try scratch.write("yours", to: "Sources/Models/.notes.trellis-draft")

        #expect(await regenerate(scratch).status == .success)

        for leftover in leftovers { #expect(!scratch.exists(leftover), "\(leftover) is left") }
        let clean = try await generatedAndEdited()
        try editSpec(clean, change)
        try clean.write("yours", to: "Sources/Models/.notes.trellis-draft")
        #expect(await regenerate(clean).status == .success)
        #expect(scratch.listing() == clean.listing())
        for file in clean.listing() { #expect(try scratch.read(file) == clean.read(file), "\(file)") }
    }

    /// A run killed while it wrote its journal leaves the journal's temporary file beside the
    /// manifest, and nothing else: the next run of that spec removes it.
    @Test func theJournalsTemporaryFileAKilledRunLeftIsRemoved() async throws {
        let scratch = try await generatedAndEdited()
        try editSpec(scratch, [("\"body: String\"]", "\"body: String\", \"pinned: Bool\"]")])
        let leftover = "Sources/..trellis-manifest.pending.json.trellis-424242-7"
        try scratch.write("{\"formatVersion\"", to: leftover)

        #expect(await regenerate(scratch).status == .success)

        #expect(!scratch.exists(leftover))
    }

    @Test func isTemporaryNameKnowsOnlyTheNamesTrellisGives() {
        #expect(FileIO.isTemporaryName(".Note.swift.trellis-12-3"))
        #expect(FileIO.isTemporaryName("..trellis-manifest.pending.json.trellis-1-1"))
        #expect(!FileIO.isTemporaryName("Note.swift.trellis-12-3"))
        #expect(!FileIO.isTemporaryName(".trellis-12-3"))
        #expect(!FileIO.isTemporaryName(".Note.swift.trellis-12"))
        #expect(!FileIO.isTemporaryName(".Note.swift.trellis-12-x"))
    }

    @Test func newFilesLeftTornByAnInterruptedRunAreWrittenAgain() async throws {
        let scratch = try ScratchDirectory()
        #expect(await scratch.run("init", "Notes").status == .success)
        let spec = try #require(
            Pipeline.validate(Array(try scratch.read("Notes.json").utf8), fileName: "Notes.json").spec)
        let (folders, writer) = try Self.interruptedOutput(scratch)
        let plan = try #require(try Pipeline.plan(Pipeline.prepare(spec), in: folders).plan)
        #expect(plan.steps.allSatisfy { $0.action == .create && $0.isNew })
        #expect(throws: CommandFailure.self) {
            try writer.commit(plan, spec: "Notes.json", inputs: nil)
        }
        let torn = plan.steps.filter { step in
            let path = (step.root == .sources ? "Sources/" : "Tests/") + step.path
            return (try? scratch.read(path)).map { Array($0.utf8) != folders.bytes(of: step) } ?? false
        }
        #expect(!torn.isEmpty, "the interrupted run left a torn file")
        #expect(await regenerate(scratch, "--check").status == .failure)
        let completed = await regenerate(scratch)
        #expect(completed.status == .success, "\(completed.errors)")
        for step in torn {
            #expect(
                completed.output.contains("create    \(step.root == .sources ? "Sources/" : "Tests/")\(step.path)\n"))
        }
        // Byte for byte what an uninterrupted run writes.
        let clean = try ScratchDirectory()
        try clean.write(try scratch.read("Notes.json"), to: "Notes.json")
        #expect(await regenerate(clean).status == .success)
        for step in plan.steps {
            let path = (step.root == .sources ? "Sources/" : "Tests/") + step.path
            #expect(try scratch.read(path) == clean.read(path), "\(path)")
        }
        #expect(try scratch.read("Sources/.trellis-manifest.json") == clean.read("Sources/.trellis-manifest.json"))
        #expect(await regenerate(scratch, "--check").status == .success)
    }

    @Test func aDryRunForeseesAConflictWithoutWritingIt() async throws {
        let scratch = try await generatedAndEdited()
        let model = "Sources/Models/Note.swift"
        let edited = try scratch.read(model).replacingOccurrences(
            of: "    public var title: String\n", with: "    public var title: String  // never empty\n")
        try scratch.write(edited, to: model)
        try editSpec(scratch, [("\"title: String\"", "\"title: String?\"")])
        let dryRun = await regenerate(scratch, "--dry-run")
        #expect(dryRun.status == .success)
        #expect(dryRun.errors.contains("note: 1 file would have conflicts (nothing was written)"))
        let check = await regenerate(scratch, "--check")
        #expect(check.status == .failure)
        #expect(check.errors.contains("error: 1 file would have conflicts"))
        #expect(try scratch.read(model) == edited)
    }
}
