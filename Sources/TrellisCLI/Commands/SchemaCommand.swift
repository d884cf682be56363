import TrellisCore

/// `trellis schema`: prints the JSON Schema of the spec format.
enum SchemaCommand: Command {
    static let description = CommandDescription(
        name: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of the spec format, for editors",
        discussion: """
            Made from the same definitions the spec reader uses, so it accepts exactly the keys
            Trellis reads. Save it beside your specs and name it in each spec's "$schema" entry
            ("./trellis-spec.schema.json"); `trellis init` does both. VS Code then completes keys,
            shows their documentation and underlines an unknown key or a wrong type as you type.
            Trellis's own checks (names, references, flows) still come from `trellis validate`.
            """,
        examples: ["trellis schema > trellis-spec.schema.json"])

    static func run(_ arguments: ParsedArguments, in environment: CommandEnvironment) throws -> ExitCode {
        environment.standardOutput(SpecSchema.json())
        return .success
    }
}
