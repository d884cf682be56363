import Foundation
import TrellisCore

/// `trellis generate`: writes a module (and its tests) from a spec, or runs the jobs of
/// `trellis.json`.
enum GenerateCommand: Command {
    static let description = CommandDescription(
        name: "generate",
        abstract: "Write a module's Swift sources and tests from a spec, or run the jobs in trellis.json",
        discussion: """
            With a SPEC, writes the module under --output and its tests under --tests. With no
            SPEC, runs every job of trellis.json in the current directory (keys: spec, output,
            tests, architecture, module, templates; paths relative to that file).
            Prints one line per file (create, update, identical, keep) and a summary. Files are
            written only when their content changes, each atomically. Files you own (the
            +Actions files) are created once and then kept. An invalid spec writes nothing.
            """,
        positionals: [.init(name: "SPEC", help: "The module spec (JSON); omit to run trellis.json", isOptional: true)],
        options: [
            .init(name: "--output", valueName: "DIR", help: "Where the module's sources go (required with SPEC)"),
            .init(name: "--tests", valueName: "DIR", help: "Where the generated tests go (none when omitted)"),
            .init(
                name: "--architecture", valueName: "NAME", help: "Overrides the spec's architecture",
                choices: Architecture.allCases.map(\.rawValue)),
            .init(
                name: "--module", valueName: "NAME",
                help: "The Swift module the sources build in (default: the spec's module)"),
            .init(
                name: "--templates", valueName: "DIR", help: "Templates that replace built-in ones with the same path"),
        ],
        examples: [
            "trellis generate Koober.json --output Sources/Koober --tests Tests/KooberTests",
            "trellis generate",
        ])

    static func run(_ arguments: ParsedArguments, in environment: CommandEnvironment) throws -> ExitCode {
        guard let specPath = arguments.positionals.first else {
            for option in ["--output", "--tests", "--architecture", "--module", "--templates"]
            where arguments.value(option) != nil {
                throw UsageError(
                    message: "\(option) needs a SPEC; without one the jobs of trellis.json run", command: "generate")
            }
            return try runConfiguration(in: environment)
        }
        guard let output = arguments.value("--output") else {
            throw UsageError(message: "missing --output DIR for the module's sources", command: "generate")
        }
        let job = GenerationConfig.Job(
            spec: specPath, output: output, tests: arguments.value("--tests"),
            architecture: arguments.value("--architecture").flatMap(Architecture.init(rawValue:)),
            module: arguments.value("--module"), templates: arguments.value("--templates"))
        return try GenerationJobRunner(environment: environment, base: environment.currentDirectory).run(job)
    }

    private static func runConfiguration(in environment: CommandEnvironment) throws -> ExitCode {
        let url = environment.url(for: "trellis.json")
        guard FileIO.exists(url) else {
            throw UsageError(
                message:
                    "no SPEC given and no trellis.json in this directory; run 'trellis generate SPEC --output DIR'",
                command: "generate")
        }
        let (config, diagnostics) = GenerationConfig.load(
            contents: try FileIO.read(url, shownAs: "trellis.json"), fileName: "trellis.json")
        environment.report(diagnostics)
        guard let config else { return .failure }
        if config.jobs.isEmpty { environment.standardOutput("trellis.json has no jobs\n") }
        var status = ExitCode.success
        let runner = GenerationJobRunner(environment: environment, base: url.deletingLastPathComponent())
        for job in config.jobs where try runner.run(job) != .success {
            status = .failure
        }
        return status
    }
}
