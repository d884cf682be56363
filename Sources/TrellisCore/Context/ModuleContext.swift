/// What every template sees, whatever the architecture: the module and its models and
/// repositories. The chosen architecture's own context sits beside it under its own keys
/// (mvvm-c's `observable`, `navigator` and `coordinators`; mvvm's `observable` and
/// `flowViewModels`; event-driven's `navigator` and `eventRouting`); a file about one item also finds that
/// item under its subject key (`model`, `screen`, `flow`, …). `trellis context SPEC` prints it.
struct ModuleContext: Encodable, Sendable {
    /// The module's name in the spec: `Koober`.
    var name: String
    /// The Swift module the generated code is compiled in, for tests' `@testable import`.
    var swiftModule: String
    var doc: DocLines
    /// The spec's file name, for the generated header.
    var specFile: String
    /// The architecture's name: `mvvm-c`.
    var architecture: String
    /// `+Actions` or `+Logic`: the suffix of the user-owned files, for the generated header.
    var userFileSuffix: String
    /// `KooberDependencyContainer`.
    var containerName: String
    var models: [ModelContext]
    var repositories: [RepositoryContext]
    /// Whether a repository method returns a value: the tests' environment can then have its
    /// stubs return samples (`returnSamples()`), as the app walks do.
    var hasSampleResults: Bool
    var generatorVersion: String
    /// The hook, yours, a screen runs when the system's own gesture closed it.
    var closingHookName = Namer.closedBySystemGesture
    /// The architecture's context; its keys are encoded beside the module's.
    var architectureContext: any Encodable & Sendable

    private enum CodingKeys: String, CodingKey {
        case name, swiftModule, doc, specFile, architecture, userFileSuffix, containerName, models, repositories
        case hasSampleResults, generatorVersion, closingHookName
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(swiftModule, forKey: .swiftModule)
        try container.encode(doc, forKey: .doc)
        try container.encode(specFile, forKey: .specFile)
        try container.encode(architecture, forKey: .architecture)
        try container.encode(userFileSuffix, forKey: .userFileSuffix)
        try container.encode(containerName, forKey: .containerName)
        try container.encode(models, forKey: .models)
        try container.encode(repositories, forKey: .repositories)
        try container.encode(hasSampleResults, forKey: .hasSampleResults)
        try container.encode(generatorVersion, forKey: .generatorVersion)
        try container.encode(closingHookName, forKey: .closingHookName)
        try architectureContext.encode(to: encoder)
    }
}

extension ContextBuilder {
    /// The module's context, with `architectureContext` beside it.
    func module(
        swiftModule: String, specFile: String, architecture: any ArchitectureGenerator,
        architectureContext: any Encodable & Sendable
    ) -> ModuleContext {
        let repositories = spec.repositories.map(repository).markingLast()
        return ModuleContext(
            name: moduleName, swiftModule: swiftModule,
            doc: docLines(spec.doc, fallback: "Makes the view models and flows of the \(moduleName) module."),
            specFile: specFile, architecture: architecture.name, userFileSuffix: architecture.userFileSuffix,
            containerName: containerName, models: spec.models.map(model),
            repositories: repositories, hasSampleResults: repositories.contains(where: \.returnsValues),
            generatorVersion: TrellisVersion.current, architectureContext: architectureContext)
    }
}
