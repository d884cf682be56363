/// A journey through a flow, for its generated tests: the flow starts, then each of its routes'
/// events arrives, and after each step the test checks everything on screen. The journey walks
/// as a user would: next comes the first route (in the spec's order) that the screen on top
/// sends, which the test sends by calling that screen's action, as a tap would, so it checks
/// the join from the shown screen to its flow too; where the screen on top sends none, the next
/// route's event arrives as from a child flow or from outside (a pop or a dismiss once a route
/// has shown a screen that sends it). While a started child flow shows its screen, the events
/// that screen sends and the child hands on come first (a push or a present over the running
/// child), then the child finishes, so the test sees the child's screens leave and the
/// parent's come back; a child that does not finish back runs on while events arrive from
/// outside. What must be shown is worked out here, from the spec alone, so a generated flow
/// that navigates differently fails.
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
    /// The step as the journey's story tells it (`` → `find` on WidgetList``), appended to the
    /// story so far that the step's messages begin with.
    var story: String
    /// Sent to the running child flow rather than the flow under test.
    var child: StartedFlowContext?
    /// Sent by calling the action of the flow's screen on top that sends it.
    var tap: JourneyTap?
    /// The flow's own screens afterwards, bottom first, and (where the flow's navigation state is
    /// what shows) its modal stacks.
    var stack: [NameContext]
    var modals: [ModalStackContext]?
    /// Where a navigator shows the screens, what it shows afterwards (the running child's
    /// screens, else the flow's).
    var shownStack: [NameContext]?
    var shownModals: [ModalStackContext]?
    /// The running child flow's type name afterwards.
    var runningChild: String?
    /// Every event the flow has handed on so far, each sent with the journey's sample locals.
    var handedUp: [SentEventContext]
    /// The step finishes the flow (where a router runs the flows).
    var finishes: Bool?
    /// A replace was taken: every screen shown is a new showing, none kept from before (where
    /// the flow's navigation state is what shows).
    var replaces: Bool?
}

/// The action of the screen on top that sends a journey's event, called as a tap would call it,
/// once: the action asks its `will…` hook (the user's). The route navigates, so where nothing
/// happened the test asks the hook why: a refusal sends the event to the flow directly, as it
/// would without a tap, and notes the unchecked join; an agreement is a broken join and fails.
struct JourneyTap: Encodable, Sendable {
    var screenName: String
    var viewModelName: String
    /// Where event-driven tests find the screen: its case (and store entry), the handler's
    /// property with its newest view model, and the router's maker of its builder in a showing
    /// (whose actions the view model's closures run).
    var caseName: String
    var viewModelProperty: String
    var routerBuilderName: String?
    var actionName: String
    /// The action's name as the spec writes it, for messages.
    var actionLabel: String
    var hookName: String
    var isAsync: Bool
    /// The running child flow whose screen is tapped; nil for the flow's own.
    var child: StartedFlowContext?
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

/// The navigation of one flow while a journey is worked out, by the spec's rules (worked out
/// apart from the generated `NavigationState`, so the two must agree).
private struct JourneyNavigation {
    /// The stacks the flow shows: its stack, then each modal stack, each one's first screen first.
    var levels: [[String]]
    /// While a child flow runs: the stack it sits in, and how many of that stack's screens wait
    /// beneath the child's; those after them were pushed over it.
    var child: (level: Int, beneath: Int, presentation: ChildFlowPresentation)?

    init(start: String?) {
        levels = [[start].compactMap { $0 }]
    }

    var stack: [String] { levels[0] }
    var modals: [[String]] { Array(levels.dropFirst()) }

    /// Whether the flow shows a screen over its running child.
    var showsOverChild: Bool {
        child.map { levels[$0.level].count > $0.beneath || levels.count > $0.level + 1 } ?? false
    }

    /// The screen on top of what this flow itself shows: nil while a running child's screens are
    /// on top.
    var ownTop: String? { child == nil || showsOverChild ? levels.last?.last : nil }

    /// The screen on top of the top modal stack, when this flow shows it.
    var presentedTop: String? { levels.count > 1 ? ownTop : nil }

    /// Whether `operation` leaves a running child flow alive: a push or a present shows over it,
    /// a pop or a dismiss of what was shown over it goes back to it.
    func keepsChild(_ operation: RouteSpec.Operation) -> Bool {
        guard let child else { return false }
        switch operation {
        case .push, .present: return true
        case .pop: return levels.count > child.level + 1 || levels[child.level].count > child.beneath
        case .dismiss: return levels.count > child.level + 1
        default: return false
        }
    }

