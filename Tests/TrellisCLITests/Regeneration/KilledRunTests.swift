import Foundation
import Testing
import TrellisCore

@testable import TrellisCLI

/// Runs of the real `trellis` binary killed (SIGKILL: nothing of theirs cleans up) at each point
/// of a writing run (`KillPoint`): the next run leaves the output folder file for file as a run
/// that was never killed leaves it, with nothing extra.
@Suite struct KilledRunTests {
    /// The `trellis` binary built beside this test bundle (`swift build` builds every product).
    static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("trellis")
    }

    /// A spec change that replaces, merges and creates files: a field added, the edited action
    /// given a param, and a new screen.
    static let change = [
        ("\"body: String\"]", "\"body: String\", \"pinned: Bool\"]"),
        (
            "{ \"name\": \"loadNotes\", \"async\": true,",
            "{ \"name\": \"loadNotes\", \"async\": true, \"params\": [\"force: Bool\"],"
        ),
        (
            "\"emits\": [\"noteSelected\"]\n    },",
            "\"emits\": [\"noteSelected\"], \"children\": [\"Banner\"]\n    },\n    { \"name\": \"Banner\", \"actions\": [{ \"name\": \"dismiss\" }] },"
        ),
    ]

    @Test(arguments: [
        "journal-start:1", "journal-entry:1", "journal-entry:9", "journal-rename:1", "file-rename:1",
        "file-rename:3", "listing:1", "bases-rename:1",
    ])
    func theRunAfterAKilledOneLeavesWhatAnUnkilledRunLeaves(_ killAt: String) async throws {
        try await expectRecovery(from: killAt, change: Self.change, userFile: RegenerationScenarioTests.userFile)
    }

    /// A rename (`renamedFrom`) killed half way: the moved file is written, its old copy not yet
    /// removed, or the manifest not yet written.
    @Test(arguments: ["file-rename:1", "removal:1", "listing:1", "bases-rename:1"])
    func aRenameKilledHalfWayIsCompletedByTheNextRun(_ killAt: String) async throws {
        try await expectRecovery(
            from: killAt,
            change: [
                ("\"name\": \"NoteList\",", "\"name\": \"NoteIndex\", \"renamedFrom\": \"NoteList\","),
                ("\"start\": \"NoteList\"", "\"start\": \"NoteIndex\""),
            ], userFile: "Sources/ViewModels/NoteIndexViewModel+Actions.swift")
    }

    /// Kills a run of `change` at `killAt`, runs again, and compares with a run never killed;
    /// the code written in the user's file is in `userFile` then.
    func expectRecovery(from killAt: String, change: [(String, String)], userFile: String) async throws {
        let binary = try #require(
            FileManager.default.isExecutableFile(atPath: Self.binary.path) ? Self.binary : nil,
            "no trellis binary beside the tests at \(Self.binary.path)")
        let changed = {
            let scratch = try await RegenerationScenarioTests().generatedAndEdited()
            try RegenerationScenarioTests().editSpec(scratch, change)
            return scratch
        }
        let scratch = try await changed()
        let process = Process()
        process.executableURL = binary
        process.arguments = ["generate", "Notes.json", "--output", "Sources", "--tests", "Tests"]
        process.currentDirectoryURL = scratch.url
        process.environment = ProcessInfo.processInfo.environment.merging(["TRELLIS_TEST_KILL_AT": killAt]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(
            process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL,
            "the run was killed at \(killAt)")

        let next = await scratch.run("generate", "Notes.json", "--output", "Sources", "--tests", "Tests")
        #expect(next.status == .success, "\(next.errors)")

        let clean = try await changed()
        #expect(await clean.run("generate", "Notes.json", "--output", "Sources", "--tests", "Tests").status == .success)
        #expect(scratch.listing() == clean.listing(), "killed at \(killAt)")
        for file in clean.listing() where scratch.exists(file) {
            #expect(try scratch.read(file) == clean.read(file), "\(file), killed at \(killAt)")
        }
        #expect(try scratch.read(userFile).contains("isLoading = true"))
        #expect(
            await scratch.run("generate", "Notes.json", "--output", "Sources", "--tests", "Tests", "--check").status
                == .success)
    }
}
