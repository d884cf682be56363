import TrellisCore

/// `trellis context SPEC`: prints what templates see.
enum ContextCommand: Command {
    static let description = CommandDescription(
        name: "context",
        abstract: "Print the context templates are rendered with, as JSON with sorted keys",
        discussion: """
            Every template gets this object; a file about one model, repository, event, screen
            or flow also finds that item under "model", "repository", "event", "screen" or
            "flow". The keys are described in TemplateContext.md in the TrellisCore documentation.
            """,
        positionals: [.init(name: "SPEC", help: "The module spec (JSON)")],
        options: [
            .init(
                name: "--architecture", valueName: "NAME", help: "Overrides the spec's architecture",
                choices: Architecture.allCases.map(\.rawValue)),
            .init(name: "--module", valueName: "NAME", help: "The Swift module the sources build in"),
            .init(
                name: "--views", valueName: "LAYER", help: "The view layer whose context to include (default: none)",
                choices: ViewLayer.allCases.map(\.rawValue)),
        ],
        examples: ["trellis context Koober.json > context.json"])

    static func run(_ arguments: ParsedArguments, in environment: CommandEnvironment) throws -> ExitCode {
        let path = arguments.positionals[0]
        let loaded = Pipeline.validate(try FileIO.read(environment.url(for: path), shownAs: path), fileName: path)
        environment.report(loaded.diagnostics)
        guard let spec = loaded.spec else { return .failure }
        let options = GenerationOptions(
            architecture: arguments.value("--architecture").flatMap(Architecture.init(rawValue:)),
            swiftModule: arguments.value("--module"),
            views: arguments.value("--views").flatMap(ViewLayer.init(rawValue:)) ?? .none)
        do {
            environment.standardOutput(try Pipeline.contextJSON(spec, options: options))
        } catch {
            throw CommandFailure(message: "the template context of '\(path)' could not be encoded: \(error)")
        }
        return .success
    }
}
