/// A journey through a flow, for its generated tests: the flow starts, then each of its routes'
/// events arrives in the order of the spec, and after each step the test checks everything on
/// screen. A route that starts a child flow is followed by the child finishing, so the test sees
/// the child's screens leave and the parent's come back. What must be shown is worked out here,
/// from the spec alone, so a generated flow that navigates differently fails.
struct JourneyContext: Encodable {
    /// The payload samples the journey sends, each a local declared once.
    var samples: [ArgumentContext]
    var steps: [JourneyStep]
    var isEmpty: Bool
}

/// One event of a journey and what must be on screen after it.
struct JourneyStep: Encodable {
    /// The event's call with the journey's sample locals: `signedIn(userSession: userSession)`.
    var call: String
    /// The event as an enum case: `.signedIn(userSession: userSession)`, `.closed`.
    var value: String
    var label: String
    /// Sent to the running child flow rather than the flow under test.
    var child: StartedFlowContext?
    /// The flow's own screens afterwards, bottom first, as a Swift array of names.
    var stack: String
    /// The flow's presented screen afterwards: `"Profile"` or `nil`.
    var modal: String
    /// What the navigator shows afterwards (the running child's screens, else the flow's).
    var shownStack: String
    var shownModal: String
    /// The running child flow's type name afterwards, or `nil`.
    var runningChild: String
    /// Every event the flow has handed on so far, as `RecordedEvent` values.
    var handedUp: String
    var finishes: Bool
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
    /// `recorded` writes a handed-on event as the tests compare it (`RecordedEvent` values by default).
    func journey(
        of flow: FlowSpec, isRoot: Bool, routes: [RouteContext], recorded: (String) -> String = { $0 }
    ) -> JourneyContext {
        var own = JourneyNavigation(stack: [flow.start?.value].compactMap { $0 }, modal: nil)
        var child: (context: StartedFlowContext, flow: FlowSpec, navigation: JourneyNavigation)?
        var handedUp: [String] = []
        var steps: [JourneyStep] = []
        let routeByEvent = Dictionary(routes.map { ($0.event.label, $0) }, uniquingKeysWith: { first, _ in first })
        var locals = LocalNames(reserving: testLocals)
        var sampleLocals: [String: String] = [:]
        var samples: [(label: String, value: String)] = []
        /// The call of `event` and its `RecordedEvent`, with a local per payload value.
        func sampled(_ event: EventContext) -> (call: String, recorded: String) {
            let arguments = event.params.map { param -> String in
                let key = event.label + "." + param.label
                if let local = sampleLocals[key] { return "\(param.label): \(local)" }
                let local = locals.local(for: param.label)
                sampleLocals[key] = local
                samples.append((local, param.sample))
                return "\(param.label): \(local)"
            }.joined(separator: ", ")
            return event.params.isEmpty
                ? ("\(event.name)()", "." + event.name)
                : ("\(event.name)(\(arguments))", ".\(event.name)(\(arguments))")
        }

        func record(_ route: RouteContext, sentToChild: StartedFlowContext?, finishes: Bool = false) {
            let shown = child?.navigation ?? own
            steps.append(
                JourneyStep(
                    call: sampled(route.event).call, value: sampled(route.event).recorded, label: route.event.label,
                    child: sentToChild,
                    stack: literal(own.stack),
                    modal: own.modal.map { "\"\($0)\"" } ?? "nil", shownStack: literal(shown.stack),
                    shownModal: shown.modal.map { "\"\($0)\"" } ?? "nil",
                    runningChild: child.map { "\"\($0.context.typeName)\"" } ?? "nil",
                    handedUp: "[" + handedUp.joined(separator: ", ") + "]", finishes: finishes))
        }
        /// The flow under test receives `route`'s event.
        func arrive(_ route: RouteContext, operation: RouteSpec.Operation?) {
            switch operation {
            case .start(let name)?:
                if let started = route.starts, let childFlow = index.flows[name.value] {
                    child = (started, childFlow, JourneyNavigation(stack: [childFlow.start?.value].compactMap { $0 }))
                }
            case .finish?:
                if !isRoot { handedUp.append(recorded(sampled(route.event).recorded)) }
            case let operation?:
                child = nil
                own.take(operation)
            case nil:
                // Handed on unless a shown screen handles it.
                let shown = Set(own.stack + [own.modal].compactMap { $0 })
                if !isRoot, !route.handlers.contains(where: { shown.contains($0.screenName) }) {
                    handedUp.append(recorded(sampled(route.event).recorded))
                }
            }
        }
        // Events that already came back from a finishing child; the journey does not repeat them.
        var arrivedFromChild: Set<String> = []
        for spec in flow.routes where !arrivedFromChild.contains(spec.on.value) {
            guard let operation = spec.operation, let route = routeByEvent[spec.on.value] else { continue }
            if case .finish = operation { continue }
            arrive(route, operation: operation)
            record(route, sentToChild: nil)
            // The child finishes: its screens leave, and the event comes back to this flow.
            guard let running = child,
                let finishing = running.flow.routes.first(where: { $0.operation?.keyword == "finish" }),
                let comingBack = routeByEvent[finishing.on.value]
            else { continue }
            child = nil
            arrivedFromChild.insert(finishing.on.value)
            arrive(comingBack, operation: flow.routes.first { $0.on.value == finishing.on.value }?.operation)
            record(comingBack, sentToChild: running.context)
        }
        if let finishing = flow.routes.first(where: { $0.operation?.keyword == "finish" }),
            let route = routeByEvent[finishing.on.value]
        {
            child = nil
            arrive(route, operation: finishing.operation)
            record(route, sentToChild: nil, finishes: true)
        }
        return JourneyContext(samples: arguments(samples), steps: steps, isEmpty: steps.isEmpty)
    }

    private func literal(_ names: [String]) -> String {
        "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }
}
