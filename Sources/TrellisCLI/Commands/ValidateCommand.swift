import TrellisCore

/// `trellis validate SPEC...`: reads and checks specs, reporting every problem.
enum ValidateCommand: Command {
    static let description = CommandDescription(
        name: "validate",
        abstract: "Check specs and report every problem with its file, line, column and JSON path",
        discussion: """
            Reads each spec, checks it against every rule of the spec format and prints each
            problem as FILE:LINE:COLUMN: error: PATH: message (or warning:). Writes nothing.
            Exits 1 when any spec has an error; warnings alone exit 0.
            """,
        positionals: [.init(name: "SPEC", help: "A module spec (JSON) to check", isRepeating: true)],
        examples: ["trellis validate Koober.json", "trellis validate Specs/*.json"])

    static func run(_ arguments: ParsedArguments, in environment: CommandEnvironment) throws -> ExitCode {
        var failed = false
        for path in arguments.positionals {
            let contents = try FileIO.read(environment.url(for: path), shownAs: path)
            let result = SpecLoader.load(contents: contents, fileName: path)
            environment.report(result.diagnostics)
            let warnings = result.diagnostics.filter { $0.severity == .warning }.count
            let errors = result.diagnostics.count - warnings
            if let spec = result.spec {
                let summary = warnings == 0 ? "" : " with \(counted(warnings, "warning"))"
                environment.standardOutput("\(path): valid\(summary) (\(spec.summary))\n")
            } else {
                failed = true
                environment.standardError("\(path): \(counted(errors, "error")), \(counted(warnings, "warning"))\n")
            }
        }
        return failed ? .failure : .success
    }
}

/// `3 errors`, `1 warning`.
func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
