import Mustache

/// The last stages of the pipeline: validated spec → context → rendered files. Pure: it
/// reads nothing and writes nothing.
public enum Generator {
    /// Renders every file of the module, one after another (the command line plans and
    /// writes a module's files on every core, through `prepare`).
    public static func generate(_ spec: ValidatedSpec, options: GenerationOptions = GenerationOptions())
        -> GenerationResult
    {
        let module = prepare(spec, options: options)
        let rendered = module.files.indices.map { module.render($0) }
        var files: [GeneratedFile] = []
        var diagnostics = module.diagnostics
        for result in rendered {
            switch result {
            case .file(let file): files.append(file)
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        return GenerationResult(files: diagnostics.containsErrors ? [] : files, diagnostics: diagnostics)
    }

    /// The module's files, known but not rendered yet: a caller can render, compare and write
    /// them one by one, never holding them all.
    public static func prepare(_ spec: consuming ValidatedSpec, options: GenerationOptions = GenerationOptions())
        -> PreparedModule
    {
        let (architecture, diagnostics, templates) = checked(spec, options: options)
        // Warnings about the spec and user templates stay with the files.
        guard let templates else { return PreparedModule(diagnostics: diagnostics) }
        let (context, plan) = planned(
            consume spec, options: options, architecture: architecture, generator: architecture.generator)
        return PreparedModule(
            diagnostics: diagnostics, plan: plan, context: context, library: templates.library)
    }

    /// The warnings `prepare` gives, without preparing anything: what a run that renders
    /// nothing (`RegenerationPlanner.planUnchanged`) still reports.
    public static func warnings(for spec: ValidatedSpec, options: GenerationOptions) -> [Diagnostic] {
        checked(spec, options: options).diagnostics
    }

    /// The architecture, what makes the spec a poor fit for it and what is wrong with the user
    /// templates, and the templates: nil when the module cannot be generated.
    private static func checked(_ spec: ValidatedSpec, options: GenerationOptions) -> (
        architecture: TrellisCore.Architecture, diagnostics: [Diagnostic], templates: TemplateSet?
    ) {
        let architecture = options.architecture ?? spec.architecture ?? .mvvmC
        let fit = fitDiagnostics(of: spec, for: architecture)
        if fit.containsErrors { return (architecture, fit, nil) }
        let (templates, templateDiagnostics) = TemplateSet.make(overrides: options.templateOverrides)
        return (architecture, fit + templateDiagnostics, templates)
    }

    /// What makes `spec` a poor or impossible fit for `architecture`, beyond what validation
    /// checks for every architecture.
    public static func fitDiagnostics(of spec: ValidatedSpec, for architecture: Architecture) -> [Diagnostic] {
        guard architecture == .eventDriven else { return [] }
        if spec.spec.events.isEmpty {
            return [
                Diagnostic(
                    severity: .error, file: spec.fileName, location: nil, path: "events",
                    message:
                        "the event-driven architecture needs at least one event: its router routes events, and this spec has none; add events or choose mvvm-c or mvvm"
                )
            ]
        }
        // The validator warns already when the spec itself asks for event-driven.
        guard spec.architecture != .eventDriven, let warning = EventEnumSize.warning(for: spec.spec) else { return [] }
        return [
            Diagnostic(
                severity: .warning, file: spec.fileName, location: warning.origin.location, path: warning.origin.path,
                message: warning.message)
        ]
    }

    /// The context templates see, as JSON with sorted keys (`trellis context`); nil if it could
    /// not be encoded (plain structs of strings, numbers and arrays always encode).
    public static func contextJSON(_ spec: ValidatedSpec, options: GenerationOptions = GenerationOptions()) -> String? {
        let architecture = options.architecture ?? spec.architecture ?? .mvvmC
        let context = built(spec, options: options, architecture: architecture, generator: architecture.generator)
            .context
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(context) else { return nil }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The module's context and its files: the shared ones, then the architecture's. The spec
    /// is let go of once the context is built: a large one need not be held beside the plan.
    private static func planned<Architecture: ArchitectureGenerator>(
        _ spec: consuming ValidatedSpec, options: GenerationOptions, architecture: TrellisCore.Architecture,
        generator: Architecture
    ) -> (context: ModuleContext, files: [PlannedFile]) {
        let (context, flows) = built(spec, options: options, architecture: architecture, generator: generator)
        _ = consume spec
        var files = SharedFilePlan.files(for: context)
        files += generator.files(for: context, flows: flows)
        return (context, files)
    }

    /// The module's context, and the architecture's flow contexts it holds.
    private static func built<Architecture: ArchitectureGenerator>(
        _ spec: ValidatedSpec, options: GenerationOptions, architecture: TrellisCore.Architecture,
        generator: Architecture
    ) -> (context: ModuleContext, flows: [Architecture.Flow]) {
        let builder = ContextBuilder(spec: spec, architecture: architecture)
        var seen: Set<String> = []
        // A flow listed twice is an error the validator reports; the first of a name counts.
        let flowSpecs = spec.spec.flows.filter { seen.insert($0.name.value).inserted }
        let flows = Array(flowSpecs.indices).parallelMap {
            generator.flow(flowSpecs[$0], isRoot: $0 == 0, builder: builder)
        }
        let context = builder.module(
            swiftModule: options.swiftModule ?? spec.moduleName, specFile: spec.fileName.lastPathComponent,
            flows: flows, wiring: generator.wiring(builder: builder, flows: flows))
        return (context, flows)
    }
}

extension String {
    /// The last component of a `/`-separated path.
    var lastPathComponent: String {
        split(separator: "/").last.map(String.init) ?? self
    }
}
