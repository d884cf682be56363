/// A translator: what turns the spec into the context of one architecture (`MVVMCTranslator`,
/// `MVVMTranslator`, `EventDrivenTranslator`) or of a part several share (`FlowTranslator`,
/// `ObservableTranslator`, `NavigatorTranslator`), over the one shared builder. Each is a type of
/// its own, as swift-openapi-generator gives each output its own translator, so what one
/// architecture builds is not visible to another; what they share is the builder's, reached
/// through the members below.
protocol ContextTranslator: Sendable {
    var builder: ContextBuilder { get }
    /// Whether flows wire their screens' view models, each to its flow (mvvm, mvvm-c: responders
    /// or closures, child flows made and handed events); else a router takes every event
    /// (event-driven), and the records leave that wiring out.
    var wiresScreens: Bool { get }
    /// Whether flows show screens through a `Navigator`, whose steps tests log (mvvm-c,
    /// event-driven); else the flow's own navigation state is what shows (mvvm).
    var showsThroughNavigator: Bool { get }
}

extension ContextTranslator {
    // As mvvm-c does: an architecture's translator that differs says so (mvvm, event-driven), and
    // the shared ones are told (`FlowTranslator`) or serve only architectures that do (observable
    // view models wire their screens).
    var wiresScreens: Bool { true }
    var showsThroughNavigator: Bool { true }

    var spec: ModuleSpec { builder.spec }
    var index: SpecIndex { builder.index }
    var analysis: FlowAnalysis { builder.analysis }
    var literals: SwiftLiteral { builder.literals }
    var facts: SpecFacts { builder.facts }
    var moduleName: String { builder.moduleName }
    var containerName: String { builder.containerName }
    var usesResponders: Bool { builder.usesResponders }
    var views: ViewLayer { builder.views }
    var flows: [FlowSpec] { builder.flows }

    func eachFlow<Result: Sendable>(_ transform: @Sendable (FlowSpec, _ isRoot: Bool) -> Result) -> [Result] {
        builder.eachFlow(transform)
    }

    func eachScreen<Result: Sendable>(_ transform: @Sendable (ScreenSpec) -> Result) -> [Result] {
        builder.eachScreen(transform)
    }

    func members(_ members: [MemberSpec], seed: Int = 0) -> [MemberContext] {
        builder.members(members, seed: seed)
    }

    func argument(for param: MemberSpec, available: Set<String>) -> (label: String, value: String) {
        builder.argument(for: param, available: available)
    }

    func value(for param: MemberSpec, available: Set<String>) -> String {
        builder.value(for: param, available: available)
    }

    func event(_ event: SignatureSpec) -> EventContext { builder.event(event).wired(wiresScreens) }

    func events(_ names: some Sequence<String>) -> [EventContext] {
        builder.events(names).map { $0.wired(wiresScreens) }
    }

    func state(
        of screen: ScreenSpec,
        inputDoc: (String) -> String = { _ in "Set by the view (two-way bound) as well as by the view model." }
    ) -> [StateContext] {
        // A view model's clear tests are where flows wire their screens' view models.
        builder.state(of: screen, inputDoc: inputDoc).map { entry in
            var entry = entry
            if !wiresScreens { entry.clearTestName = nil }
            return entry
        }
    }

    func dependencies(of screen: ScreenSpec) -> [DependencyContext] { builder.dependencies(of: screen) }

    /// The view layer, when the job writes one, as this architecture's views see it.
    func viewLayer() -> ViewLayerContext? {
        builder.viewLayer(ViewLayerFlavor(wiresScreens: wiresScreens, showsThroughNavigator: showsThroughNavigator))
    }

    func defaultViewButton(
        for action: ActionSpec, in screen: ScreenSpec, samples: inout EmittingSamples, locals: inout LocalNames
    ) -> DefaultViewButtonContext? {
        builder.defaultViewButton(for: action, in: screen, samples: &samples, locals: &locals)
    }

    func defaultViewParts(of screen: ScreenSpec) -> DefaultViewPartsContext? { builder.defaultViewParts(of: screen) }

    /// The translator of the flows' contexts, which every architecture shares.
    var flowTranslator: FlowTranslator {
        FlowTranslator(builder: builder, wiresScreens: wiresScreens, showsThroughNavigator: showsThroughNavigator)
    }
}
