/// Checks a decoded spec against every rule of the format and reports each problem with the
/// path and position of the entry at fault.
struct SpecValidator {
    let spec: ModuleSpec
    let index: SpecIndex
    /// The flow tree's consequences, shared with generation through `ValidatedSpec`.
    let analysis: FlowAnalysis
    var diagnostics: DiagnosticCollector
    /// What "did you mean" hints may still spend.
    var suggestionBudget = Suggestion.Budget.perSpec
    /// The declared names of each kind, sorted once, for hints.
    var sortedNames: [String: [String]] = [:]

    init(spec: ModuleSpec, diagnostics: DiagnosticCollector) {
        self.spec = spec
        self.index = SpecIndex(spec)
        self.analysis = FlowAnalysis(spec: spec, index: index)
        self.diagnostics = diagnostics
    }

    /// The versions of the format this Trellis reads.
    static let supportedSpecVersions = [1]

    /// Runs every rule; the diagnostics hold what was found.
    mutating func validate() {
        checkHeader()
        checkNames()
        checkTypes()
        checkModelSizes(skipping: checkModelCycles())
        checkDefaults()
        checkScreens()
        checkChildNesting(skipping: checkChildCycles())
        checkFlows()
        checkGeneratedMembers()
        warnAboutUnreachableParts()
        if spec.architecture?.value == .eventDriven, let warning = EventEnumSize.warning(for: spec) {
            diagnostics.warning(warning.message, at: warning.origin)
        }
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
