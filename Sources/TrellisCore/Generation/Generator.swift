import Foundation
import Mustache

/// The last stages of the pipeline: validated spec → context → rendered files. Pure: it
/// reads nothing and writes nothing.
public enum Generator {
    /// Renders every file of the module.
    public static func generate(_ spec: ValidatedSpec, options: GenerationOptions = GenerationOptions())
        -> GenerationResult
    {
        let architecture = options.architecture ?? spec.architecture ?? .mvvmC
        let generator = architecture.generator
        let fit = fitDiagnostics(of: spec, for: architecture)
        if fit.containsErrors { return GenerationResult(files: [], diagnostics: fit) }
        let (templates, templateDiagnostics) = TemplateSet.make(overrides: options.templateOverrides)
        guard let templates else { return GenerationResult(files: [], diagnostics: templateDiagnostics) }
        let (context, plan) = planned(spec, options: options, architecture: architecture, generator: generator)
        // Files render independently: on every core, in the plan's order. Each reads the
        // context lazily, so only the part it uses is converted, and only while it renders.
        let library = templates.library
        let rendered = plan.parallelMap { planned in render(planned, context: context, library: library) }
        var files: [GeneratedFile] = []
        var diagnostics = fit + templateDiagnostics  // warnings about the spec and user templates
        for result in rendered {
            switch result {
            case .file(let file): files.append(file)
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        return GenerationResult(files: diagnostics.containsErrors ? [] : files, diagnostics: diagnostics)
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

    /// What rendering one file gave.
    enum Rendered: Sendable {
        case file(GeneratedFile)
        case failure(Diagnostic)
    }

    /// One planned file, rendered with the module's context (and its subject, if it has one)
    /// and laid out, or the diagnostic that stopped it.
    private static func render(_ planned: PlannedFile, context: ModuleContext, library: TemplateLibrary)
        -> Rendered
    {
        guard let template = library.template(named: planned.template) else {
            return .failure(
                Diagnostic(
                    severity: .error, file: planned.template, location: nil, path: nil,
                    message: "template \"\(planned.template).mustache\" is missing"))
        }
        // The file's own root, so that nothing one file converts outlives it.
        let root = MustacheValue(lazilyEncoding: context)
        do {
            let rendered =
                if let subject = planned.subject {
                    try template.render(
                        over: [root], .object([subject.key: MustacheValue(lazilyEncoding: subject.value)]),
                        partials: library, escaping: .none)
                } else {
                    try template.render(root, partials: library, escaping: .none)
                }
            let contents = planned.path.hasSuffix(".swift") ? SwiftLineWrapper.wrap(rendered) : rendered
            return .file(
                GeneratedFile(root: planned.root, path: planned.path, owner: planned.owner, contents: contents))
        } catch {
            return .failure(Diagnostic(error))
        }
    }

    /// The context templates see, as JSON with sorted keys (`trellis context`); nil if it could
    /// not be encoded (plain structs of strings, numbers and arrays always encode).
    public static func contextJSON(_ spec: ValidatedSpec, options: GenerationOptions = GenerationOptions()) -> String? {
        let architecture = options.architecture ?? spec.architecture ?? .mvvmC
        let context = planned(spec, options: options, architecture: architecture, generator: architecture.generator)
            .context
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(context) else { return nil }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The module's context and its files: the shared ones, then the architecture's.
    private static func planned<Architecture: ArchitectureGenerator>(
        _ spec: ValidatedSpec, options: GenerationOptions, architecture: TrellisCore.Architecture,
        generator: Architecture
    ) -> (context: ModuleContext, files: [PlannedFile]) {
        let builder = ContextBuilder(spec: spec, architecture: architecture)
        var seen: Set<String> = []
        // A flow listed twice is an error the validator reports; the first of a name counts.
        let flowSpecs = spec.spec.flows.filter { seen.insert($0.name.value).inserted }
        let flows = flowSpecs.enumerated().map { generator.flow($1, isRoot: $0 == 0, builder: builder) }
        let context = builder.module(
            swiftModule: options.swiftModule ?? spec.moduleName, specFile: spec.fileName.lastPathComponent,
            flows: flows, wiring: generator.wiring(builder: builder, flows: flows))
        return (context, SharedFilePlan.files(for: context) + generator.files(for: context, flows: flows))
    }
}

extension String {
    /// The last component of a `/`-separated path.
    var lastPathComponent: String {
        split(separator: "/").last.map(String.init) ?? self
    }
}