    /// What is left of `operation` once the running child it does not keep has ended: a pop, or
    /// a dismiss of a child in a modal stack of its own, while the child's screens are on top
    /// goes back one step from what shows, and ending the child is that step.
    func leftAfterEndingChild(_ operation: RouteSpec.Operation) -> RouteSpec.Operation? {
        guard let child, !showsOverChild else { return operation }
        switch operation {
        case .pop: return nil
        case .dismiss: return child.presentation == .modal ? nil : operation
        default: return operation
        }
    }

    /// A child starts: in place, the flow's screens wait beneath it and what the flow presented
    /// closes; pushed or presented, they stay shown beneath it.
    mutating func startChild(_ presentation: ChildFlowPresentation) {
        if presentation == .inPlace { levels = [stack] }
        child = (levels.count - 1, levels[levels.count - 1].count, presentation)
    }

    /// Whether `operation` can be taken: a pop needs a screen to go back to in the top stack,
    /// above a running child's; a dismiss needs a modal stack.
    func canTake(_ operation: RouteSpec.Operation) -> Bool {
        switch operation {
        case .pop:
            let top = levels.count - 1
            let floor = child.map { top == $0.level ? max($0.beneath, 1) : 1 } ?? 1
            return levels[top].count > floor
        case .dismiss: return levels.count > 1
        default: return true
        }
    }

    mutating func take(_ operation: RouteSpec.Operation) {
        guard canTake(operation) else { return }
        switch operation {
        case .push(let screen):
            // On top of what is seen: the top modal stack while one is presented.
            levels[levels.count - 1].append(screen.value)
        case .present(let screen): levels.append([screen.value])
        case .replace(let screen): (levels, child) = ([[screen.value]], nil)
        case .pop: levels[levels.count - 1].removeLast()
        case .dismiss: levels.removeLast()
        case .start, .finish, .select, .alert: break
        }
    }

    /// What the navigator shows while the child shows `childLevels`: placed as it was started,
    /// what this flow pushed over it on its top stack, what this flow presented over that.
    func shown(over childLevels: [[String]]) -> [[String]] {
        guard let child else { return levels }
        let beneath = Array(levels[child.level].prefix(child.beneath))
        var shown: [[String]]
        switch child.presentation {
        case .inPlace: shown = childLevels
        case .push: shown = levels.prefix(child.level) + [beneath + childLevels[0]] + childLevels.dropFirst()
        case .modal: shown = levels.prefix(child.level) + [beneath] + childLevels
        }
        shown[shown.count - 1] += levels[child.level].dropFirst(child.beneath)
        return shown + levels.dropFirst(child.level + 1)
    }
}

/// The child flow a journey's flow runs: it shows its start screen alone, as the parent's
/// journey sends it nothing it routes but the event it finishes on.
private struct JourneyChild {
    var context: StartedFlowContext
    var flow: FlowSpec
    /// Tells this showing of the child from a later start of the same flow.
    var generation: Int

    /// The screen it shows first: its start screen, or for a tab flow its first tab's.
    var firstScreen: String?

    var shownStack: [String] { [firstScreen].compactMap { $0 } }
}

extension FlowTranslator {
    /// The journey of `flow`: its routes in order, each start followed by what the child's screen
    /// hands on and the child finishing.
    func journey(of flow: FlowSpec, isRoot: Bool, routes: [RouteContext]) -> JourneyContext {
        var walk = JourneyWalk(translator: self, flow: flow, routes: routes)
        walk.run()
        return JourneyContext(
            samples: walk.sampled.samples.markingLast(), steps: walk.steps, isEmpty: walk.steps.isEmpty)
    }

    /// Whether the running child's start screen sends `event` and the child hands it on to its
    /// parent: it has no route for it, and its screen does not handle it.
    fileprivate func hands(_ event: String, on child: JourneyChild) -> Bool {
        guard let start = child.flow.start?.value, let screen = index.screens[start],
            analysis.reportedEvents[start]?.contains(event) == true,
            analysis.handedUpEvents[child.flow.name.value]?.contains(event) == true,
            !child.flow.routes.contains(where: { $0.on.value == event }),
            !screen.handles.contains(where: { $0.value == event })
        else { return false }
        return true
    }

    /// The action of `screen` that sends `event`, with samples for its params; nil when it
    /// sends it through no action of its own.
    fileprivate func tap(sending event: String, from screen: String?, inChild child: StartedFlowContext? = nil)
        -> JourneyTap?
    {
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
            routerBuilderName: wiresScreens ? nil : Namer.routerBuilder(forScreen: screen.name.value),
            actionName: SwiftName.identifier(action.name.value), actionLabel: action.name.value,
            hookName: Namer.willSend(forAction: action.name.value),
            isAsync: action.isAsync, child: child, samples: samples.markingLast(),
            arguments: listedArguments(zip(action.params, samples).map { ($0.name.value, $1.local) }))
    }

