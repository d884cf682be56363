/// How one architecture wires a module: what its flow templates see, and the files it writes
/// beside the shared ones (models, repositories, view models, their tests). Each architecture
/// is a folder of Swift here and a folder of templates in `Templates/<architecture>`; the
/// generator picks one through `Architecture.generator`, nowhere else.
protocol ArchitectureGenerator: Sendable {
    /// What a flow's templates see under `flow`.
    associatedtype Flow: Encodable & Sendable

    /// The context of one flow; the first flow of the spec is the root.
    func flow(_ flow: FlowSpec, isRoot: Bool, builder: ContextBuilder) -> Flow

    /// What this architecture's templates see under `wiring`, beside the module's shared context.
    func wiring(builder: ContextBuilder, flows: [Flow]) -> (any Encodable & Sendable)?

    /// The files this architecture adds for `module`, whose flows are `flows`, beside the models,
    /// repositories and test support every architecture writes.
    func files(for module: ModuleContext, flows: [Flow]) -> [PlannedFile]
}

extension ArchitectureGenerator {
    func wiring(builder: ContextBuilder, flows: [Flow]) -> (any Encodable & Sendable)? { nil }
}

extension Architecture {
    /// The generator of this architecture.
    var generator: any ArchitectureGenerator {
        switch self {
        case .mvvmC: MVVMCGenerator()
        case .mvvm: MVVMGenerator()
        case .eventDriven: EventDrivenGenerator()
        }
    }
}

/// A flow context of any architecture, as the module context holds it.
struct AnyFlowContext: Encodable {
    let value: any Encodable & Sendable

    func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }
}
