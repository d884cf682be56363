/// Everything templates see: the whole module, preformatted. `trellis context SPEC` prints
/// it as JSON; each file's template gets it with one more key for the file's subject
/// (`model`, `repository`, `event`, `screen` or `flow`).
struct ModuleContext: Encodable {
    /// The module's name in the spec: `Koober`.
    var name: String
    /// The Swift module the generated code is compiled in, for tests' `@testable import`.
    var swiftModule: String
    var doc: [String]
    /// The spec's file name, for the generated header.
    var specFile: String
    var architecture: String
    var usesResponders: Bool
    var usesClosures: Bool
    /// `KooberDependencyContainer`.
    var containerName: String
    /// `KooberScreen`: the enum of screens a navigator shows.
    var screenEnumName: String
    var models: [ModelContext]
    var repositories: [RepositoryContext]
    var hasRepositories: Bool
    var events: [EventContext]
    var hasEvents: Bool
    var screens: [ScreenContext]
    var flows: [FlowContext]
    var hasFlows: Bool
    var generatorVersion: String
}

/// Builds the context of a validated spec: all naming, formatting and analysis happens here,
/// so that templates only print.
struct ContextBuilder {
    let spec: ModuleSpec
    let index: SpecIndex
    let analysis: FlowAnalysis
    let literals: SwiftLiteral
    let architecture: Architecture
    let usesResponders: Bool
    let containerName: String

    init(spec: ValidatedSpec, architecture: Architecture) {
        self.spec = spec.spec
        self.index = spec.index
        self.analysis = spec.analysis
        self.literals = SwiftLiteral(index: spec.index)
        self.architecture = architecture
        self.usesResponders = (spec.spec.outputs?.value ?? .responders) == .responders
        self.containerName = spec.moduleName + "DependencyContainer"
    }

    func module(swiftModule: String, specFile: String) -> ModuleContext {
        let name = spec.module?.value ?? ""
        return ModuleContext(
            name: name, swiftModule: swiftModule,
            doc: docLines(spec.doc, fallback: "Makes the view models and flows of the \(name) module."),
            specFile: specFile, architecture: architecture.rawValue, usesResponders: usesResponders,
            usesClosures: !usesResponders, containerName: containerName, screenEnumName: name + "Screen",
            models: spec.models.map(model),
            repositories: spec.repositories.enumerated().map {
                repository($1, isLast: $0 == spec.repositories.count - 1)
            },
            hasRepositories: !spec.repositories.isEmpty,
            events: spec.events.enumerated().map { event($1, isLast: $0 == spec.events.count - 1) },
            hasEvents: !spec.events.isEmpty, screens: spec.screens.map(screen),
            flows: spec.flows.enumerated().map { flow($1, isRoot: $0 == 0) }, hasFlows: !spec.flows.isEmpty,
            generatorVersion: TrellisVersion.current)
    }
}
