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
    /// `+Actions` or `+Logic`: the suffix of the user-owned files, for the generated header.
    var userFileSuffix: String
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
    /// The architecture's flow contexts.
    var flows: [AnyFlowContext]
    /// What only this architecture's templates use (the event-driven router's tables).
    var wiring: AnyFlowContext?
    var hasFlows: Bool
    /// The screens flows show (not those only embedded), for the screen enum of a navigator.
    var navigatedScreens: [NavigatedScreenContext]
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
    let facts: SpecFacts

    init(spec: ValidatedSpec, architecture: Architecture) {
        self.spec = spec.spec
        self.index = spec.index
        self.analysis = spec.analysis
        self.literals = SwiftLiteral(index: spec.index)
        self.architecture = architecture
        self.usesResponders = (spec.spec.outputs?.value ?? .responders) == .responders
        self.containerName = GeneratedName.container(forModule: spec.moduleName)
        self.facts = SpecFacts(spec: spec.spec)
    }

    func module(
        swiftModule: String, specFile: String, flows: [any Encodable & Sendable], wiring: (any Encodable & Sendable)?
    )
        -> ModuleContext
    {
        let name = spec.module?.value ?? ""
        return ModuleContext(
            name: name, swiftModule: swiftModule,
            doc: docLines(spec.doc, fallback: "Makes the view models and flows of the \(name) module."),
            specFile: specFile, architecture: architecture.rawValue,
            userFileSuffix: architecture == .eventDriven ? "+Logic" : "+Actions", usesResponders: usesResponders,
            usesClosures: !usesResponders, containerName: containerName, screenEnumName: name + "Screen",
            models: spec.models.map(model),
            repositories: spec.repositories.enumerated().map {
                repository($1, isLast: $0 == spec.repositories.count - 1)
            },
            hasRepositories: !spec.repositories.isEmpty,
            events: Array(spec.events.indices).parallelMap {
                event(spec.events[$0], isLast: $0 == spec.events.count - 1)
            },
            hasEvents: !spec.events.isEmpty, screens: spec.screens.parallelMap(screen),
            flows: flows.map(AnyFlowContext.init), wiring: wiring.map(AnyFlowContext.init), hasFlows: !flows.isEmpty,
            navigatedScreens: navigatedScreens(),
            generatorVersion: TrellisVersion.current)
    }
}

/// A screen some flow shows: a case of the navigator's screen enum.
struct NavigatedScreenContext: Encodable {
    var name: String
    var caseName: String
    var viewModelName: String
    /// Which flows show it, and how: `Shown by SignedIn: pushed on `signInRequested`.`
    var doc: [String]
}

extension ContextBuilder {
    /// The screens flows show, in spec order, each with the flows and routes that show it.
    func navigatedScreens() -> [NavigatedScreenContext] {
        spec.screens.filter { facts.shownBy[$0.name.value] != nil }.map { screen in
            NavigatedScreenContext(
                name: screen.name.value, caseName: GeneratedName.screenCase(screen.name.value),
                viewModelName: GeneratedName.viewModel(forScreen: screen.name.value),
                doc: docLines(facts.screenDoc(screen.name.value), fallback: ""))
        }
    }
}
