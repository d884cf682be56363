/// Builds the context of a validated spec: all naming, formatting and analysis happens here (and
/// in each architecture's extensions of it), so that templates only print.
struct ContextBuilder: Sendable {
    let spec: ModuleSpec
    let index: SpecIndex
    let analysis: FlowAnalysis
    let literals: SwiftLiteral
    let facts: SpecFacts
    /// The module's name in the spec: `Koober`.
    let moduleName: String
    /// `KooberDependencyContainer`.
    let containerName: String
    /// Screens report through responder protocols (else through closures).
    let usesResponders: Bool
    /// Each event as templates print it, by name: built once, as routes, screens and journeys
    /// all name the same events.
    private(set) var eventContexts: [String: EventContext] = [:]
    /// What builds the screens' and flows' contexts, each on its own.
    let workers: any Workers
    /// The view layer the job writes.
    let views: ViewLayer

    init(spec: ValidatedSpec, views: ViewLayer = .none, workers: any Workers = SerialWorkers()) {
        self.workers = workers
        self.views = views
        self.spec = spec.spec
        self.index = spec.index
        self.analysis = spec.analysis
        self.literals = SwiftLiteral(index: spec.index)
        self.facts = SpecFacts(spec: spec.spec)
        self.moduleName = spec.moduleName
        self.containerName = Namer.container(forModule: spec.moduleName)
        self.usesResponders = (spec.spec.outputs?.value ?? .responders) == .responders
        for event in spec.spec.events where eventContexts[event.name.value] == nil {
            eventContexts[event.name.value] = newEvent(event)
        }
    }

    /// The flows, each once (a flow listed twice is an error the validator reports; the first of
    /// a name counts), the root first.
    var flows: [FlowSpec] {
        var seen: Set<String> = []
        return spec.flows.filter { seen.insert($0.name.value).inserted }
    }

    /// `transform` applied to each of `flows`, told which is the root, each flow on its own.
    func eachFlow<Result: Sendable>(_ transform: @Sendable (FlowSpec, _ isRoot: Bool) -> Result) -> [Result] {
        let flows = flows
        return workers.map(flows.count) { transform(flows[$0], $0 == 0) }
    }

    /// `transform` applied to each screen, each on its own.
    func eachScreen<Result: Sendable>(_ transform: @Sendable (ScreenSpec) -> Result) -> [Result] {
        workers.map(spec.screens, transform)
    }

    /// The members as templates print them; samples are numbered from `seed`.
    func members(_ members: [MemberSpec], seed: Int = 0) -> [MemberContext] {
        members.enumerated().map { offset, member in
            MemberContext(
                name: SwiftName.identifier(member.name.value), label: SwiftName.argumentLabel(member.name.value),
                type: member.type.value.description, doc: docLines(member.doc),
                defaultValue: member.defaultValue.map { literals.value(of: $0, as: member.type.value) },
                sample: literals.sample(of: member.type.value, seed: seed + offset))
        }.markingLast()
    }

    /// The argument that supplies `param`: by name when `available` has the name (an event's
    /// payload, a flow's params), else the param's default (the validator has checked that
    /// one of the two exists).
    func argument(for param: MemberSpec, available: Set<String>) -> (label: String, value: String) {
        (param.name.value, value(for: param, available: available))
    }

    /// What supplies `param`: its name when available, else its default's literal.
    func value(for param: MemberSpec, available: Set<String>) -> String {
        if !available.contains(param.name.value), let defaultValue = param.defaultValue {
            return literals.value(of: defaultValue, as: param.type.value)
        }
        return SwiftName.identifier(param.name.value)
    }
}
