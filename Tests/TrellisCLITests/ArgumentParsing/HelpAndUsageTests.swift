import Testing

@testable import TrellisCLI

@Suite struct HelpAndUsageTests {
    @Test func helpListsEveryCommand() async throws {
        let scratch = try ScratchDirectory()
        let result = await scratch.run("--help")
        #expect(result.status == .success)
        for command in TrellisCommandLine.commands {
            #expect(result.output.contains("  \(command.description.name) "))
        }
    }

    @Test func everyCommandHasHelpWithAnExampleBothWays() async throws {
        let scratch = try ScratchDirectory()
        for command in TrellisCommandLine.commands {
            let name = command.description.name
            let viaHelp = await scratch.run("help", name)
            let viaFlag = await scratch.run(name, "--help")
            #expect(viaHelp.status == .success)
            #expect(viaHelp.output == viaFlag.output)
            #expect(viaHelp.output.contains("USAGE: trellis \(name)"))
            #expect(viaHelp.output.contains("EXAMPLES:\n  trellis \(name)"))
        }
    }

    @Test func printsTheVersion() async throws {
        let result = try await ScratchDirectory().run("--version")
        #expect(result.status == .success)
        #expect(result.output == "trellis 0.1.0\n")
    }

    @Test func usageErrorsExitTwoWithAHint() async throws {
        let scratch = try ScratchDirectory()
        let noArguments = await scratch.run([])
        #expect(noArguments.status == .usage)
        #expect(noArguments.errors.contains("USAGE: trellis COMMAND"))

        let unknown = await scratch.run("valdate", "x.json")
        #expect(unknown.status == .usage)
        #expect(unknown.errors.contains("unknown command 'valdate' (did you mean 'validate'?)"))

        let missing = await scratch.run("validate")
        #expect(missing.status == .usage)
        #expect(missing.errors.contains("error: missing SPEC\nUsage: trellis validate SPEC..."))

        let badOption = await scratch.run("init", "Notes", "--forc")
        #expect(badOption.status == .usage)
        #expect(badOption.errors.contains("unknown option '--forc' for 'init' (did you mean '--force'?)"))

        let noValue = await scratch.run("init", "Notes", "--output")
        #expect(noValue.status == .usage)
        #expect(noValue.errors.contains("option '--output' needs a value (FILE)"))

        let extra = await scratch.run("init", "Notes", "More")
        #expect(extra.status == .usage)
        #expect(extra.errors.contains("unexpected argument 'More'"))
        #expect(scratch.listing().isEmpty)
    }
}

@Suite struct ArgumentParserTests {
    let command = CommandDescription(
        name: "demo", abstract: "",
        positionals: [.init(name: "FILE", help: "", isRepeating: true)],
        options: [
            .init(name: "--mode", valueName: "MODE", help: "", choices: ["a", "b"]),
            .init(name: "--quiet", valueName: nil, help: ""),
        ],
        examples: [])

    @Test func sortsPositionalsOptionsAndFlags() throws {
        let parsed = try ArgumentParser.parse(["x", "--mode=b", "--quiet", "--", "--y"], for: command)
        #expect(parsed.positionals == ["x", "--y"])
        #expect(parsed.value("--mode") == "b")
        #expect(parsed.flag("--quiet"))
    }

    @Test func refusesValuesOutsideTheChoicesAndRepeatedOptions() {
        #expect(throws: UsageError.self) { try ArgumentParser.parse(["x", "--mode", "c"], for: command) }
        #expect(throws: UsageError.self) {
            try ArgumentParser.parse(["x", "--mode", "a", "--mode", "b"], for: command)
        }
        #expect(throws: UsageError.self) { try ArgumentParser.parse(["x", "--quiet=1"], for: command) }
    }
}
