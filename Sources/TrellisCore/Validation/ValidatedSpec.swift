/// A spec that read and validated without errors: the input of context building.
public struct ValidatedSpec: Sendable {
    let analyzed: AnalyzedSpec
    var spec: ModuleSpec { analyzed.spec }
    var index: SpecIndex { analyzed.index }
    var analysis: FlowAnalysis { analyzed.analysis }
    /// The file it was read from, as the user named it.
    public let fileName: String

    /// How many screens the module has.
    public var screenCount: Int { spec.screens.count }

    /// The module's name.
    public var moduleName: String { spec.module?.value ?? "" }

    /// What the module declares: `12 models, 4 repositories, 14 events, 10 screens, 3 flows`.
    public var summary: String {
        [
            (spec.models.count, "model"), (spec.repositories.count, "repository"), (spec.events.count, "event"),
            (spec.screens.count, "screen"), (spec.flows.count, "flow"),
        ].map { count, noun in
            let plural = noun.hasSuffix("y") ? String(noun.dropLast()) + "ies" : noun + "s"
            return "\(count) \(count == 1 ? noun : plural)"
        }.joined(separator: ", ")
    }

    /// The architecture the spec asks for, if it names one.
    public var architecture: Architecture? { spec.architecture?.value }

    /// What the spec's entries say they were called before (`renamedFrom`), and the names of the
    /// entries that have files.
    public var renames: EntryRenames {
        EntryRenames(
            renames: spec.renames.map { Rename(old: $0.old.value, new: $0.new.value) },
            entryNames: (spec.screens.map(\.name) + spec.flows.map(\.name) + spec.models.map(\.name)
                + spec.repositories.map(\.name)).map(\.value))
    }
}

/// What reading and validating one spec file gave: the spec when it has no errors, and every
/// diagnostic in file order.
public struct SpecLoadResult: Sendable {
    /// The validated spec; nil when there were errors.
    public var spec: ValidatedSpec?
    /// Errors and warnings, sorted by position.
    public var diagnostics: [Diagnostic]
    /// The spec when its only errors are what this version checks but does not generate yet
    /// (`notGeneratedYet`): enough to draw, not to generate.
    public var checkedSpec: ValidatedSpec?
    /// The errors among `diagnostics` that say what this version does not generate yet.
    public var notGeneratedYet: [Diagnostic] = []
}

/// Reads and validates spec files: the first two stages of the pipeline, which
/// `Pipeline.validate` runs.
enum SpecLoader {
    /// Reads `contents` as a spec and validates it. `fileName` is used in diagnostics.
    /// `reviewsOtherArchitectures`: also warn about what would keep the spec from being
    /// generated in the architectures it does not declare (`ArchitectureFit.review`).
    static func load(
        contents: [UInt8], fileName: String, reviewsOtherArchitectures: Bool = true,
        workers: any Workers = SerialWorkers()
    ) -> SpecLoadResult {
        var diagnostics = DiagnosticCollector(file: fileName)
        guard let root = JSONParser.parse(contents, reportingTo: &diagnostics) else {
            return SpecLoadResult(spec: nil, diagnostics: diagnostics.diagnostics)
        }
        var decoder = SpecDecoder(diagnostics: diagnostics, workers: workers)
        guard let spec = decoder.decodeModule(root) else {
            return SpecLoadResult(spec: nil, diagnostics: decoder.diagnostics.diagnostics)
        }
        var validator = SpecValidator(
            spec: spec, diagnostics: decoder.diagnostics, reviewsOtherArchitectures: reviewsOtherArchitectures)
        validator.validate(workers: workers)
        let checked =
            validator.diagnostics.diagnostics.containsErrors
            ? nil : ValidatedSpec(analyzed: validator.analyzed, fileName: fileName)
        let all = (validator.diagnostics.diagnostics + validator.notGeneratedYet).sortedByLocation()
        return SpecLoadResult(
            spec: validator.notGeneratedYet.isEmpty ? checked : nil, diagnostics: all, checkedSpec: checked,
            notGeneratedYet: validator.notGeneratedYet)
    }
}