    /// The flow's routes in the spec's order, except that a pop or a dismiss waits until a route
    /// before it has shown a screen that sends it: the journey closes what it opened, as a user
    /// would, whatever order the spec lists them in. One no route opens stays last.
    fileprivate func reachableOrder(of flow: FlowSpec, routeByEvent: [String: RouteContext]) -> [RouteSpec] {
        var shown: Set<String> = Set([flow.start?.value].compactMap { $0 }.map(Namer.screenCase))
        var ordered: [RouteSpec] = []
        var waiting: [RouteSpec] = []
        func opened(_ spec: RouteSpec) -> Bool {
            guard let route = routeByEvent[spec.on.value], !route.closingScreens.isEmpty else { return true }
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

/// A journey through one flow as it is walked: what the flow shows, the running child, what was
/// handed on, and the steps so far.
private struct JourneyWalk {
    let translator: FlowTranslator
    let flow: FlowSpec
    let routeByEvent: [String: RouteContext]
    var own: JourneyNavigation
    var child: JourneyChild?
    var startedChildren = 0
    var handedUp: [SentEventContext] = []
    var steps: [JourneyStep] = []
    var sampled = SampledEvents()
    /// Events that already came back from a finishing child; the journey does not repeat them.
    var arrivedFromChild: Set<String> = []
    /// Whether the flow finished with a child, so the journey is over.
    var finished = false

    init(translator: FlowTranslator, flow: FlowSpec, routes: [RouteContext]) {
        self.translator = translator
        self.flow = flow
        routeByEvent = Dictionary(routes.map { ($0.event.label, $0) }, uniquingKeysWith: { first, _ in first })
        own = JourneyNavigation(start: flow.start?.value)
    }

    /// Walks the flow's routes: the next route the screen on top sends; else, while the running
    /// child's screen is on top, the next the child hands on from it; else the child finishes;
    /// else the next route in order arrives from outside. The journey walks from screen to
    /// screen as a user would wherever the spec allows it; then the flow finishes.
    mutating func run() {
        var remaining = translator.reachableOrder(of: flow, routeByEvent: routeByEvent).filter { spec in
            guard let operation = spec.operation, routeByEvent[spec.on.value] != nil else { return false }
            // An alert would cover the screens the journey goes on to tap: its own tests cover it.
            switch operation {
            case .finish, .alert: return false
            default: return true
            }
        }
        while !remaining.isEmpty, !finished {
            let top = own.ownTop
            let (candidates, topModalCount, translator) = (remaining, own.modals.last?.count, translator)
            let tapped = candidates.indices.lazy.compactMap { index -> (Int, JourneyTap)? in
                // A pop sent by a modal stack's first screen closes nothing: a pop never closes a
                // modal stack. It comes from outside instead.
                if case .pop? = candidates[index].operation, topModalCount == 1 { return nil }
                return translator.tap(sending: candidates[index].on.value, from: top).map { (index, $0) }
            }.first
            let handedOn =
                tapped == nil && top == nil
                ? child.flatMap { running in remaining.firstIndex { translator.hands($0.on.value, on: running) } }
                : nil
            if tapped == nil, handedOn == nil, let running = child, finish(running) { continue }
            let spec = remaining.remove(at: tapped?.0 ?? handedOn ?? 0)
            guard !arrivedFromChild.contains(spec.on.value), let operation = spec.operation,
                let route = routeByEvent[spec.on.value]
            else { continue }
            // Sent from the child's screen: by a tap of its action, else through the child flow.
            let sender = handedOn == nil ? nil : child
            let childTap = sender.flatMap {
                translator.tap(sending: spec.on.value, from: $0.flow.start?.value, inChild: $0.context)
            }
            // The routes walked here neither finish nor hand the event on, so the payload a tap
            // sends is not compared: what is on screen afterwards is.
            // A tap shows that it reached the flow by the step of navigation it makes; one that
            // makes none (a pop at the first screen) proves nothing, so its event is sent as from
            // outside instead.
            let navigated = arrive(route, operation: operation, fromChild: sender != nil)
            let madeTap = navigated ? tapped?.1 ?? childTap : nil
            let replaces = if case .replace = operation { true } else { false }
            record(route, sentToChild: madeTap == nil ? sender?.context : nil, tap: madeTap, replaces: replaces)
        }
        if !finished, let running = child { _ = finish(running) }
        if !finished, let finishing = flow.routes.first(where: { $0.operation?.keyword == "finish" }),
            let route = routeByEvent[finishing.on.value]
        {
            endChild()
            arrive(route, operation: finishing.operation)
            record(route, sentToChild: nil, finishes: true)
        }
    }

    /// Records a step: `route`'s event sent (to the running child, or by a tap), and what is on
    /// screen afterwards.
    mutating func record(
        _ route: RouteContext, sentToChild: StartedFlowContext?, tap: JourneyTap? = nil, finishes: Bool = false,
        replaces: Bool = false
    ) {
        // The navigator shows the running child's screens (its start screen: the journey sends
        // the child nothing it routes) as it was started, and over them what this flow pushed
        // and presented since the child started.
        let shown = own.shown(over: child.map { [$0.shownStack] } ?? [])
        let sent = sampled.send(route.event)
        let told =
            tap.map { "`\($0.actionLabel)` on \($0.screenName)" }
            ?? sentToChild.map { "`\(route.event.label)` to \($0.flowName)" } ?? "`\(route.event.label)`"
        let throughNavigator = translator.showsThroughNavigator
        steps.append(
            JourneyStep(
                event: sent.event, eventArguments: sent.eventArguments, label: route.event.label,
                story: steps.isEmpty ? told : " → " + told,
                child: sentToChild, tap: tap,
                stack: own.stack.listed, modals: throughNavigator ? nil : own.modals.listedStacks,
                shownStack: throughNavigator ? shown[0].listed : nil,
                shownModals: throughNavigator ? Array(shown.dropFirst()).listedStacks : nil,
                runningChild: child?.context.typeName, handedUp: handedUp.markingLast(),
                finishes: translator.wiresScreens ? nil : finishes, replaces: throughNavigator ? nil : replaces))
    }

    /// Whether a pop or a dismiss for `route` closes `screen`, the top of what this flow shows:
    /// it sent the event, or a child flow that hands the event on runs (as the generated flows
    /// decide).
    func closes(_ screen: String?, for route: RouteContext, childRunning: Bool) -> Bool {
        let senders = Set(route.closingScreens.map(\.name))
        return screen.map { senders.contains(Namer.screenCase($0)) } == true
            || (route.closesForChild && childRunning)
    }

    /// The flow under test receives `route`'s event (from its running child, `fromChild`);
    /// returns whether the flow took a step of navigation (which a navigator logs).
    @discardableResult
    mutating func arrive(_ route: RouteContext, operation: RouteSpec.Operation?, fromChild: Bool = false) -> Bool {
        let childRunning = child != nil || fromChild
        let before = (levels: own.levels, child: child?.generation)
        switch operation {
        case .start(let name)?:
            if let started = route.starts, let childFlow = translator.index.flows[name.value] {
                endChild()
                startedChildren += 1
                let firstTab = childFlow.tabs?.value.first.flatMap { translator.index.flows[$0.flow.value] }
                child = JourneyChild(
                    context: started, flow: childFlow, generation: startedChildren,
                    firstScreen: (firstTab ?? childFlow).start?.value)
                own.startChild(flow.routes.first { $0.on.value == route.event.label }?.childPresentation ?? .inPlace)
            }
        case .finish?:
            if route.handsUp { handedUp.append(sampled.send(route.event)) }
        case .pop? where !closes(own.ownTop, for: route, childRunning: childRunning),
            .dismiss? where !closes(own.presentedTop, for: route, childRunning: childRunning):
            // Not sent by the screen it would close: the route does not navigate.
            break
        case let operation?:
            if own.keepsChild(operation) {
                own.take(operation)
            } else {
                let left = own.leftAfterEndingChild(operation)
                endChild()
                if let left { own.take(left) }
            }
        case nil:
            // Handed on unless a shown screen handles it.
            let shown = Set(own.levels.joined())
            if route.handsUp || route.handsUpUnlessHandled,
                !translator.handlers(of: route.event.label, in: flow).contains(where: { shown.contains($0.screenName) })
            {
                handedUp.append(sampled.send(route.event))
            }
        }
        switch operation {
        case .push?, .present?, .replace?: return true
        default:
            return own.levels != before.levels || child?.generation != before.child
        }
    }

    /// The running child ends: this flow's screens show again, with what it showed over the
    /// child.
    mutating func endChild() {
        child = nil
        own.child = nil
    }

    /// The running child finishes on its first finishing route: the event comes back to this
    /// flow, whose route for it runs while the child still runs, then the child's screens leave
    /// (unless that route started another). False when the child does not finish with an event
    /// this flow routes.
    mutating func finish(_ running: JourneyChild) -> Bool {
        // Each finishing event comes back once: a route for it that starts a child again leaves
        // that child running.
        guard let finishing = running.flow.routes.first(where: { $0.operation?.keyword == "finish" }),
            let comingBack = routeByEvent[finishing.on.value],
            arrivedFromChild.insert(finishing.on.value).inserted
        else { return false }
        let operation = flow.routes.first { $0.on.value == finishing.on.value }?.operation
        arrive(comingBack, operation: operation, fromChild: true)
        if child?.generation == running.generation { endChild() }
        // A flow whose own route for the event finishes too leaves with its child: the journey
        // ends there.
        finished = operation?.keyword == "finish"
        record(comingBack, sentToChild: running.context, finishes: finished)
        return true
    }
}
