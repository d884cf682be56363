/// What the flow tree implies for each flow: which screens are alive in it, which events
/// reach it, and which it hands on to its parent.
struct FlowAnalysis {
    /// Flow name → the screens alive in it (shown by it, and their children), in spec order.
    private(set) var liveScreens: [String: [String]] = [:]
    /// Flow name → the events that can reach it, in the order of the spec's `events`.
    private(set) var incomingEvents: [String: [String]] = [:]
    /// Flow name → the events it hands to its parent (unrouted, or routed with `finish`).
    private(set) var handedUpEvents: [String: [String]] = [:]

    init(spec: ModuleSpec, index: SpecIndex) {
        let eventOrder = spec.events.map(\.name.value)
        let screenOrder = spec.screens.map(\.name.value)
        var childFlows: [String: [String]] = [:]
        for flow in spec.flows {
            var shown = Set([flow.start?.value].compactMap { $0 })
            for route in flow.routes {
                if let screen = route.operation?.shownScreen { shown.insert(screen.value) }
                if case .start(let child)? = route.operation {
                    childFlows[flow.name.value, default: []].append(child.value)
                }
            }
            var pending = Array(shown)
            while let screen = pending.popLast() {
                for child in index.screens[screen]?.children ?? [] where shown.insert(child.value).inserted {
                    pending.append(child.value)
                }
            }
            liveScreens[flow.name.value] = screenOrder.filter(shown.contains)
        }
        // Events handed up by children reach their parents, which may hand them on: iterate
        // to a fixed point, since flows may start each other.
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
        for flow in spec.flows {
            let name = flow.name.value
            incomingEvents[name] = eventOrder.filter { incoming[name]?.contains($0) == true }
            handedUpEvents[name] = eventOrder.filter { handedUp[name]?.contains($0) == true }
        }
    }
}
