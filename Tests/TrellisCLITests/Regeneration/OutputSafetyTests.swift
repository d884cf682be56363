import Foundation
import Testing

@testable import TrellisCLI

/// Outputs that cannot be written fail before anything is written, and two runs on one output
/// cannot interleave.
@Suite struct OutputSafetyTests {
    @Test func aFileWhereTheOutputFolderShouldBeIsReportedAndNothingIsWritten() async throws {
        let scratch = try await ScratchDirectory.withStarterSpec()
        try scratch.write("not a folder\n", to: "Sources")
        let result = await scratch.run("generate", "Notes.json", "--output", "Sources/Notes", "--tests", "Tests")
        #expect(result.status == .failure)
        #expect(result.errors.contains("cannot write 'Sources/Notes':"))
        #expect(result.errors.contains("Sources' is a file, not a folder"))
        #expect(scratch.listing() == ["Notes.json", "Sources"])
    }

    @Test func aFileWhereASubfolderShouldBeFailsBeforeAnyFileIsWritten() async throws {
        let scratch = try await ScratchDirectory.withStarterSpec()
        try scratch.write("in the way\n", to: "Tests/Coordinators")
        let result = await scratch.run("generate", "Notes.json", "--output", "Sources", "--tests", "Tests")
        #expect(result.status == .failure)
        #expect(result.errors.contains("Tests/Coordinators' is a file, not a folder"))
        // No generated file and no journal: the run stopped before writing.
        #expect(scratch.listing() == ["Notes.json", "Tests/Coordinators"])
    }

    @Test func aFolderWhereAFileShouldBeFailsBeforeAnyFileIsWritten() async throws {
        let scratch = try await ScratchDirectory.withStarterSpec()
        try FileManager.default.createDirectory(
            at: scratch.url.appendingPathComponent("Sources/Models/Note.swift"), withIntermediateDirectories: true)
        let result = await scratch.run("generate", "Notes.json", "--output", "Sources", "--tests", "Tests")
        #expect(result.status == .failure)
        #expect(result.errors.contains("cannot write 'Sources/Models/Note.swift': a folder is in the way"))
        #expect(scratch.listing() == ["Notes.json"])
    }

    /// A name longer than file systems take, in a root's path or below it, is reported before
    /// anything is written.
    @Test func aNameTooLongFailsBeforeAnyFileIsWritten() async throws {
        let scratch = try await ScratchDirectory.withStarterSpec()
        let long = String(repeating: "y", count: 256)
        let result = await scratch.run("generate", "Notes.json", "--output", "Sources", "--tests", "T/\(long)/Z")
        #expect(result.status == .failure)
        #expect(result.errors.contains("cannot write 'T/\(long)/Z/"))
        #expect(result.errors.contains("the name '\(long.prefix(40))…' is longer than 255 bytes"))
        #expect(scratch.listing() == ["Notes.json"])
    }

    @Test func aSecondRunOnALockedOutputIsToldToWait() async throws {
        let scratch = try await ScratchDirectory.withStarterSpec()
        let output = scratch.url.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        // Another run holds the output folder.
        let lock = try OutputLock(output, shownAs: "Sources")
        let blocked = await scratch.run("generate", "Notes.json", "--output", "Sources")
        #expect(blocked.status == .failure)
        #expect(
            blocked.errors.contains("another trellis run is writing 'Sources'; wait for it to finish, then run again"))
        #expect(scratch.listing() == ["Notes.json"])
        withExtendedLifetime(lock) {}
    }

    @Test func theLockIsReleasedWithTheRun() async throws {
        let scratch = try await ScratchDirectory.withStarterSpec()
        #expect(await scratch.run("generate", "Notes.json", "--output", "Sources").status == .success)
        #expect(await scratch.run("generate", "Notes.json", "--output", "Sources").status == .success)
    }
}
