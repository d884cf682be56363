import TrellisCore

/// `trellis graph SPEC`: draws the navigation a spec describes.
enum GraphCommand: Command {
    static let description = CommandDescription(
        name: "graph",
        abstract: "Print the spec's navigation as a diagram: Mermaid (default) or Graphviz DOT",
        discussion: """
            Flows are groups, the screens each flow shows (and the screens embedded in them) its
            nodes. Routes are edges labelled with their event and operation: a push, present or
            replace points at the screen it shows, a start at the child flow, a pop or dismiss
            back at its sender; a finish is a dashed edge from the flow to the flows that start
            it, and embedding a dashed edge between screens. Screens no flow shows stand apart.
            The same spec always prints the same text. GitHub renders Mermaid in a ```mermaid
            block; `dot -Tsvg` renders DOT.
            """,
        positionals: [.init(name: "SPEC", help: "The module spec (JSON)")],
        options: [
            .init(name: "--format", valueName: "FORMAT", help: "mermaid (default) or dot", choices: ["mermaid", "dot"])
        ],
        examples: ["trellis graph Koober.json", "trellis graph Koober.json --format dot | dot -Tsvg > Koober.svg"])

    static func run(_ arguments: ParsedArguments, in environment: CommandEnvironment) throws -> ExitCode {
        let path = arguments.positionals[0]
        let loaded = Pipeline.validate(try FileIO.read(environment.url(for: path), shownAs: path), fileName: path)
        // What this version checks but does not generate yet draws all the same: warned of, not refused.
        let refusals = Set(loaded.notGeneratedYet)
        environment.report(
            loaded.diagnostics.map { diagnostic in
                guard refusals.contains(diagnostic) else { return diagnostic }
                var warning = diagnostic
                warning.severity = .warning
                return warning
            })
        guard let spec = loaded.spec ?? loaded.checkedSpec else { return .failure }
        let graph = NavigationGraph(spec)
        environment.standardOutput(arguments.value("--format") == "dot" ? graph.dot() : graph.mermaid())
        return .success
    }
}
