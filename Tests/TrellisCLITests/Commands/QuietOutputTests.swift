import Foundation
import Testing
import TrellisCore

@testable import TrellisCLI

/// By default `generate` prints what changed and a summary; `--verbose` lists every file;
/// colour only on a terminal that allows it.
@Suite struct QuietOutputTests {
    @Test func aRunWithNothingToDoPrintsOneLine() async throws {
        let scratch = try await ScratchDirectory.withStarterSpec()
        _ = await scratch.run("generate", "Notes.json", "--output", "Sources", "--tests", "Tests")
        let again = await scratch.run("generate", "Notes.json", "--output", "Sources", "--tests", "Tests")
        #expect(again.status == .success)
        #expect(again.output.split(separator: "\n").count == 1)
        #expect(again.output.hasPrefix("Notes: "))
        #expect(again.output.hasSuffix(" identical)\n"))
        #expect(again.errors.isEmpty)
    }

    @Test func verboseListsUnchangedFilesToo() async throws {
        let scratch = try await ScratchDirectory.withStarterSpec()
        _ = await scratch.run("generate", "Notes.json", "--output", "Sources")
        let again = await scratch.run("generate", "Notes.json", "--output", "Sources", "--verbose")
        #expect(again.output.contains("identical Sources/Models/Note.swift\n"))
    }

    @Test func aFirstRunListsWhatItCreates() async throws {
        let scratch = try await ScratchDirectory.withStarterSpec()
        let first = await scratch.run("generate", "Notes.json", "--output", "Sources")
        #expect(first.output.contains("create    Sources/Models/Note.swift\n"))
        #expect(!first.output.contains("\u{1B}["), "no colour when not on a terminal")
    }

    @Test func colourOnlyOnATerminalWithoutNoColor() {
        let terminal = TerminalStyle.forProcess(environment: [:], outputIsTerminal: true, errorIsTerminal: true)
        #expect(terminal == TerminalStyle(usesColour: true, showsProgress: true))
        #expect(!TerminalStyle.forProcess(environment: [:], outputIsTerminal: false, errorIsTerminal: false).usesColour)
        #expect(
            !TerminalStyle.forProcess(environment: ["NO_COLOR": "1"], outputIsTerminal: true, errorIsTerminal: true)
                .usesColour)
        #expect(
            TerminalStyle.forProcess(environment: ["TERM": "dumb"], outputIsTerminal: true, errorIsTerminal: true)
                == .plain)
        #expect(terminal.paint("create", .green) == "\u{1B}[32mcreate\u{1B}[0m")
        #expect(TerminalStyle.plain.paint("create", .green) == "create")
    }

    @Test func colouredDiagnosticsKeepTheirText() {
        var printed = ""
        let environment = CommandEnvironment(
            currentDirectory: URL(fileURLWithPath: "/"), standardOutput: { _ in }, standardError: { printed += $0 },
            style: TerminalStyle(usesColour: true))
        environment.report([
            Diagnostic(severity: .warning, file: "S.json", location: nil, path: "events", message: "long")
        ])
        #expect(printed == "S.json: \u{1B}[33mwarning:\u{1B}[0m events: long\n")
    }
}
