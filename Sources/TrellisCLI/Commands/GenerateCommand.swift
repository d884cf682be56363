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
            tests, architecture, module, templates, views, runtime; paths relative to that file).

            Every run merges: what the spec gives now is merged, line by line, with each file on
            disk against what Trellis wrote last time (listed in .trellis-manifest.json in the
            output folder, its texts in .trellis/bases.json: commit both), so your code in the
            +Actions files, and edits to generated files, survive. Both sides changing the same
            lines is a conflict, written with <<<<<<< ======= >>>>>>> markers and listed; the
            run then exits 1. Files the spec no longer gives are removed when you never changed
            them, kept otherwise. An entry renamed with "renamedFrom" takes its files, and your
            code in them, to its new name. A run from the same spec, options, templates and
            Trellis as the last one renders nothing: it only compares the files with what the
            bases hold.

            Prints one word per file that changes (create, update, merge, conflict, remove,
            keep, move) and a summary per module, so a run with nothing to do prints one line;
            --verbose lists unchanged files too. On a terminal the words are in colour (not
            when piped or when NO_COLOR is set) and long runs show progress. Jobs of
            trellis.json run at once and print in their order. Files are written only when
            they change, the manifest last; a run cut short is completed by the next. An
            invalid spec writes nothing.
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
            .init(
                name: "--views", valueName: "LAYER",
                help: "The view layer: swiftui writes screens, navigation and app wiring (default: none)",
                choices: ViewLayer.allCases.map(\.rawValue)),
            .init(
                name: "--runtime", valueName: "SOURCE",
                help:
                    "Where the navigation runtime comes from: embedded copies it in, library imports the TrellisRuntime product (default: embedded)",
                choices: RuntimeSource.allCases.map(\.rawValue)),
            .init(name: "--check", valueName: nil, help: "Write nothing; exit 1 when any file would change (for CI)"),
            .init(name: "--dry-run", valueName: nil, help: "Print what would happen; write nothing"),
            .init(name: "--verbose", valueName: nil, help: "List every file, unchanged ones included"),
        ],
        examples: [
            "trellis generate Koober.json --output Sources/Koober --tests Tests/KooberTests",
            "trellis generate Koober.json --output Sources/Koober --views swiftui",
            "trellis generate",
            "trellis generate --check",
        ])

    static func run(_ arguments: ParsedArguments, in environment: CommandEnvironment) async throws -> ExitCode {
        if arguments.flag("--check"), arguments.flag("--dry-run") {
            throw UsageError(message: "--check and --dry-run cannot be combined", command: "generate")
        }
        let mode: GenerationMode = arguments.flag("--check") ? .check : arguments.flag("--dry-run") ? .dryRun : .write
        guard let specPath = arguments.positionals.first else {
            for option in ["--output", "--tests", "--architecture", "--module", "--templates", "--views", "--runtime"]
            where arguments.value(option) != nil {
                throw UsageError(
                    message: "\(option) needs a SPEC; without one the jobs of trellis.json run", command: "generate")
            }
            return try await runConfiguration(in: environment, mode: mode, verbose: arguments.flag("--verbose"))
        }
        guard let output = arguments.value("--output") else {
            throw UsageError(message: "missing --output DIR for the module's sources", command: "generate")
        }
        let job = GenerationConfig.Job(
            spec: specPath, output: output, tests: arguments.value("--tests"),
            architecture: arguments.value("--architecture").flatMap(Architecture.init(rawValue:)),
            module: arguments.value("--module"), templates: arguments.value("--templates"),
            views: arguments.value("--views").flatMap(ViewLayer.init(rawValue:)),
            runtime: arguments.value("--runtime").flatMap(RuntimeSource.init(rawValue:)))
        return try await GenerationJobRunner(
            environment: environment, base: environment.currentDirectory, mode: mode,
            verbose: arguments.flag("--verbose")
        ).run(job)
    }

    private static func runConfiguration(in environment: CommandEnvironment, mode: GenerationMode, verbose: Bool)
        async throws -> ExitCode
    {
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
        return await ConcurrentJobs(
            jobs: config.jobs, base: url.deletingLastPathComponent(), mode: mode, verbose: verbose,
            style: environment.style
        ).run(printingTo: environment)
    }
}
