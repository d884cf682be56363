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

            With --format json, prints one JSON object on standard output instead, for editors
            and other tools: {"diagnostics": [...]}, each with file, line, column, severity,
            path, message and suggestion (null where there is none), in file order. A spec that
            cannot be read is a diagnostic too.
            """,
        positionals: [.init(name: "SPEC", help: "A module spec (JSON) to check", isRepeating: true)],
        options: [
            .init(
                name: "--format", valueName: "FORMAT", help: "text (default) or json, for editor integrations",
                choices: ["text", "json"])
        ],
        examples: [
            "trellis validate Koober.json", "trellis validate Specs/*.json",
            "trellis validate --format json Koober.json",
        ])

    static func run(_ arguments: ParsedArguments, in environment: CommandEnvironment) throws -> ExitCode {
        if arguments.value("--format") == "json" { return try validateAsJSON(arguments.positionals, in: environment) }
        var failed = false
        for path in arguments.positionals {
            let contents = try FileIO.read(environment.url(for: path), shownAs: path)
            let result = Pipeline.validate(contents, fileName: path, workers: CoreWorkers())
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

    /// Every spec's diagnostics as one JSON document.
    private static func validateAsJSON(_ paths: [String], in environment: CommandEnvironment) throws -> ExitCode {
        var diagnostics: [Diagnostic] = []
        for path in paths {
            do {
                let contents = try FileIO.read(environment.url(for: path), shownAs: path)
                diagnostics += Pipeline.validate(contents, fileName: path, workers: CoreWorkers()).diagnostics
            } catch let failure as CommandFailure {
                diagnostics.append(
                    Diagnostic(severity: .error, file: path, location: nil, path: nil, message: failure.message))
            } catch {
                diagnostics.append(
                    Diagnostic(severity: .error, file: path, location: nil, path: nil, message: "\(error)"))
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let report = DiagnosticReport(diagnostics: diagnostics.map(DiagnosticReport.Entry.init))
        let data = try encoder.encode(report)
        environment.standardOutput(String(decoding: data, as: UTF8.self) + "\n")
        return diagnostics.containsErrors ? .failure : .success
    }
}

/// `validate --format json`'s output.
struct DiagnosticReport: Encodable {
    struct Entry: Encodable {
        var file: String
        var line: Int?
        var column: Int?
        var severity: String
        var path: String?
        var message: String
        var suggestion: String?

        /// The texts as the text output writes them: control and bidirectional characters
        /// quoted from the spec are escapes (`\u{202e}`), so an editor shows them as written.
        init(_ diagnostic: Diagnostic) {
            file = diagnostic.file.escapingUnsafeCharacters
            line = diagnostic.location?.line
            column = diagnostic.location?.column
            severity = diagnostic.severity.rawValue
            path = diagnostic.path?.escapingUnsafeCharacters
            message = diagnostic.message.escapingUnsafeCharacters
            suggestion = diagnostic.suggestion?.escapingUnsafeCharacters
        }

        /// Every key is written, `null` where there is no value, so readers need no defaults.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            try container.encode(severity, forKey: .severity)
            try container.encode(path, forKey: .path)
            try container.encode(message, forKey: .message)
            try container.encode(suggestion, forKey: .suggestion)
        }

        enum CodingKeys: String, CodingKey {
            case file, line, column, severity, path, message, suggestion
        }
    }

    var diagnostics: [Entry]
}

/// `3 errors`, `1 warning`.
func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
