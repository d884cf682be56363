/// A spec read, indexed and analyzed (its flow tree worked out): what validation checks and,
/// once it passes, what generation reads.
struct AnalyzedSpec: Sendable {
    let spec: ModuleSpec
    let index: SpecIndex
    /// The flow tree's consequences.
    let analysis: FlowAnalysis

    init(_ spec: ModuleSpec) {
        self.spec = spec
        self.index = SpecIndex(spec)
        self.analysis = FlowAnalysis(spec: spec, index: index)
    }

    /// The module's name.
    var moduleName: String { spec.module?.value ?? "" }
}
