import Dispatch
import TrellisCore

/// Runs one generation job: read and validate the spec, load user templates, generate, write.
struct GenerationJobRunner {
    let environment: CommandEnvironment
    /// The folder the job's relative paths start from.
    let base: URL
    /// Whether to write, only print the plan, or fail when anything would change.
    var mode: GenerationMode = .write
    /// List every file, unchanged ones included; otherwise only what changes, and the summary.
    var verbose = false

    /// Specs from this many screens show progress on a terminal.
    static let progressThreshold = 200

    /// Whether the summary names the job by its architecture and output folder, beside its
    /// module: a run of several jobs of one spec tells them apart.
    var namesJobs = false

    /// Runs the pipeline's stages on `job` (`Pipeline`): the spec validated, the module
    /// prepared, its files planned against the output folders, and the plan written.
    func run(_ job: GenerationConfig.Job) async throws -> ExitCode {
        // Another core parses the templates while this one validates the spec.
        DispatchQueue.global().async { Pipeline.parseBuiltInTemplates() }
        guard let (spec, specBytes) = try validatedSpec(job) else { return .failure }
        let (moduleName, screenCount) = (spec.moduleName, spec.screenCount)
        let name =
            namesJobs
            ? "\(moduleName) (\((job.architecture ?? spec.architecture ?? .default).rawValue)) → \(job.output)"
            : moduleName
        let overrides = try job.templates.map { try TemplateFolder.load(resolve($0), shownAs: $0) } ?? [:]
        let options = GenerationOptions(
            architecture: job.architecture, swiftModule: job.module, templateOverrides: overrides,
            writesTests: job.tests != nil, views: job.views ?? .none, runtime: job.runtime ?? .embedded,
            workers: CoreWorkers())
        let inputs = GenerationInputs.fingerprint(spec: specBytes, specFile: job.spec, options: options)
        let (sourcesRoot, testsRoot) = (resolve(job.output), job.tests.map(resolve))
        // Generated from what the last run was: nothing to render, only the files to compare
        // (and nothing to write, so no lock to take).
        let lastRun = try OutputFolders(sourcesRoot: sourcesRoot, testsRoot: testsRoot, writes: false)
        if !lastRun.wasInterrupted, lastRun.layoutIsCurrent, lastRun.lastInputs == inputs,
            let plan = Pipeline.planUnchanged(in: lastRun, workers: CoreWorkers())
        {
            environment.report(Pipeline.warnings(for: spec, options: options))
            return conclude(plan, of: name, job: job, writer: writer(lastRun, job))
        }
        // The spec goes once the module is prepared: that holds all the files need.
        guard let module = prepare(consume spec, options: options, for: job) else { return .failure }
        // Writing runs hold the output folder for the whole plan-and-write, alone.
        let lock = mode == .write ? try OutputLock(sourcesRoot, shownAs: job.output) : nil
        defer { withExtendedLifetime(lock) {} }
        let folders = try OutputFolders(sourcesRoot: sourcesRoot, testsRoot: testsRoot, writes: mode == .write)
        let writer = writer(folders, job)
        let showsProgress = screenCount >= Self.progressThreshold
        if showsProgress { environment.progress("\(moduleName): generating \(screenCount) screens…") }
        let planned: (plan: RegenerationPlan?, diagnostics: [Diagnostic])
        do {
            planned = try plan(consume module, in: folders)
        } catch {
            folders.discardJournal()
            throw error
        }
        if showsProgress { environment.progress(nil) }
        environment.report(planned.diagnostics)
        guard let plan = planned.plan else {
            folders.discardJournal()
            reportNotGenerated(job)
            return .failure
        }
        if mode == .write {
            if showsProgress { environment.progress("\(moduleName): writing \(plan.steps.count) files…") }
            try writer.commit(plan, spec: job.spec, inputs: inputs)
            if showsProgress { environment.progress(nil) }
        }
        return conclude(plan, of: name, job: job, writer: writer)
    }

    /// Plans `module`'s files, then lets go of it on another core: the context of thousands of
    /// screens takes a while to free (a fiftieth of a first generation at 3,000 screens), and
    /// the files are written meanwhile.
    private func plan(_ module: consuming PreparedModule, in folders: OutputFolders) throws -> (
        plan: RegenerationPlan?, diagnostics: [Diagnostic]
    ) {
        let planned = try Pipeline.plan(module, in: folders)
        let done = consume module
        DispatchQueue.global().async { withExtendedLifetime(done) {} }
        return planned
    }

    private func writer(_ folders: OutputFolders, _ job: GenerationConfig.Job) -> RegenerationWriter {
        RegenerationWriter(folders: folders, sourcesLabel: job.output, testsLabel: job.tests)
    }

