extension SpecValidator {
    /// Warnings for parts of the spec that can never take effect: screens never shown, flows
    /// never started, events that nothing routes or handles.
    mutating func warnAboutUnreachableParts() {
        guard let root = spec.flows.first else { return }
        let graph = FlowGraph(spec: spec, index: index)
        for screen in spec.screens where !graph.shownScreens.contains(screen.name.value) {
            diagnostics.warning(
                "screen \(screen.name.quoted) is never shown: no flow starts, pushes, presents or replaces it, and no screen embeds it as a child",
                at: screen.name.origin)
        }
        for flow in spec.flows.dropFirst() where !graph.startedFlows.contains(flow.name.value) {
            diagnostics.warning(
                "flow \(flow.name.quoted) is never started: no route starts it, and only the first flow (\(root.name.quoted)) starts by itself",
                at: flow.name.origin)
        }
        for screen in spec.screens {
            let flows = graph.flows(showing: screen.name.value)
            for event in screen.emits where index.events[event.value] != nil {
                let isCaught = flows.contains { graph.isCaught(event.value, from: $0) }
                if !flows.isEmpty, !isCaught {
                    diagnostics.warning(
                        "event \(event.quoted) of screen \(screen.name.quoted) is neither routed nor handled in any flow that shows the screen or above it",
                        at: event.origin)
                }
            }
        }
    }
}

/// Which flows show which screens and start which flows, to follow events up the flow tree.
struct FlowGraph {
    private let index: SpecIndex
    /// Flow name → the screens alive in it: its start, what its routes show, and their children.
    private var liveScreens: [String: Set<String>] = [:]
    /// Flow name → the flows that start it.
    private var parents: [String: Set<String>] = [:]
    private(set) var shownScreens: Set<String> = []
    private(set) var startedFlows: Set<String> = []

    init(spec: ModuleSpec, index: SpecIndex) {
        self.index = index
        for flow in spec.flows {
            var shown = Set([flow.start?.value].compactMap { $0 })
            for route in flow.routes {
                if let screen = route.operation?.shownScreen { shown.insert(screen.value) }
                if case .start(let child)? = route.operation {
                    parents[child.value, default: []].insert(flow.name.value)
                    startedFlows.insert(child.value)
                }
            }
            var live = shown
            var pending = Array(shown)
            while let screen = pending.popLast() {
                for child in index.screens[screen]?.children ?? [] where live.insert(child.value).inserted {
                    pending.append(child.value)
                }
            }
            liveScreens[flow.name.value, default: []].formUnion(live)
            shownScreens.formUnion(live)
        }
        for screen in spec.screens {
            shownScreens.formUnion(screen.children.map(\.value))
        }
    }

    /// The flows in which `screen` can be alive.
    func flows(showing screen: String) -> [String] {
        liveScreens.filter { $0.value.contains(screen) }.keys.sorted()
    }

    /// Whether an event reaching `flow` is routed or handled there or in a flow above it.
    func isCaught(_ event: String, from flow: String) -> Bool {
        var visited: Set<String> = [flow]
        var pending = [flow]
        while let current = pending.popLast() {
            if index.flows[current]?.routes.contains(where: { $0.on.value == event }) == true { return true }
            let handlers = liveScreens[current] ?? []
            if handlers.contains(where: { index.screens[$0]?.handles.contains { $0.value == event } == true }) {
                return true
            }
            for parent in parents[current] ?? [] where visited.insert(parent).inserted { pending.append(parent) }
        }
        return false
    }
}
