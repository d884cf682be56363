/// What Trellis does with a spec, stage by stage, each a function of the one before:
///
///     spec file ──validate──▶ validated spec ──prepare──▶ module (context and file plan)
///         ──render──▶ rendered files ──plan──▶ regeneration plan
///
/// `trellis generate` takes this path, as do the tests; each stage lives in a folder of its own
/// (`JSON` and `Parsing`, `Validation`, `Context` and `Architectures`, `Generation`,
/// `Regeneration`). Nothing here reads or writes a file or starts a thread: the command line
/// reads the spec, hands the stages workers that use every core (`Workers`) and the last stage
/// an output (`RegenerationOutput`), and writes the plan.
public enum Pipeline {
    /// Spec file → validated spec: the JSON read with positions, decoded, and checked against
    /// every rule of the format and of the spec's architecture. `reviewsOtherArchitectures`: warn
    /// too about what keeps the spec from being generated in the other architectures (as
    /// `trellis validate` does; a generation run prepares one architecture, which it checks).
    /// `workers` run the rules that only read the analyzed spec beside the others.
    public static func validate(
        _ contents: [UInt8], fileName: String, reviewsOtherArchitectures: Bool = true,
        workers: any Workers = SerialWorkers()
    ) -> SpecLoadResult {
        SpecLoader.load(
            contents: contents, fileName: fileName, reviewsOtherArchitectures: reviewsOtherArchitectures,
            workers: workers)
    }

    /// Parses the built-in templates, which every `prepare` starts from and which are parsed
    /// once per process: a caller with a core to spare can have it done while it validates.
    public static func parseBuiltInTemplates() {
        TemplateSet.parseBuiltIn()
    }

    /// Validated spec → module: the architecture checked against the spec (when `options`
    /// choose another than the spec's), the templates loaded, the context built and the files
    /// planned. The spec is let go of once the context is built.
    public static func prepare(_ spec: consuming ValidatedSpec, options: GenerationOptions = GenerationOptions())
        -> PreparedModule
    {
        ModulePreparation.prepare(consume spec, options: options)
    }

    /// Module → one rendered file: the file at `index` of `module.files`, or the diagnostic
    /// that stopped it. Files render independently, in any order.
    public static func render(_ module: PreparedModule, fileAt index: Int) -> RenderedFile {
        module.render(index)
    }

    /// Rendered files → regeneration plan: how to bring `output` to the module's files
    /// without losing anything the user wrote there, a file at a time, by the workers of the
    /// options the module was prepared with.
    public static func plan(_ module: PreparedModule, in output: some RegenerationOutput) throws -> (
        plan: RegenerationPlan?, diagnostics: [Diagnostic]
    ) {
        try RegenerationPlanner.plan(
            module.files, render: { module.render($0) }, in: output, renames: module.renames, workers: module.workers)
    }

    /// The plan of a run from the same inputs as the last one, which would render what the
    /// last run wrote: nothing is rendered, each file is compared with what the last run wrote.
    /// Nil when a file is to be written after all.
    public static func planUnchanged(in output: some RegenerationOutput, workers: any Workers = SerialWorkers())
        -> RegenerationPlan?
    {
        RegenerationPlanner.planUnchanged(in: output, workers: workers)
    }

    /// Validated spec → every file, rendered in memory: the stages up to `render` for a caller
    /// that wants the files themselves.
    public static func generate(_ spec: ValidatedSpec, options: GenerationOptions = GenerationOptions())
        -> GenerationResult
    {
        let module = prepare(spec, options: options)
        var files: [GeneratedFile] = []
        var diagnostics = module.diagnostics
        for index in module.files.indices {
            switch render(module, fileAt: index) {
            case .file(let file): files.append(file)
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        return GenerationResult(files: diagnostics.containsErrors ? [] : files, diagnostics: diagnostics)
    }

    /// The warnings `prepare` gives for `spec`, without preparing anything: what a run that
    /// renders nothing still reports.
    public static func warnings(for spec: ValidatedSpec, options: GenerationOptions) -> [Diagnostic] {
        ModulePreparation.warnings(for: spec, options: options)
    }

    /// What keeps `spec` from being generated as `architecture`, or makes it a poor fit.
    public static func fitDiagnostics(of spec: ValidatedSpec, for architecture: Architecture) -> [Diagnostic] {
        ModulePreparation.fitDiagnostics(of: spec, for: architecture)
    }

    /// The context templates see, as JSON with sorted keys (`trellis context`).
    public static func contextJSON(_ spec: ValidatedSpec, options: GenerationOptions = GenerationOptions())
        throws -> String
    {
        try ModulePreparation.contextJSON(spec, options: options)
    }
}
