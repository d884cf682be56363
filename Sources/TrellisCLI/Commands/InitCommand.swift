import TrellisCore

/// `trellis init NAME`: writes a starter spec to learn the format from.
enum InitCommand: Command {
    static let description = CommandDescription(
        name: "init",
        abstract: "Write a small starter spec (one flow, two screens, an event, a model, a repository)",
        discussion: """
            Writes NAME.json (or the file given with --output): a valid spec for a module named
            NAME that shows the main parts of the format. Never overwrites a file unless --force.
            Beside it, unless it is there already, writes trellis-spec.schema.json, the JSON
            Schema the spec's "$schema" entry names: editors such as VS Code then complete keys
            and flag mistakes as you type. It prints the commands that come next; the generate
            command it prints writes the SwiftUI view layer too (--views swiftui), so a new
            module runs as an app.
            """,
        positionals: [.init(name: "NAME", help: "The module name, an UpperCamelCase Swift identifier")],
        options: [
            .init(name: "--output", valueName: "FILE", help: "Where to write the spec (default: NAME.json)"),
            .init(name: "--force", valueName: nil, help: "Overwrite the file if it exists"),
        ],
        examples: ["trellis init Notes", "trellis init Checkout --output Specs/Checkout.json"])

    static func run(_ arguments: ParsedArguments, in environment: CommandEnvironment) throws -> ExitCode {
        let name = arguments.positionals[0]
        guard SpecNames.isValidModuleName(name) else {
            throw UsageError(
                message: "'\(name)' is not a module name: use an UpperCamelCase Swift identifier such as 'Notes'",
                command: description.name)
        }
        let path = arguments.value("--output") ?? "\(name).json"
        let url = environment.url(for: path)
        if FileIO.exists(url), !arguments.flag("--force") {
            throw CommandFailure(message: "'\(path)' already exists; pass --force to overwrite it")
        }
        try FileIO.writeAtomically(StarterSpec.json(moduleName: name), to: url, shownAs: path)
        environment.standardOutput("create \(path)\n")
        let schemaURL = url.deletingLastPathComponent().appendingPathComponent(SpecSchema.fileName)
        if !FileIO.exists(schemaURL) {
            let schemaPath = (path.split(separator: "/").dropLast().map { $0 + "/" }.joined()) + SpecSchema.fileName
            try FileIO.writeAtomically(SpecSchema.json(), to: schemaURL, shownAs: schemaPath)
            environment.standardOutput("create \(schemaPath)\n")
        }
        // A new module gets the view layer, so that it runs as an app from the first run.
        environment.standardOutput(
            "Next: trellis validate \(path)\n"
                + "Then: trellis generate \(path) --output Sources/\(name) --tests Tests/\(name)Tests --views swiftui\n"
        )
        return .success
    }
}
