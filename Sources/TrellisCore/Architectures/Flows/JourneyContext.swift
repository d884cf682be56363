/// A journey through a flow, for its generated tests: the flow starts, then each of its routes'
/// events arrives, and after each step the test checks everything on screen. The journey walks
/// as a user would: next comes the first route (in the spec's order) that the screen on top
/// sends, which the test sends by calling that screen's action, as a tap would, so it checks
/// the join from the shown screen to its flow too; where the screen on top sends none, the next
/// route's event arrives as from a child flow or from outside (a pop or a dismiss once a route
/// has shown a screen that sends it). A route that starts a child flow is followed by the child
/// finishing, so the test sees the child's screens leave and the parent's come back. What must
/// be shown is worked out here, from the spec alone, so a generated flow that navigates
/// differently fails.
struct JourneyContext: Encodable, Sendable {
    /// The payload samples the journey sends, each a local declared once.
    var samples: [SampleContext]
    var steps: [JourneyStep]
    var isEmpty: Bool
}

/// One event of a journey and what must be on screen after it.
struct JourneyStep: Encodable, Sendable {
    /// The event, sent with the journey's sample locals as its arguments.
    var event: EventContext
    var eventArguments: [ArgumentContext]
    /// The event's name as written, for messages.
    var label: String
    /// Sent to the running child flow rather than the flow under test.
    var child: StartedFlowContext?
    /// Sent by calling the action of the flow's screen on top that sends it.
    var tap: JourneyTap?
    /// The flow's own screens afterwards, bottom first, and its presented screen.
    var stack: [NameContext]
    var modal: String?
    /// What the navigator shows afterwards (the running child's screens, else the flow's).
    var shownStack: [NameContext]
    var shownModal: String?
    /// The running child flow's type name afterwards.
    var runningChild: String?
    /// Every event the flow has handed on so far, each sent with the journey's sample locals.
    var handedUp: [SentEventContext]
    var finishes: Bool
}

/// The action of the screen on top that sends a journey's event, called as a tap would call it.
/// Its `will…` hook (the user's) is asked first; where it refuses the test's input, the event
/// goes to the flow directly, as it would without a tap, and the test notes the unchecked join.
struct JourneyTap: Encodable, Sendable {
    var screenName: String
    var viewModelName: String
    /// Where event-driven tests find the screen: its case (and store entry), the handler's
    /// property with its newest view model, and the router's maker of its builder in a showing
    /// (whose actions the view model's closures run).
    var caseName: String
    var viewModelProperty: String
    var routerBuilderName: String
    var actionName: String
    /// The action's name as the spec writes it, for messages.
    var actionLabel: String
    var hookName: String
    var isAsync: Bool
    /// A local and its sample value for each of the action's params, declared in the tap's scope.
    var samples: [SampleContext]
    var arguments: [ArgumentContext]
}

/// An event with the arguments it was sent with, as a test compares it.
struct SentEventContext: Encodable, Sendable, ListElement {
    var event: EventContext
    var eventArguments: [ArgumentContext]
    var isLast = false
}

/// The events a flow test sends, each with a local per payload value, declared once: the same
/// value of the same event is sent with the same local.
struct SampledEvents {
    private var locals = LocalNames(reserving: TestLocals.ofFlowTests)
    private var localByParam: [String: String] = [:]
    /// The locals to declare, in the order they were first needed.
    private(set) var samples: [SampleContext] = []

    mutating func send(_ event: EventContext) -> SentEventContext {
        let arguments = event.params.map { param -> (label: String, value: String) in
            let key = event.label + "." + param.label
            if let local = localByParam[key] { return (param.label, local) }
            let local = locals.local(for: param.label)
            localByParam[key] = local
            samples.append(SampleContext(local: local, value: param.sample))
            return (param.label, local)
        }
        return SentEventContext(event: event, eventArguments: listedArguments(arguments))
    }
}

/// The navigation of one flow while a journey is worked out.
private struct JourneyNavigation {
    var stack: [String]
    var modal: String?