    /// Reports the plan carried out; fails on conflicts, and in `--check` on any change.
    private func conclude(
        _ plan: RegenerationPlan, of moduleName: String, job: GenerationConfig.Job, writer: RegenerationWriter
    ) -> ExitCode {
        report(plan, of: moduleName, writer: writer)
        if !plan.conflicts.isEmpty, mode != .dryRun { return .failure }
        if mode == .check, plan.changesFiles {
            environment.standardError("\(job.spec): the files are not up to date; run 'trellis generate'\n")
            return .failure
        }
        return .success
    }

    /// The job's spec, read and validated, reporting what validation finds, and its bytes; nil
    /// when it has errors.
    private func validatedSpec(_ job: GenerationConfig.Job) throws -> (ValidatedSpec, [UInt8])? {
        let bytes = try FileIO.read(resolve(job.spec), shownAs: job.spec)
        // The job's own architecture is checked when the module is prepared; whether the spec
        // would fit the others is `trellis validate`'s to say.
        let loaded = Pipeline.validate(
            bytes, fileName: job.spec, reviewsOtherArchitectures: false, workers: CoreWorkers())
        environment.report(loaded.diagnostics)
        guard let spec = loaded.spec else {
            environment.standardError("\(job.spec): not generated; fix the errors above (nothing was written)\n")
            return nil
        }
        return (spec, bytes)
    }

    /// The module's files and context, reporting warnings; nil when the module cannot be
    /// generated (the architecture does not fit, or a user template is wrong).
    private func prepare(_ spec: consuming ValidatedSpec, options: GenerationOptions, for job: GenerationConfig.Job)
        -> PreparedModule?
    {
        let module = Pipeline.prepare(consume spec, options: options)
        environment.report(module.diagnostics)
        guard !module.diagnostics.containsErrors else {
            reportNotGenerated(job)
            return nil
        }
        return module
    }

    private func reportNotGenerated(_ job: GenerationConfig.Job) {
        environment.standardError("\(job.spec): not generated (nothing was written)\n")
    }

    private func report(_ plan: RegenerationPlan, of module: String, writer: RegenerationWriter) {
        for step in plan.steps where verbose || !step.isRoutine {
            let word = environment.style.paint(
                step.action.rawValue.padding(to: 10), step.action.colour)
            let note = step.note.map { " (\($0))" } ?? ""
            environment.standardOutput("\(word)\(writer.label(step.root, step.path))\(note)\n")
        }
        for step in plan.steps {
            guard let warning = step.warning else { continue }
            environment.standardError("warning: \(writer.label(step.root, step.path)): \(warning)\n")
        }
        let stepsByAction = Dictionary(plan.steps.map { ($0.action, 1) }, uniquingKeysWith: +)
        let counts = RegenerationPlan.Action.allCases.compactMap { action -> String? in
            stepsByAction[action].map { "\($0) \(action.pastTense)" }
        }
        let verb = mode == .write ? "" : mode == .check ? "would be " : "would be (dry run) "
        environment.standardOutput(
            "\(module): \(counted(plan.steps.count, "file")) \(verb)(\(counts.joined(separator: ", ")))\n")
        guard !plan.conflicts.isEmpty else { return }
        let files = plan.conflicts.map { "  \(writer.label($0.root, $0.path))\n" }.joined()
        if mode == .write {
            environment.standardError(
                "error: \(counted(plan.conflicts.count, "file")) with conflicts: resolve the <<<<<<< ======= >>>>>>> markers, then run again:\n"
                    + files)
        } else {
            environment.standardError(
                "\(mode == .check ? "error" : "note"): \(counted(plan.conflicts.count, "file")) would have conflicts (nothing was written):\n"
                    + files)
        }
    }

    private func resolve(_ path: String) -> URL {
        TrellisCLI.resolve(path, from: base)
    }
}

/// What a generation run does with its plan.
enum GenerationMode {
    /// Write the changes.
    case write
    /// Print the plan; write nothing.
    case dryRun
    /// Print the plan, write nothing, and fail when anything would change (for CI).
    case check
}

extension RegenerationPlan.Action {
    /// How the action word looks on a terminal: changes stand out, unchanged files recede.
    var colour: TerminalStyle.Colour {
        switch self {
        case .create: .green
        case .update, .merge: .blue
        case .conflict, .remove: .red
        case .keep, .move: .magenta
        case .identical: .dim
        }
    }

    /// `created`, `merged`, …: for the summary line.
    var pastTense: String {
        switch self {
        case .create: "created"
        case .update: "updated"
        case .merge: "merged"
        case .conflict: "in conflict"
        case .identical: "identical"
        case .remove: "removed"
        case .keep: "kept"
        case .move: "moved"
        }
    }
}
