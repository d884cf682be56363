/// What the event-driven templates see under `wiring`: the event enums, the screens' state,
/// view models and builders, and the router's tables (who reacts to what, which flow routes
/// what where), all worked out here so the templates only print.
struct EventDrivenContext: Encodable {
    /// `KooberEventRouter`, `KooberEventHandler`, `KooberStore`, `KooberFlow`, `KooberScreenID`.
    var routerName: String
    var handlerName: String
    var storeName: String
    var flowEnumName: String
    var screenIDName: String
    /// `KooberRoutedEvent`: an enum of the group enums, or another name for the one enum.
    var routedEventName: String
    var eventEnums: [EventEnumContext]
    /// Whether events form several enums (and `routedEventName` wraps them).
    var hasGroups: Bool
    var screens: [EventDrivenScreenContext]
    /// Every (screen, handled event) pair: what the router applies to the model.
    var reactions: [ReactionContext]
    var hasReactions: Bool
    /// Every route of every flow.
    var routes: [RouterRouteContext]
    var hasRoutes: Bool
    /// The flows as the router runs them.
    var flowCases: [FlowCaseContext]
    var hasFlows: Bool
    /// The first flow: what `start()` starts.
    var rootFlow: FlowCaseContext?
}

/// One event enum: the module's (events without a group), or a group's.
struct EventEnumContext: Encodable {
    /// `KooberEvent`, `ChatEvent`.
    var name: String
    var doc: [String]
    /// `chat`: its case in the routed-event enum.
    var caseName: String
    var events: [EventCaseContext]
    var isLast: Bool
}

/// An event as a case of its enum, and how the router matches it.
struct EventCaseContext: Encodable {
    var label: String
    var doc: [String]
    /// `signedIn(userSession: UserSession)`.
    var declaration: String
    /// `.signedIn(let userSession)`, or `.session(.signedIn(let userSession))` with groups.
    var routedPattern: String
}

/// A screen that reacts to an event, as the router applies it.
struct ReactionContext: Encodable {
    var screenCase: String
    var eventPattern: String
    /// `store.pickMeUp?.dropoffLocationDetermined(dropoffLocation: dropoffLocation)`.
    var call: String
}

/// One route of one flow, as the router runs it.
struct RouterRouteContext: Encodable {
    /// `.signedIn(let userSession)`: the flow, binding the params the route uses.
    var flowPattern: String
    /// The event, binding the payload the route uses.
    var eventPattern: String
    /// `show(.push(.signIn), at: level)`.
    var action: String
    var isFinish: Bool
}

/// A flow as a case of the flow enum.
struct FlowCaseContext: Encodable {
    var name: String
    var caseName: String
    var doc: [String]
    /// `signedIn(userSession: UserSession)`.
    var declaration: String
    /// `.signedIn(let userSession)`: binding the params its start screen uses.
    var startPattern: String
    /// `.gettingUsersLocation`: the screen it starts on, with its params.
    var startScreen: String
}

extension ContextBuilder {
    func eventDrivenWiring(flows: [EventDrivenFlowContext]) -> EventDrivenContext {
        let module = spec.module?.value ?? ""
        let enums = eventEnums()
        let hasGroups = enums.count > 1
        let patterns = Dictionary(
            enums.flatMap { eventEnum in eventEnum.events.map { ($0.label, $0.routedPattern) } },
            uniquingKeysWith: { first, _ in first })
        var reactions: [ReactionContext] = []
        for screen in spec.screens {
            for handled in screen.handles {
                guard let eventSpec = index.events[handled.value], let pattern = patterns[handled.value] else {
                    continue
                }
                reactions.append(
                    ReactionContext(
                        screenCase: GeneratedName.screenCase(screen.name.value), eventPattern: pattern,
                        call: "store.\(GeneratedName.screenCase(screen.name.value))?.\(event(eventSpec).call)"))
            }
        }
        var seen: Set<String> = []
        let flowSpecs = spec.flows.filter { seen.insert($0.name.value).inserted }
        let routes = flowSpecs.flatMap { flow in
            flow.routes.compactMap { routerRoute($0, in: flow, hasGroups: hasGroups) }
        }
        let flowCases = flowSpecs.map(flowCase)
        return EventDrivenContext(
            routerName: GeneratedName.eventRouter(forModule: module),
            handlerName: GeneratedName.eventHandler(forModule: module),
            storeName: GeneratedName.store(forModule: module),
            flowEnumName: GeneratedName.flowEnum(forModule: module),
            screenIDName: GeneratedName.screenID(forModule: module),
            routedEventName: GeneratedName.routedEvent(forModule: module), eventEnums: enums, hasGroups: hasGroups,
            screens: spec.screens.map(eventDrivenScreen), reactions: reactions, hasReactions: !reactions.isEmpty,
            routes: routes, hasRoutes: !routes.isEmpty, flowCases: flowCases, hasFlows: !flowCases.isEmpty,
            rootFlow: flowCases.first)
    }

