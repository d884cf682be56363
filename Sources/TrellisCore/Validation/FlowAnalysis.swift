/// What the flow tree implies, computed once for validation and generation alike: which
/// screens each flow shows and keeps alive, which flows start which, which events reach each
/// flow, and which it hands on to its parent.
struct FlowAnalysis: Sendable {
    /// Flow name → the screens it shows itself (its start and its routes' targets), in spec order.
    private(set) var shownScreens: [String: [String]] = [:]
    /// Flow name → the screens alive in it (shown by it, and their children), in spec order.
    private(set) var liveScreens: [String: [String]] = [:]
    /// Flow name → the flows that start it.
    private(set) var parents: [String: Set<String>] = [:]
    /// Every screen some flow shows, or some screen embeds.
    private(set) var screensShownAnywhere: Set<String> = []
    /// Flow name → the events that can reach it, in the order of the spec's `events`.
    private(set) var incomingEvents: [String: [String]] = [:]
    /// Flow name → the events it hands to its parent (unrouted, or routed with `finish`).
    private(set) var handedUpEvents: [String: [String]] = [:]

    init(spec: ModuleSpec, index: SpecIndex) {
        let screenOrder = spec.screens.map(\.name.value)
        var childFlows: [String: [String]] = [:]
        for flow in spec.flows {
            var shown = Set([flow.start?.value].compactMap { $0 })
            for route in flow.routes {
                if let screen = route.operation?.shownScreen { shown.insert(screen.value) }
                if case .start(let child)? = route.operation {
                    childFlows[flow.name.value, default: []].append(child.value)
                    parents[child.value, default: []].insert(flow.name.value)
                }
            }
            shownScreens[flow.name.value] = screenOrder.filter(shown.contains)
            var live = shown
            var pending = Array(shown)
            while let screen = pending.popLast() {
                for child in index.screens[screen]?.children ?? [] where live.insert(child.value).inserted {
                    pending.append(child.value)
                }
            }
            liveScreens[flow.name.value] = screenOrder.filter(live.contains)
            screensShownAnywhere.formUnion(live)
        }
        for screen in spec.screens { screensShownAnywhere.formUnion(screen.children.map(\.value)) }
        computeEvents(spec: spec, index: index, childFlows: childFlows)
    }

    /// The flows a child flow can be started by are its parents; the others start by themselves
    /// (the root) or never.
    var startedFlows: Set<String> { Set(parents.keys) }

    /// The flows in which `screen` can be alive.
    func flows(showing screen: String) -> [String] {
        liveScreens.filter { $0.value.contains(screen) }.keys.sorted()
    }

    /// Whether an event reaching `flow` is routed or handled there or in a flow above it.
    func isCaught(_ event: String, from flow: String, index: SpecIndex) -> Bool {
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

    /// Events handed up by children reach their parents, which may hand them on: iterate to a
    /// fixed point, since flows may start each other.
    private mutating func computeEvents(spec: ModuleSpec, index: SpecIndex, childFlows: [String: [String]]) {
        var incoming: [String: Set<String>] = [:]
        var handedUp: [String: Set<String>] = [:]
        for flow in spec.flows {
            // Every routed event gets an entry point, even one no screen of the flow sends.
            incoming[flow.name.value] = Set(
                (liveScreens[flow.name.value] ?? []).flatMap { index.screens[$0]?.emits.map(\.value) ?? [] }
                    + flow.routes.map(\.on.value))
        }
        var changed = true
        while changed {
            changed = false
            for flow in spec.flows {
                let name = flow.name.value
                var reaching = incoming[name] ?? []
                for child in childFlows[name] ?? [] { reaching.formUnion(handedUp[child] ?? []) }
                let kept = Set(
                    flow.routes.filter { route in
                        if case .finish? = route.operation { return false }
                        return true
                    }.map(\.on.value))
                let onward = reaching.subtracting(kept)
                if reaching != incoming[name] || onward != handedUp[name] {
                    incoming[name] = reaching
                    handedUp[name] = onward
                    changed = true
                }
            }
        }
        let eventOrder = spec.events.map(\.name.value)
        for flow in spec.flows {
            let name = flow.name.value
            incomingEvents[name] = eventOrder.filter { incoming[name]?.contains($0) == true }
            handedUpEvents[name] = eventOrder.filter { handedUp[name]?.contains($0) == true }
        }
    }
}