    mutating func take(_ operation: RouteSpec.Operation) {
        switch operation {
        case .push(let screen): stack.append(screen.value)
        case .present(let screen): modal = screen.value
        case .replace(let screen): (stack, modal) = ([screen.value], nil)
        case .pop: if stack.count > 1 { stack.removeLast() }
        case .dismiss: modal = nil
        case .start, .finish: break
        }
    }
}

extension ContextBuilder {
    /// The journey of `flow`: its routes in order, each start followed by the child finishing.
    func journey(of flow: FlowSpec, isRoot: Bool, routes: [RouteContext]) -> JourneyContext {
        var own = JourneyNavigation(stack: [flow.start?.value].compactMap { $0 }, modal: nil)
        var child: (context: StartedFlowContext, flow: FlowSpec, navigation: JourneyNavigation)?
        var handedUp: [SentEventContext] = []
        var steps: [JourneyStep] = []
        let routeByEvent = Dictionary(routes.map { ($0.event.label, $0) }, uniquingKeysWith: { first, _ in first })
        var sampled = SampledEvents()
        func record(
            _ route: RouteContext, sentToChild: StartedFlowContext?, tap: JourneyTap? = nil, finishes: Bool = false
        ) {
            let shown = child?.navigation ?? own
            let sent = sampled.send(route.event)
            steps.append(
                JourneyStep(
                    event: sent.event, eventArguments: sent.eventArguments, label: route.event.label,
                    child: sentToChild, tap: tap,
                    stack: own.stack.listed, modal: own.modal, shownStack: shown.stack.listed,
                    shownModal: shown.modal, runningChild: child?.context.typeName, handedUp: handedUp.markingLast(),
                    finishes: finishes))
        }
        /// Whether a pop or a dismiss for `route` closes `screen`: it sent the event, or a child
        /// flow that hands the event on runs (as the generated flows decide).
        func closes(_ screen: String?, for route: RouteContext, childRunning: Bool) -> Bool {
            let senders = Set(route.closingScreens.map(\.name))
            return screen.map { senders.contains(Namer.screenCase($0)) } == true
                || (route.closesForChild && childRunning)
        }
        /// The flow under test receives `route`'s event (from its running child, `fromChild`).
        func arrive(_ route: RouteContext, operation: RouteSpec.Operation?, fromChild: Bool = false) {
            switch operation {
            case .start(let name)?:
                if let started = route.starts, let childFlow = index.flows[name.value] {
                    child = (started, childFlow, JourneyNavigation(stack: [childFlow.start?.value].compactMap { $0 }))
                }
            case .finish?:
                if !isRoot { handedUp.append(sampled.send(route.event)) }
            case .pop? where !closes(own.stack.last, for: route, childRunning: child != nil || fromChild),
                .dismiss? where !closes(own.modal, for: route, childRunning: child != nil || fromChild):
                // Not sent by the screen it would close: the route does not navigate.
                break
            case let operation?:
                child = nil
                own.take(operation)
            case nil:
                // Handed on unless a shown screen handles it.
                let shown = Set(own.stack + [own.modal].compactMap { $0 })
                if !isRoot, !route.handlers.contains(where: { shown.contains($0.screenName) }) {
                    handedUp.append(sampled.send(route.event))
                }
            }
        }
        // Events that already came back from a finishing child; the journey does not repeat them.
        var arrivedFromChild: Set<String> = []
        var remaining = reachableOrder(of: flow, routeByEvent: routeByEvent).filter { spec in
            guard let operation = spec.operation, routeByEvent[spec.on.value] != nil else { return false }
            if case .finish = operation { return false }
            return true
        }
        while !remaining.isEmpty {
            // The next route the screen on top sends, else the next in order: the journey walks
            // from screen to screen as a user would wherever the spec allows it.
            let top = child == nil ? own.modal ?? own.stack.last : nil
            let tapped = remaining.indices.lazy.compactMap { index in
                self.tap(sending: remaining[index].on.value, from: top).map { (index, $0) }
            }.first
            let spec = remaining.remove(at: tapped?.0 ?? 0)
            guard !arrivedFromChild.contains(spec.on.value), let operation = spec.operation,
                let route = routeByEvent[spec.on.value]
            else { continue }
            // The routes walked here neither finish nor hand the event on, so the payload a tap
            // sends is not compared: what is on screen afterwards is.
            let tap = tapped?.1
            arrive(route, operation: operation)
            record(route, sentToChild: nil, tap: tap)
            // The child finishes: its screens leave, and the event comes back to this flow.
            guard let running = child,
                let finishing = running.flow.routes.first(where: { $0.operation?.keyword == "finish" }),
                let comingBack = routeByEvent[finishing.on.value]
            else { continue }
            child = nil
            arrivedFromChild.insert(finishing.on.value)
            arrive(
                comingBack, operation: flow.routes.first { $0.on.value == finishing.on.value }?.operation,
                fromChild: true)
            record(comingBack, sentToChild: running.context)
        }
        if let finishing = flow.routes.first(where: { $0.operation?.keyword == "finish" }),
            let route = routeByEvent[finishing.on.value]
        {
            child = nil
            arrive(route, operation: finishing.operation)
            record(route, sentToChild: nil, finishes: true)
        }
        return JourneyContext(samples: sampled.samples.markingLast(), steps: steps, isEmpty: steps.isEmpty)
    }