    /// The event enums: the module's first (events without a group), then each group's in the
    /// order the spec first names it. A module without groups has one enum.
    func eventEnums() -> [EventEnumContext] {
        let module = spec.module?.value ?? ""
        // The module's enum always exists, if empty: the router's entry point takes it.
        var order: [String] = [module]
        var members: [String: [SignatureSpec]] = [module: []]
        for event in spec.events {
            let group = event.group?.value ?? module
            if members[group] == nil { order.append(group) }
            members[group, default: []].append(event)
        }
        if members[module]?.isEmpty == true, order.count > 1 { order.removeFirst() }
        let hasGroups = order.count > 1
        return order.enumerated().map { offset, group in
            let caseName = GeneratedName.screenCase(group)
            let events = (members[group] ?? []).map { spec in
                let context = event(spec)
                let bindings = context.params.map { "let \($0.name)" }.joined(separator: ", ")
                let bare = "." + context.name + (bindings.isEmpty ? "" : "(\(bindings))")
                return EventCaseContext(
                    label: context.label, doc: context.doc, declaration: context.recordedCase,
                    routedPattern: hasGroups ? ".\(caseName)(\(bare))" : bare)
            }
            let ungrouped = (members[group] ?? []).allSatisfy { $0.group == nil }
            let doc =
                ungrouped
                ? "The events of the \(module) module\(hasGroups ? " that belong to no group" : ""): what happens, from a screen or from outside (a push message, a socket, a timer). Each takes one road, through `\(GeneratedName.eventRouter(forModule: module)).route(_:)`."
                : "The \(group) events of the \(module) module: what happens, from a screen or from outside. Each takes one road, through `\(GeneratedName.eventRouter(forModule: module)).route(_:)`."
            return EventEnumContext(
                name: GeneratedName.eventEnum(forGroup: group), doc: docLines(doc, fallback: ""), caseName: caseName,
                events: events, isLast: offset == order.count - 1)
        }
    }

    /// An enum case pattern: `.name(let a, _)`, binding only `used`; `.name` when it binds none.
    func casePattern(_ name: String, params: [MemberSpec], binding used: Set<String>) -> String {
        guard params.contains(where: { used.contains($0.name.value) }) else { return "." + name }
        let parts = params.map { used.contains($0.name.value) ? "let \(SwiftName.identifier($0.name.value))" : "_" }
        return ".\(name)(\(parts.joined(separator: ", ")))"
    }

    /// The event pattern of a route, wrapped in its group's case when there are groups.
    private func eventPattern(_ event: SignatureSpec, binding used: Set<String>, hasGroups: Bool) -> String {
        let bare = casePattern(SwiftName.identifier(event.name.value), params: event.params, binding: used)
        guard hasGroups else { return bare }
        let group = event.group?.value ?? spec.module?.value ?? ""
        return ".\(GeneratedName.screenCase(group))(\(bare))"
    }

    /// A screen with its params taken from `available` names (an event's payload, a flow's
    /// params), else their defaults: `.pickMeUp(pickupLocation: pickupLocation)`.
    func screenValue(_ screenName: String, available: Set<String>) -> (value: String, used: Set<String>) {
        let params = index.screens[screenName]?.params ?? []
        let caseName = GeneratedName.screenCase(screenName)
        guard !params.isEmpty else { return ("." + caseName, []) }
        let used = Set(params.map(\.name.value)).intersection(available)
        return (".\(caseName)(\(params.map { argument(for: $0, available: available) }.joined(separator: ", ")))", used)
    }

    private func routerRoute(_ route: RouteSpec, in flow: FlowSpec, hasGroups: Bool) -> RouterRouteContext? {
        guard let operation = route.operation, let eventSpec = index.events[route.on.value] else { return nil }
        let payload = Set(eventSpec.params.map(\.name.value))
        let flowParams = Set(flow.params.map(\.name.value))
        var usedPayload: Set<String> = []
        var usedFlowParams: Set<String> = []
        /// Params filled by name: from the payload first, else the flow's params.
        func fill(_ names: Set<String>) {
            usedPayload.formUnion(names.intersection(payload))
            usedFlowParams.formUnion(names.subtracting(payload).intersection(flowParams))
        }
        let action: String
        switch operation {
        case .push(let screen), .present(let screen), .replace(let screen):
            let shown = screenValue(screen.value, available: payload.union(flowParams))
            fill(shown.used)
            action = "show(.\(operation.keyword)(\(shown.value)), at: level)"
        case .start(let child):
            let params = index.flows[child.value]?.params ?? []
            let caseName = GeneratedName.screenCase(child.value)
            let available = payload.union(flowParams)
            fill(Set(params.map(\.name.value)).intersection(available))
            action =
                params.isEmpty
                ? "startFlow(.\(caseName), at: level)"
                : "startFlow(.\(caseName)(\(params.map { argument(for: $0, available: available) }.joined(separator: ", "))), at: level)"
        case .pop: action = "show(.pop, at: level)"
        case .dismiss: action = "show(.dismiss, at: level)"
        case .finish: action = "finishFlow(at: level)"
        }
        return RouterRouteContext(
            flowPattern: casePattern(
                GeneratedName.screenCase(flow.name.value), params: flow.params, binding: usedFlowParams),
            eventPattern: eventPattern(eventSpec, binding: usedPayload, hasGroups: hasGroups), action: action,
            isFinish: operation.keyword == "finish")
    }

    private func flowCase(_ flow: FlowSpec) -> FlowCaseContext {
        let caseName = GeneratedName.screenCase(flow.name.value)
        let params = members(flow.params, kind: "param")
        let start = flow.start.map { screenValue($0.value, available: Set(flow.params.map(\.name.value))) }
        return FlowCaseContext(
            name: flow.name.value, caseName: caseName,
            doc: docLines(flow.doc, fallback: flowSummary(flow, isRoot: spec.flows.first?.name == flow.name)),
            declaration: params.isEmpty
                ? caseName : "\(caseName)(\(params.map(\.declaration).joined(separator: ", ")))",
            startPattern: casePattern(caseName, params: flow.params, binding: start?.used ?? []),
            startScreen: start?.value ?? "")
    }
}
