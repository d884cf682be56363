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
    /// Screen name → the events its view model reports to its responder: the ones it emits, and
    /// the ones its children report that it does not handle itself (the parent is its
    /// children's responder, as model-driven navigation does), in the order of the spec's `events`.
    private(set) var reportedEvents: [String: [String]] = [:]
    /// Event name → the events the buttons of an alert shown on it send (`alertSends(of:)`).
    private(set) var alertSends: [String: Set<String>] = [:]

    init(spec: ModuleSpec, index: SpecIndex) {
        let screenOrder = SpecOrder(spec.screens.map(\.name.value))
        var analysed: Set<String> = []
        // A flow listed twice is reported by the validator; the first of each name counts.
        for flow in spec.flows where analysed.insert(flow.name.value).inserted {
            var shown = Set([flow.start?.value].compactMap { $0 })
            // A tab bar starts each tab's flow when it starts.
            for tab in flow.tabs?.value ?? [] { parents[tab.flow.value, default: []].insert(flow.name.value) }
            for route in flow.routes {
                if let screen = route.operation?.shownScreen { shown.insert(screen.value) }
                if case .start(let child)? = route.operation {
                    parents[child.value, default: []].insert(flow.name.value)
                }
            }
            shownScreens[flow.name.value] = screenOrder.sorted(shown)
            var live = shown
            var pending = Array(shown)
            while let screen = pending.popLast() {
                for child in index.screens[screen]?.children ?? [] where live.insert(child.value).inserted {
                    pending.append(child.value)
                }
            }
            liveScreens[flow.name.value] = screenOrder.sorted(live)
            screensShownAnywhere.formUnion(live)
        }
        for screen in spec.screens { screensShownAnywhere.formUnion(screen.children.map(\.value)) }
        let eventOrder = SpecOrder(spec.events.map(\.name.value))
        alertSends = Self.alertSends(of: spec)
        computeReportedEvents(spec: spec, index: index, eventOrder: eventOrder)
        computeEvents(spec: spec, index: index, eventOrder: eventOrder)
    }

    /// Whether `screen` sends `event`: it reports it, or it reports an event whose alert's button
    /// sends it (a button sends its event as the screen that sent the alert's event would).
    func screen(_ screen: String, sends event: String) -> Bool {
        let reported = reportedEvents[screen] ?? []
        return reported.contains(event) || reported.contains { alertSends[$0]?.contains(event) == true }
    }

    /// The flows a child flow can be started by are its parents; the others start by themselves
    /// (the root) or never.
    var startedFlows: Set<String> { Set(parents.keys) }

    /// Screen name → the flows in which it can be alive, sorted.
    func flowsShowingEachScreen() -> [String: [String]] {
        var result: [String: [String]] = [:]
        for (flow, screens) in liveScreens {
            for screen in screens { result[screen, default: []].append(flow) }
        }
        return result.mapValues { $0.sorted() }
    }

    /// For each of `events`, the flows from which it is caught: routed or handled by a live
    /// screen there or in a flow above. A walk down the flow tree from the flows that catch
    /// it, so each event costs one pass over the flows, whatever the tree's shape.
    func flowsCatching(_ events: Set<String>, index: SpecIndex) -> [String: Set<String>] {
        var children: [String: [String]] = [:]
        for (child, parentFlows) in parents {
            for parent in parentFlows { children[parent, default: []].append(child) }
        }
        var catching: [String: [String]] = [:]
        for (name, flow) in index.flows {
            var caught = Set(flow.routes.map(\.on.value))
            for screen in liveScreens[name] ?? [] {
                caught.formUnion(index.screens[screen]?.handles.map(\.value) ?? [])
            }
            for event in caught.intersection(events) { catching[event, default: []].append(name) }
        }
        return catching.mapValues { starts in
            var reached = Set(starts)
            var pending = starts
            while let flow = pending.popLast() {
                for child in children[flow] ?? [] where reached.insert(child).inserted { pending.append(child) }
            }
            return reached
        }
    }

    /// Children first (an explicit stack, so no recursion whose depth the spec controls); a
    /// screen met again while its own children are pending is a cycle, which the validator
    /// reports, and counts as reporting nothing.
    private mutating func computeReportedEvents(spec: ModuleSpec, index: SpecIndex, eventOrder: SpecOrder) {
        var reported: [String: Set<String>] = [:]
        var entered: Set<String> = []
        for screen in spec.screens where reported[screen.name.value] == nil {
            var pending: [(name: String, childrenDone: Bool)] = [(screen.name.value, false)]
            while let (name, childrenDone) = pending.popLast() {
                guard reported[name] == nil, let spec = index.screens[name] else { continue }
                if childrenDone {
                    var events = Set(spec.emits.map(\.value))
                    let handled = Set(spec.handles.map(\.value))
                    for child in spec.children {
                        events.formUnion((reported[child.value] ?? []).subtracting(handled))
                    }
                    reported[name] = events
                } else if entered.insert(name).inserted {
                    pending.append((name, true))
                    pending += spec.children.map { ($0.value, false) }
                }
            }
        }
        reportedEvents = reported.mapValues(eventOrder.sorted)
    }

    /// Events handed up by children reach their parents, which may hand them on. Flows may
    /// start each other, so this runs to a fixed point over a work list; the sets only grow,
    /// so it ends whatever the flow graph (cycles, a flow listed twice: the first counts).
    private mutating func computeEvents(spec: ModuleSpec, index: SpecIndex, eventOrder: SpecOrder) {
        var incoming: [String: Set<String>] = [:]
        var handedUp: [String: Set<String>] = [:]
        var kept: [String: Set<String>] = [:]
        for (name, flow) in index.flows {
            // Every routed event gets an entry point, even one no screen of the flow sends; and an
            // alert's button sends its event as the screen that sent the alert's event would.
            let reported = (shownScreens[name] ?? []).flatMap { reportedEvents[$0] ?? [] }
            incoming[name] = Set(
                reported + reported.flatMap { alertSends[$0] ?? [] } + flow.routes.map(\.on.value))
            kept[name] = Set(
                flow.routes.filter { route in
                    if case .finish? = route.operation { return false }
                    return true
                }.map(\.on.value))
        }
        let ownEvents = incoming
        var pending = index.flows.keys.sorted()
        var isPending = Set(pending)
        while let name = pending.popLast() {
            isPending.remove(name)
            let onward = (incoming[name] ?? []).subtracting(kept[name] ?? [])
            guard onward.count > (handedUp[name]?.count ?? 0) else { continue }
            handedUp[name] = onward
            for parent in parents[name] ?? [] where index.flows[parent] != nil {
                let before = incoming[parent]?.count ?? 0
                incoming[parent, default: []].formUnion(onward)
                if incoming[parent]?.count != before, isPending.insert(parent).inserted { pending.append(parent) }
            }
        }
        // A child hands on only what a flow above it catches, so a parent receives from its
        // children only those events.
        let caughtAbove = eventsCaughtAbove(handedUp: handedUp, index: index)
        incoming = ownEvents
        for (child, parentFlows) in parents {
            for parent in parentFlows where index.flows[parent] != nil {
                incoming[parent, default: []].formUnion(caughtAbove[child] ?? [])
            }
        }
        for flow in spec.flows {
            let name = flow.name.value
            incomingEvents[name] = eventOrder.sorted(incoming[name] ?? [])
            handedUpEvents[name] = eventOrder.sorted(caughtAbove[name] ?? [])
        }
    }

    /// Event name → the events the buttons of an alert some route shows on it send, and those of
    /// an alert one of those shows in turn.
    static func alertSends(of spec: ModuleSpec) -> [String: Set<String>] {
        var sends: [String: Set<String>] = [:]
        for flow in spec.flows {
            for route in flow.routes {
                guard case .alert(let alert)? = route.operation else { continue }
                sends[route.on.value, default: []].formUnion((alert.actions ?? []).compactMap(\.sends?.value))
            }
        }
        // The sets only grow, and events are finitely many: the rounds end.
        var grew = true
        while grew {
            grew = false
            for (event, sent) in sends {
                let reached = sent.union(sent.flatMap { sends[$0] ?? [] })
                if reached.count > sent.count {
                    sends[event] = reached
                    grew = true
                }
            }
        }
        return sends
    }

    /// Of the events each flow would hand on, those a flow above it catches: one it starts
    /// from routes the event or shows a screen that handles it, or hands it on to one that
    /// catches it. A child hands on nothing else, so no flow answers an event only to drop it
    /// (the validator warns about an event nobody catches). Flows may start each other: the sets
    /// only grow, so the rounds end.
    private func eventsCaughtAbove(handedUp: [String: Set<String>], index: SpecIndex) -> [String: Set<String>] {
        var caught: [String: Set<String>] = [:]
        for (name, flow) in index.flows {
            var events = Set(flow.routes.map(\.on.value))
            for screen in liveScreens[name] ?? [] {
                events.formUnion(index.screens[screen]?.handles.map(\.value) ?? [])
            }
            caught[name] = events
        }
        var caughtAbove: [String: Set<String>] = [:]
        var grew = true
        while grew {
            grew = false
            for (name, onward) in handedUp {
                let above = (parents[name] ?? []).filter { index.flows[$0] != nil }
                let reaching = onward.filter { event in
                    above.contains { caught[$0]?.contains(event) == true || caughtAbove[$0]?.contains(event) == true }
                }
                if reaching.count > caughtAbove[name]?.count ?? 0 {
                    caughtAbove[name] = reaching
                    grew = true
                }
            }
        }
        return caughtAbove
    }
}

/// The order names have in the spec (the first of a repeated name counts), to list a set of
/// them in it. Sorting each set costs its own size, where filtering the spec's whole list for
/// every set would cost the spec's size each time.
private struct SpecOrder {
    private let position: [String: Int]

    init(_ names: [String]) {
        position = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The names of `set` that the spec lists, in its order.
    func sorted(_ set: Set<String>) -> [String] {
        set.compactMap { name in position[name].map { (name, $0) } }.sorted { $0.1 < $1.1 }.map(\.0)
    }
}