    /// The action of `screen` that sends `event`, with samples for its params; nil when it
    /// sends it through no action of its own.
    private func tap(sending event: String, from screen: String?) -> JourneyTap? {
        guard let screen = screen.flatMap({ index.screens[$0] }),
            let action = screen.actions.first(where: { $0.emits?.value == event })
        else { return nil }
        var locals = LocalNames(reserving: TestLocals.ofFlowTests)
        let samples = action.params.enumerated().map { offset, param in
            SampleContext(
                local: locals.local(for: param.name.value + "Argument"),
                value: literals.sample(of: param.type.value, seed: 10 + offset))
        }
        return JourneyTap(
            screenName: screen.name.value, viewModelName: Namer.viewModel(forScreen: screen.name.value),
            caseName: Namer.screenCase(screen.name.value),
            viewModelProperty: Namer.viewModelProperty(forScreen: screen.name.value),
            routerBuilderName: Namer.routerBuilder(forScreen: screen.name.value),
            actionName: SwiftName.identifier(action.name.value), actionLabel: action.name.value,
            hookName: Namer.willSend(forAction: action.name.value),
            isAsync: action.isAsync, samples: samples.markingLast(),
            arguments: listedArguments(zip(action.params, samples).map { ($0.name.value, $1.local) }))
    }

    /// The flow's routes in the spec's order, except that a pop or a dismiss waits until a route
    /// before it has shown a screen that sends it: the journey closes what it opened, as a user
    /// would, whatever order the spec lists them in. One no route opens stays last.
    private func reachableOrder(of flow: FlowSpec, routeByEvent: [String: RouteContext]) -> [RouteSpec] {
        var shown: Set<String> = Set([flow.start?.value].compactMap { $0 }.map(Namer.screenCase))
        var ordered: [RouteSpec] = []
        var waiting: [RouteSpec] = []
        func opened(_ spec: RouteSpec) -> Bool {
            guard let route = routeByEvent[spec.on.value], route.closesFromScreens else { return true }
            return route.closingScreens.contains { shown.contains($0.name) }
        }
        for spec in flow.routes {
            switch spec.operation {
            case .pop?, .dismiss?:
                if opened(spec) { ordered.append(spec) } else { waiting.append(spec) }
            case .push(let screen)?, .present(let screen)?, .replace(let screen)?:
                ordered.append(spec)
                shown.insert(Namer.screenCase(screen.value))
                ordered += waiting.filter(opened)
                waiting.removeAll(where: opened)
            default:
                ordered.append(spec)
            }
        }
        return ordered + waiting
    }
}
