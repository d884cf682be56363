import Foundation
import Testing
import TrellisCore

@testable import TrellisCLI

/// Renaming an entry of the spec (`renamedFrom`): the user's code moves with it, Trellis's names
/// in it follow, and a run without the key says what it left behind.
@Suite struct RenameTests {
    static let oldFile = "Sources/ViewModels/NoteListViewModel+Actions.swift"
    static let newFile = "Sources/ViewModels/NoteIndexViewModel+Actions.swift"
    let scenario = RegenerationScenarioTests()

    /// The starter spec generated, with a body in `loadNotes` that uses a name of the user's own.
    func generatedAndEdited() async throws -> ScratchDirectory {
        let scratch = try await scenario.generatedAndEdited()
        try scratch.write(
            try scratch.read(Self.oldFile).replacingOccurrences(
                of: "        isLoading = false",
                with:
                    "        isLoading = false\n        let noteListViewModelLoads = \"NoteListViewModel\"\n        _ = noteListViewModelLoads"
            ), to: Self.oldFile)
        return scratch
    }

    /// NoteList renamed NoteIndex, with `renamedFrom` when `saying`.
    func rename(_ scratch: ScratchDirectory, saying: Bool) throws {
        try scenario.editSpec(
            scratch,
            [
                (
                    "\"name\": \"NoteList\",",
                    saying ? "\"name\": \"NoteIndex\", \"renamedFrom\": \"NoteList\"," : "\"name\": \"NoteIndex\","
                ),
                ("\"start\": \"NoteList\"", "\"start\": \"NoteIndex\""),
            ])
    }

    @Test func aRenamedScreenTakesTheUsersCodeToItsNewName() async throws {
        let scratch = try await generatedAndEdited()
        try rename(scratch, saying: true)

        let check = await scenario.regenerate(scratch, "--check")
        #expect(check.status == .failure, "a pending rename is a change")
        #expect(check.output.contains("move      \(Self.newFile) (from ViewModels/NoteListViewModel+Actions.swift"))

        let result = await scenario.regenerate(scratch)
        #expect(result.status == .success, "\(result.errors)")
        #expect(
            result.output.contains(
                "move      \(Self.newFile) (from ViewModels/NoteListViewModel+Actions.swift; renamed NoteListViewModel → NoteIndexViewModel)\n"
            ))
        #expect(
            result.output.contains(
                "move      Sources/ViewModels/NoteIndexViewModel.swift (from ViewModels/NoteListViewModel.swift)\n"))
        #expect(!scratch.exists(Self.oldFile) && !scratch.exists("Sources/ViewModels/NoteListViewModel.swift"))
        let moved = try scratch.read(Self.newFile)
        #expect(moved.contains("extension NoteIndexViewModel {"))
        #expect(moved.contains("notes = (try? await noteRepository.loadNotes()) ?? []"))
        // The user's own names and strings stay as they wrote them.
        #expect(moved.contains("let noteListViewModelLoads = \"NoteListViewModel\""))
        #expect(!result.errors.contains("warning"))

        // With the key still there, nothing changes; it can then go.
        let again = await scenario.regenerate(scratch)
        #expect(again.status == .success)
        #expect(!again.output.contains("move ") && !again.output.contains("update "), "\(again.output)")
        try scratch.write(
            try scratch.read("Notes.json").replacingOccurrences(of: " \"renamedFrom\": \"NoteList\",", with: ""),
            to: "Notes.json")
        let without = await scenario.regenerate(scratch)
        #expect(!without.output.contains("move ") && !without.output.contains("keep "), "\(without.output)")
        #expect(try scratch.read(Self.newFile) == moved)
    }

    /// Without the key, the user's file is kept with a warning that names the likely rename and
    /// the type it extends that is gone; adding the key then moves it over the new stub.
    @Test func withoutTheKeyTheLeftBehindFileIsAWarningAndTheKeyLaterMovesIt() async throws {
        let scratch = try await generatedAndEdited()
        try rename(scratch, saying: false)

        let result = await scenario.regenerate(scratch)
        #expect(result.status == .success)
        #expect(
            result.output.contains("keep      \(Self.oldFile) (no longer generated, but kept because you changed it"))
        #expect(
            result.errors.contains(
                "warning: \(Self.oldFile): it extends NoteListViewModel, which is no longer generated: move its code or delete it, or the module will not build; did you rename NoteList to NoteIndex? add \"renamedFrom\": \"NoteList\" to NoteIndex in the spec\n"
            ))
        #expect(try scratch.read(Self.newFile).contains("// Write the action here."))

        try scratch.write(
            try scratch.read("Notes.json").replacingOccurrences(
                of: "\"name\": \"NoteIndex\",", with: "\"name\": \"NoteIndex\", \"renamedFrom\": \"NoteList\","),
            to: "Notes.json")
        let moved = await scenario.regenerate(scratch)
        #expect(moved.status == .success, "\(moved.errors)")
        #expect(moved.output.contains("move      \(Self.newFile)"))
        #expect(!scratch.exists(Self.oldFile))
        #expect(try scratch.read(Self.newFile).contains("isLoading = true"))
    }

    /// A new place the user wrote in already is theirs: the old file stays, with the warning.
    @Test func aNewPlaceTheUserChangedIsNotOverwritten() async throws {
        let scratch = try await generatedAndEdited()
        try rename(scratch, saying: false)
        _ = await scenario.regenerate(scratch)
        try scratch.write(try scratch.read(Self.newFile) + "// mine\n", to: Self.newFile)
        try scratch.write(
            try scratch.read("Notes.json").replacingOccurrences(
                of: "\"name\": \"NoteIndex\",", with: "\"name\": \"NoteIndex\", \"renamedFrom\": \"NoteList\","),
            to: "Notes.json")
        let result = await scenario.regenerate(scratch)
        #expect(result.status == .success)
        #expect(scratch.exists(Self.oldFile))
        #expect(try scratch.read(Self.newFile).hasSuffix("// mine\n"))
        #expect(result.errors.contains("warning: \(Self.oldFile): it extends NoteListViewModel"))
    }
}
