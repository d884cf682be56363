import Foundation
import Testing

@testable import TrellisCLI

/// An event-driven module's life: the user's action bodies, reactions and preformatting live in
/// `+Logic` files and survive a changed spec, as `+Actions` files do in the other architectures.
@Suite struct EventDrivenRegenerationTests {
    static let logicFile = "Sources/Screens/NoteList/NoteList+Logic.swift"

    func generate(_ scratch: ScratchDirectory) async -> RunResult {
        await scratch.run(
            "generate", "Notes.json", "--output", "Sources", "--tests", "Tests", "--architecture", "event-driven")
    }

    @Test func bodiesReactionsAndPreformattingStayWhenTheSpecChanges() async throws {
        let scratch = try ScratchDirectory()
        #expect(await scratch.run("init", "Notes").status == .success)
        #expect(await generate(scratch).status == .success)
        let stub = try scratch.read(Self.logicFile)
        let body = "        updateState { $0.isLoading = true }\n"
        let shaped =
            "        var shown = state\n        shown.notes.sort { $0.title < $1.title }\n        return shown\n"
        #expect(stub.contains("        state\n    }"))
        try scratch.write(
            stub.replacingOccurrences(
                of:
                    "        // Write the action here: read `state`, call the repositories, then `updateState { … }`\n        // or `sendEvent(…)`.\n",
                with: body
            ).replacingOccurrences(of: "        state\n    }", with: shaped + "    }"),
            to: Self.logicFile)

        // A new action without `emits`, and an event the list now handles.
        var spec = try scratch.read("Notes.json")
        spec = spec.replacingOccurrences(
            of: "{ \"name\": \"select\", \"params\": [\"note: Note\"], \"emits\": \"noteSelected\" }",
            with:
                "{ \"name\": \"select\", \"params\": [\"note: Note\"], \"emits\": \"noteSelected\" }, { \"name\": \"clear\" }"
        )
        spec = spec.replacingOccurrences(
            of: "\"emits\": [\"noteSelected\"]\n",
            with: "\"emits\": [\"noteSelected\"], \"handles\": [\"noteSelected\"]\n")
        try scratch.write(spec, to: "Notes.json")
        let result = await generate(scratch)

        #expect(result.status == .success, "\(result.errors)")
        #expect(result.output.contains("merge     \(Self.logicFile)\n"))
        let logic = try scratch.read(Self.logicFile)
        #expect(logic.contains("func loadNotes() async {\n" + body + "    }"))
        #expect(logic.contains(shaped))
        #expect(logic.contains("    func clear() {\n"))
        #expect(logic.contains("extension NoteListState {\n"))
        #expect(logic.contains("    mutating func noteSelected(note: Note) {\n"))
    }
}
