import TrellisCore

/// The `trellis` command line: picks the command, parses its arguments, runs it and turns
/// every failure into a message and an exit code.
public enum TrellisCommandLine {
    static let commands: [any Command.Type] = [
        GenerateCommand.self, ValidateCommand.self, InitCommand.self, ContextCommand.self, GraphCommand.self,
        SchemaCommand.self, RenderCommand.self,
    ]

    /// Runs `trellis` with `arguments` (without the program name).
    public static func run(_ arguments: [String], in environment: CommandEnvironment) async -> ExitCode {
        let descriptions = commands.map { $0.description }
        guard let first = arguments.first else {
            environment.standardError(HelpFormatter.overview(of: descriptions))
            return .usage
        }
        switch first {
        case "-h", "--help":
            environment.standardOutput(HelpFormatter.overview(of: descriptions))
            return .success
        case "--version":
            environment.standardOutput("trellis \(TrellisVersion.current)\n")
            return .success
        case "help":
            return help(for: Array(arguments.dropFirst()), in: environment)
        default:
            break
        }
        guard let command = commands.first(where: { $0.description.name == first }) else {
            let hint = Suggestion.closest(to: first, in: descriptions.map(\.name)).map { " (did you mean '\($0)'?)" }
            let kind = first.hasPrefix("-") ? "option" : "command"
            environment.standardError(
                "error: unknown \(kind) '\(first)'\(hint ?? "")\nSee 'trellis --help' for the commands.\n")
            return .usage
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains(where: { $0 == "--help" || $0 == "-h" }) {
            environment.standardOutput(HelpFormatter.help(for: command.description))
            return .success
        }
        do {
            let parsed = try ArgumentParser.parse(rest, for: command.description)
            return try await command.run(parsed, in: environment)
        } catch let error as UsageError {
            environment.standardError(
                "error: \(error.message)\nUsage: \(command.description.usage)\nSee 'trellis help \(command.description.name)'.\n"
            )
            return .usage
        } catch let error as CommandFailure {
            environment.standardError("error: \(error.message)\n")
            return .failure
        } catch {
            environment.standardError("error: \(error)\n")
            return .failure
        }
    }

    private static func help(for arguments: [String], in environment: CommandEnvironment) -> ExitCode {
        guard let name = arguments.first else {
            environment.standardOutput(HelpFormatter.overview(of: commands.map { $0.description }))
            return .success
        }
        guard let command = commands.first(where: { $0.description.name == name }) else {
            let hint = Suggestion.closest(to: name, in: commands.map { $0.description.name })
            environment.standardError(
                "error: unknown command '\(name)'\(hint.map { " (did you mean '\($0)'?)" } ?? "")\n")
            return .usage
        }
        environment.standardOutput(HelpFormatter.help(for: command.description))
        return .success
    }
}
