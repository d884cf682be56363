import Mustache

/// The module stage of the pipeline (`Pipeline.prepare`): the architecture checked against the
/// spec, the templates loaded, the context built and the files planned. Pure: it reads nothing
/// and writes nothing.
enum ModulePreparation {
    /// The module's files, known but not rendered yet, or the diagnostics that stop it.
    static func prepare(_ spec: consuming ValidatedSpec, options: GenerationOptions) -> PreparedModule {
        let (architecture, diagnostics, templates) = checked(spec, options: options)
        // Warnings about the spec and user templates stay with the files.
        guard let templates else { return PreparedModule(diagnostics: diagnostics) }
        let renames = spec.renames
        let (context, plan) = planned(consume spec, options: options, generator: architecture.generator)
        return PreparedModule(
            diagnostics: diagnostics, workers: options.workers, renames: renames, plan: plan, context: context,
            library: templates.library(forFolder: architecture.generator.templateFolder))
    }

    /// The warnings `prepare` gives, without preparing anything: what a run that renders
    /// nothing (`RegenerationPlanner.planUnchanged`) still reports.
    static func warnings(for spec: ValidatedSpec, options: GenerationOptions) -> [Diagnostic] {
        checked(spec, options: options).diagnostics
    }

    /// The architecture, what makes the spec a poor fit for it and what is wrong with the user
    /// templates, and the templates: nil when the module cannot be generated.
    private static func checked(_ spec: ValidatedSpec, options: GenerationOptions) -> (
        architecture: Architecture, diagnostics: [Diagnostic], templates: TemplateSet?
    ) {
        let architecture = options.architecture ?? spec.architecture ?? .default
        let fit = fitDiagnostics(of: spec, for: architecture)
        if fit.containsErrors { return (architecture, fit, nil) }
        let (templates, templateDiagnostics) = TemplateSet.make(overrides: options.templateOverrides)
        return (architecture, fit + templateDiagnostics, templates)
    }

    /// What keeps `spec` from being generated as `architecture` or makes it a poor fit, beyond
    /// what validation checks: nothing new when it is the spec's own architecture, which
    /// validation checked already.
    static func fitDiagnostics(of spec: ValidatedSpec, for architecture: Architecture) -> [Diagnostic] {
        guard architecture != (spec.architecture ?? .default) else { return [] }
        return ArchitectureFit.check(spec.analyzed, for: architecture, file: spec.fileName)
            + NotGeneratedYet.refusals(in: spec.spec, for: architecture, file: spec.fileName)
    }

    /// The context templates see, as JSON with sorted keys (`trellis context`).
    static func contextJSON(_ spec: ValidatedSpec, options: GenerationOptions) throws -> String {
        let architecture = options.architecture ?? spec.architecture ?? .default
        let context = built(spec, options: options, generator: architecture.generator).module
        return try PrettyJSON.text(encoding: context)
    }

    /// The module's context and its files. The spec is let go of once the context is built: a
    /// large one need not be held beside the plan.
    private static func planned<Generator: ArchitectureGenerator>(
        _ spec: consuming ValidatedSpec, options: GenerationOptions, generator: Generator
    ) -> (context: ModuleContext, files: [PlannedFile]) {
        let (module, context) = built(spec, options: options, generator: generator)
        _ = consume spec
        let files = RuntimeFilePlan.files(generator.files(for: module, context), runtime: options.runtime)
        return (module, options.writesTests ? files : files.filter { $0.root == .sources })
    }

    /// The module's context, and the architecture's part of it.
    private static func built<Generator: ArchitectureGenerator>(
        _ spec: ValidatedSpec, options: GenerationOptions, generator: Generator
    ) -> (module: ModuleContext, context: Generator.Context) {
        let builder = ContextBuilder(spec: spec, views: options.views, workers: options.workers)
        let context = generator.context(builder)
        let module = builder.module(
            swiftModule: options.swiftModule ?? spec.moduleName, specFile: spec.fileName.lastPathComponent,
            architecture: generator, architectureContext: context)
        return (module, context)
    }
}

extension String {
    /// The last component of a `/`-separated path.
    var lastPathComponent: String {
        split(separator: "/").last.map(String.init) ?? self
    }
}
