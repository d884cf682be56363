/// Checks a decoded spec against every rule of the format and reports each problem with the
/// path and position of the entry at fault.
struct SpecValidator: Sendable {
    /// The spec with its index and the flow tree's consequences, shared with generation
    /// through `ValidatedSpec`.
    let analyzed: AnalyzedSpec
    var spec: ModuleSpec { analyzed.spec }
    var index: SpecIndex { analyzed.index }
    var analysis: FlowAnalysis { analyzed.analysis }
    var diagnostics: DiagnosticCollector
    /// What "did you mean" hints may still spend.
    var suggestionBudget = Suggestion.Budget.perSpec
    /// The declared names of each kind, sorted once, for hints.
    var sortedNames: [String: [String]] = [:]
    /// What the spec says that this version of Trellis checks but does not generate yet: errors
    /// kept apart, so a diagram can still draw a spec that has no other.
    var notGeneratedYet: [Diagnostic] = []
    /// Whether the other architectures' name clashes are looked for too, as warnings.
    let reviewsOtherArchitectures: Bool

    init(spec: ModuleSpec, diagnostics: DiagnosticCollector, reviewsOtherArchitectures: Bool = true) {
        self.analyzed = AnalyzedSpec(spec)
        self.diagnostics = diagnostics
        self.reviewsOtherArchitectures = reviewsOtherArchitectures
    }

    /// The versions of the format this Trellis reads.
    static let supportedSpecVersions = [1]

    /// Runs every rule; the diagnostics hold what was found. The rules that only read the
    /// analyzed spec (the parts never reached, what the architectures need of names) run on
    /// another core with `workers`, while the others run here.
    mutating func validate(workers: any Workers = SerialWorkers()) {
        let apart = self
        let (_, foundApart) = workers.run({ checkDefinitions() }, alongside: { apart.reviewedReachabilityAndFit() })
        for diagnostic in foundApart { diagnostics.append(diagnostic) }
    }

    /// The rules about each definition and how they refer to one another.
    private mutating func checkDefinitions() {
        checkHeader()
        checkNames()
        checkRenames()
        checkTypes()
        checkModelSizes(skipping: checkModelCycles())
        checkDefaults()
        checkScreens()
        checkChildNesting(skipping: checkChildCycles())
        checkFlows()
        checkTabs()
        checkAlerts()
        notGeneratedYet = NotGeneratedYet.refusals(
            in: spec, for: spec.architecture?.value ?? .default, file: diagnostics.file)
        checkStubMembers()
    }

    /// What is never reached, and what the architectures need of names: the spec's own
    /// architecture's as errors, the others' as warnings, so that a spec meant for one need not
    /// fit all.
    private func reviewedReachabilityAndFit() -> [Diagnostic] {
        var validator = self
        validator.diagnostics = DiagnosticCollector(file: diagnostics.file)
        validator.warnAboutUnreachableParts()
        let architecture = spec.architecture?.value ?? .default
        let found =
            reviewsOtherArchitectures
            ? ArchitectureFit.review(analyzed, for: architecture, file: diagnostics.file)
            : (own: ArchitectureFit.check(analyzed, for: architecture, file: diagnostics.file), others: [])
        return validator.diagnostics.diagnostics + found.own + found.others
    }

    private mutating func checkHeader() {
        if let version = spec.specVersion, !Self.supportedSpecVersions.contains(version.value) {
            let supported = Self.supportedSpecVersions.map(String.init).joined(separator: ", ")
            diagnostics.error(
                "unsupported specVersion \(version.value); this Trellis reads version \(supported)", at: version.origin)
        }
    }
}

extension Located where Value == String {
    /// `"name"`, for messages.
    var quoted: String { "\"\(value)\"" }
}
