/// How a module is wired: one of the architectures Trellis generates, by name.
///
/// The registry below is the one list of architectures: specs, jobs, the command line, the
/// schema and validation all take theirs from it.
public struct Architecture: RawRepresentable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Every architecture, in the order help and the schema list them.
    static let registry: [any ArchitectureGenerator] = [
        MVVMCArchitecture(),
        MVVMArchitecture(),
        EventDrivenArchitecture(),
    ]

    /// What a spec gets when neither it nor the command line names one.
    public static let `default` = Architecture.mvvmC
    /// MVVM with coordinators (and, with closure outputs, flow controllers).
    public static let mvvmC = Architecture(MVVMCArchitecture())
    /// MVVM with model-driven navigation: flows are navigation view models.
    public static let mvvm = Architecture(MVVMArchitecture())
    /// Static event-driven MVVM: an event router and handler.
    public static let eventDriven = Architecture(EventDrivenArchitecture())

    /// The architecture's name: `mvvm-c`.
    public let rawValue: String
    /// What generates it.
    let generator: any ArchitectureGenerator

    private init(_ generator: any ArchitectureGenerator) {
        self.rawValue = generator.name
        self.generator = generator
    }

    /// The architecture named `rawValue`, if there is one.
    public init?(rawValue: String) {
        guard let generator = Self.registry.first(where: { $0.name == rawValue }) else { return nil }
        self.init(generator)
    }

    public static var allCases: [Architecture] { registry.map(Architecture.init) }

    public var description: String { rawValue }

    /// One line: what the architecture is.
    public var summary: String { generator.summary }

    public static func == (lhs: Architecture, rhs: Architecture) -> Bool { lhs.rawValue == rhs.rawValue }

    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}
