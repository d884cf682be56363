/// How one architecture wires a module: what its flow templates see, and the files it writes
/// beside the shared ones (models, repositories, view models, their tests). Each architecture
/// is a folder of Swift here and a folder of templates in `Templates/<architecture>`; the
/// generator picks one through `Architecture.generator`, nowhere else.
protocol ArchitectureGenerator {
    /// What a flow's templates see under `flow`.
    associatedtype Flow: Encodable

    /// The context of one flow; the first flow of the spec is the root.
    func flow(_ flow: FlowSpec, isRoot: Bool, builder: ContextBuilder) -> Flow

    /// The files this architecture adds for `module`, whose flows are `flows`.
    func files(for module: ModuleContext, flows: [Flow]) -> [PlannedFile]
}

extension Architecture {
    /// The generator of this architecture, or nil when it cannot be generated yet.
    var generator: (any ArchitectureGenerator)? {
        switch self {
        case .mvvmC: MVVMCGenerator()
        case .mvvm: MVVMGenerator()
        case .eventDriven: nil
        }
    }
}

/// A flow context of any architecture, as the module context holds it.
struct AnyFlowContext: Encodable {
    let value: any Encodable

    func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }
}
