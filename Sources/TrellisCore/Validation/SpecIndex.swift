/// The declarations of a spec by name (the first of each name, when a name is declared twice).
struct SpecIndex: Sendable {
    var models: [String: ModelSpec] = [:]
    var repositories: [String: RepositorySpec] = [:]
    var events: [String: SignatureSpec] = [:]
    var screens: [String: ScreenSpec] = [:]
    var flows: [String: FlowSpec] = [:]

    init(_ spec: ModuleSpec) {
        for model in spec.models where models[model.name.value] == nil { models[model.name.value] = model }
        for repository in spec.repositories where repositories[repository.name.value] == nil {
            repositories[repository.name.value] = repository
        }
        for event in spec.events where events[event.name.value] == nil { events[event.name.value] = event }
        for screen in spec.screens where screens[screen.name.value] == nil { screens[screen.name.value] = screen }
        for flow in spec.flows where flows[flow.name.value] == nil { flows[flow.name.value] = flow }
    }

    /// Every name a type in the spec may refer to: the built-ins and the models.
    var knownTypeNames: [String] {
        BuiltinType.allCases.map(\.rawValue) + models.keys.sorted()
    }
}
