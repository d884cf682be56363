/// What the event-driven templates see under `eventRouting`: the event enums, the screens' state,
/// view models and builders, and the router's tables (who reacts to what, which flow routes
/// what where), all worked out here so the templates only print.
struct EventDrivenContext: Encodable, Sendable {
    /// `KooberEventRouter`, `KooberEventHandler`; the types nested in the router: `Store`, `Flow`,
    /// `ScreenID`, `RunningFlow`, `RouteOutcome`.
    var routerName: String
    var handlerName: String
    var storeName: String
    var flowEnumName: String
    var screenIDName: String
    var runningFlowName: String
    /// `ShownScreen`: a screen and the number of its showing, what flows show and navigators
    /// get; `ScreenKey`: a screen (shown or embedded) in one showing, what state is kept by.
    var shownScreenName: String
    var screenKeyName: String
    var routeOutcomeName: String
    /// `KooberRoutedEvent`: an enum of the group enums, or another name for the one enum.
    var routedEventName: String
    /// The container's factory of the router.
    var makeRouterName: String
    var eventEnums: [EventEnumContext]
    /// Whether events form several enums (and `routedEventName` wraps them).
    var hasGroups: Bool
    var screens: [EventDrivenScreenContext]
    /// Every (screen, handled event) pair: what the router applies to the model.
    var reactions: [ReactionContext]
    var hasReactions: Bool
    /// Every screen handles every event: the reactions' switch needs no `default`.
    var reactionsCoverEveryCase: Bool
    /// Every route of every flow.
    var routes: [RouterRouteContext]
    var hasRoutes: Bool
    /// Every flow routes every event: the routes' switch needs no `default`.
    var routesCoverEveryCase: Bool
    /// The flows as the router runs them.
    var flowCases: [FlowCaseContext]
    var hasFlows: Bool
    /// A route shows an alert: the router keeps what its buttons send, and answers it.
    var showsAlerts: Bool
    /// The first flow: what `start()` starts.
    var rootFlow: FlowCaseContext?
    /// The flows as their tests see them.
    var flows: [EventDrivenFlowContext]
    /// The screens with actions that send events or entries the user types in, which the flows'
    /// walks tap, and whether they are all the screens (the walk's switch then takes no
    /// `default`).
    var walkedScreens: [RouterWalkedScreenContext]
    var walkedScreensCoverEveryScreen: Bool
    /// Whether some screen embeds another (the router then tells which).
    var embedsScreens: Bool
    /// Whether some shown screen, or every one, runs a hook when the system's gesture closes it
    /// (the hook's switch then takes no `default`).
    var someShownScreenCloses: Bool
    var everyShownScreenCloses: Bool
}

/// A screen a flow's walk taps, on the view model of its showing: each action that sends an
/// event, and each entry the user types in, set to a sample.
struct RouterWalkedScreenContext: Encodable, Sendable {
    var screenName: String
    var caseName: String
    /// The handler's `signInViewModel(showing:)`.
    var currentViewModelProperty: String
    var actions: [RouterWalkedActionContext]
    var inputs: [RouterWalkedInputContext]
}

/// An entry a walk types in: its view model's property, its setter, and two samples of its type,
/// the walk setting whichever differs from what shows, so that every change it types shows.
struct RouterWalkedInputContext: Encodable, Sendable {
    var name: String
    var property: String
    var type: String
    var setter: String
    var sample: String
    var otherSample: String
}

/// An action a walk calls, with the samples it passes, by position.
struct RouterWalkedActionContext: Encodable, Sendable {
    var actionName: String
    var isAsync: Bool
    var samples: [SampleContext]
    var callArguments: [NameContext]
}

/// One event enum: the module's (events without a group), or a group's.
struct EventEnumContext: Encodable, Sendable, ListElement {
    /// `KooberEvent`, `ChatEvent`.
    var name: String
    var doc: DocLines
    /// `chat`: its case in the routed-event enum.
    var caseName: String
    var events: [EventContext]
    var isLast = false
}

/// An enum case as a pattern: `.signedIn(let userSession)`, `.signedIn(_, let item)`, `.closed`,
/// inside its group's case when events have groups: `.session(.signedIn(let userSession))`.
struct CasePatternContext: Encodable, Sendable {
    /// The case of the routed-event enum that wraps it.
    var groupCase: String?
    var caseName: String
    /// Each associated value: bound to a local of its name, or ignored.
    var bindings: [BindingContext]
    /// Whether any value is bound (else the pattern names the case alone).
    var hasBindings: Bool
}

/// One associated value of a case pattern.
struct BindingContext: Encodable, Sendable, ListElement {
    var name: String
    var isBound: Bool
    var isLast = false
}

/// An enum case as a value: `.pickMeUp(pickupLocation: pickupLocation)`, `.welcome`.
struct CaseValueContext: Encodable, Sendable {
    var caseName: String
    /// Its associated values: names in scope, or defaults.
    var arguments: [ArgumentContext]
    var hasArguments: Bool
}

/// A screen that reacts to an event, as the router applies it.
struct ReactionContext: Encodable, Sendable {
    var screenCase: String
    /// The event, binding its whole payload for the reaction.
    var eventPattern: CasePatternContext
    var event: EventContext
    /// The effect (yours) that runs once the delivery settled: `afterChatOpened`, and the
    /// router's maker of the screen's actions it runs on, `makeChatListActions`.
    var effectName: String
    var makeActionsName: String
}

/// One route of one flow, as the router runs it.
struct RouterRouteContext: Encodable, Sendable {
    /// The flow, binding the params the route uses.
    var flowPattern: CasePatternContext
    /// The event, binding the payload the route uses.
    var eventPattern: CasePatternContext
    /// A push, present or replace: the navigation step's case and the screen it shows.
    var step: String?
    var screen: CaseValueContext?
    /// A start: the child flow, with its params, and `push` or `modal` for a child shown over
    /// the flow's screens (nil in place).
    var startedFlow: CaseValueContext?
    var presentation: String?
    /// A present, or a start in a modal stack: the stack's `ModalStyle`, as Swift; nil for a
    /// plain sheet.
    var modalStyle: String?
    var isPop: Bool
    var isDismiss: Bool
    var isFinish: Bool
    /// What a pop or a dismiss closes only when it shows it: the screens that send the event;
    /// and whether it closes while a child flow that hands the event on runs.
    var closingScreens: [NameContext] = []
    var closesForChild = false
    /// The alert or confirmation dialog the route shows.
    var alert: AlertContext?
    /// The module shows alerts and the route navigates with no check of its sender on top (a
    /// replace, a start in place, a finish): beneath an alert, a screen's event does not navigate.
    var checksAlertCover = false
}

/// A flow as a case of the flow enum.
struct FlowCaseContext: Encodable, Sendable {
    var name: String
    var caseName: String
    var doc: DocLines
    var params: [MemberContext]
    var hasParams: Bool
    /// The flow, binding the params its start screen uses.
    var startPattern: CasePatternContext
    /// The screen it starts on, with its params.
    var startScreen: CaseValueContext
}

extension EventDrivenTranslator {
    func eventRouting() -> EventDrivenContext {
        let enums = eventEnums()
        let hasGroups = enums.count > 1
        var reactions: [ReactionContext] = []
        for screen in spec.screens {
            for handled in screen.handles {
                guard let eventSpec = index.events[handled.value] else { continue }
                reactions.append(
                    ReactionContext(
                        screenCase: Namer.screenCase(screen.name.value),
                        eventPattern: eventPattern(
                            eventSpec, binding: Set(eventSpec.params.map(\.name.value)), hasGroups: hasGroups),
                        event: event(eventSpec), effectName: Namer.effect(forEvent: handled.value),
                        makeActionsName: Namer.make(Namer.actions(forScreen: screen.name.value))))
            }
        }
        let routes = flows.flatMap { flow in
            flow.routes.compactMap { routerRoute($0, in: flow, hasGroups: hasGroups) }
        }
        let flowCases = flows.map(flowCase)
        // A switch over every pair that lists them all takes no `default`: the compiler warns.
        let eventCount = Set(spec.events.map(\.name.value)).count
        let reacting = Set(spec.screens.flatMap { screen in screen.handles.map { [screen.name.value, $0.value] } })
        let routing = Set(flows.flatMap { flow in flow.routes.map { [flow.name.value, $0.on.value] } })
        let screenCount = Set(spec.screens.map(\.name.value)).count
        let screens = eachScreen(eventDrivenScreen)
        let walked = zip(screens, spec.screens).compactMap(walkedScreen)
        let shown = screens.filter(\.isNavigated)
        return EventDrivenContext(
            routerName: Namer.eventRouter(forModule: moduleName),
            handlerName: Namer.eventHandler(forModule: moduleName),
            storeName: Namer.routerStore, flowEnumName: Namer.routerFlow, screenIDName: Namer.routerScreenID,
            runningFlowName: Namer.routerRunningFlow, shownScreenName: Namer.routerShownScreen,
            screenKeyName: Namer.routerScreenKey, routeOutcomeName: Namer.routerRouteOutcome,
            routedEventName: Namer.routedEvent(forModule: moduleName), makeRouterName: Namer.makeEventRouter,
            eventEnums: enums, hasGroups: hasGroups, screens: screens,
            reactions: reactions, hasReactions: !reactions.isEmpty,
            reactionsCoverEveryCase: eventCount > 0 && reacting.count == screenCount * eventCount, routes: routes,
            hasRoutes: !routes.isEmpty,
            routesCoverEveryCase: eventCount > 0 && routing.count == flows.count * eventCount,
            flowCases: flowCases, hasFlows: !flowCases.isEmpty, showsAlerts: facts.showsAlerts,
            rootFlow: flowCases.first,
            flows: eachFlow(eventDrivenFlow), walkedScreens: walked,
            walkedScreensCoverEveryScreen: walked.count == screens.count,
            embedsScreens: screens.contains(where: \.hasChildren),
            someShownScreenCloses: shown.contains(where: \.closesBySystemGesture),
            everyShownScreenCloses: shown.allSatisfy(\.closesBySystemGesture))
    }

    /// The event enums: the module's first (events without a group), then each group's in the
    /// order the spec first names it. A module without groups has one enum.
    func eventEnums() -> [EventEnumContext] {
        // The module's enum always exists, if empty: the router's entry point takes it.
        var order: [String] = [moduleName]
        var members: [String: [SignatureSpec]] = [moduleName: []]
        for event in spec.events {
            let group = event.group?.value ?? moduleName
            if members[group] == nil { order.append(group) }
            members[group, default: []].append(event)
        }
        if members[moduleName]?.isEmpty == true, order.count > 1 { order.removeFirst() }
        let hasGroups = order.count > 1
        let router = Namer.eventRouter(forModule: moduleName)
        return order.map { group in
            let ungrouped = (members[group] ?? []).allSatisfy { $0.group == nil }
            let doc =
                ungrouped
                ? "The events of the \(moduleName) module\(hasGroups ? " that belong to no group" : ""): what happens, from a screen or from outside (a push message, a socket, a timer). Each takes one road, through `\(router).route(_:)`."
                : "The \(group) events of the \(moduleName) module: what happens, from a screen or from outside. Each takes one road, through `\(router).route(_:)`."
            return EventEnumContext(
                name: Namer.eventEnum(forGroup: group), doc: docLines(doc, fallback: ""),
                caseName: Namer.screenCase(group), events: (members[group] ?? []).map(event))
        }.markingLast()
    }

    /// An enum case pattern binding only the values named in `used`.
    func casePattern(_ name: String, params: [MemberSpec], binding used: Set<String>, groupCase: String? = nil)
        -> CasePatternContext
    {
        let bindings = params.map {
            BindingContext(name: SwiftName.identifier($0.name.value), isBound: used.contains($0.name.value))
        }
        return CasePatternContext(
            groupCase: groupCase, caseName: name, bindings: bindings.markingLast(),
            hasBindings: bindings.contains(where: \.isBound))
    }

    /// The pattern of an event, wrapped in its group's case when there are groups.
    func eventPattern(_ event: SignatureSpec, binding used: Set<String>, hasGroups: Bool)
        -> CasePatternContext
    {
        casePattern(
            SwiftName.identifier(event.name.value), params: event.params, binding: used,
            groupCase: hasGroups ? Namer.screenCase(event.group?.value ?? moduleName) : nil)
    }

    /// An event as a value of the router's event type, wrapped in its group's case when there are
    /// groups: `.loan(.borrowRequested(book: book))`.
    func routedEventValue(
        _ event: SignatureSpec, _ arguments: [(label: String, value: String)], hasGroups: Bool
    ) -> String {
        let value = FlowTranslator.moduleEventValue(event, arguments)
        guard hasGroups else { return value }
        return "." + Namer.screenCase(event.group?.value ?? moduleName) + "(" + value + ")"
    }

    /// A screen with its params taken from `available` names (an event's payload, a flow's
    /// params), else their defaults; and the names it takes.
    func screenValue(_ screenName: String, available: Set<String>) -> (value: CaseValueContext, used: Set<String>) {
        let params = index.screens[screenName]?.params ?? []
        let used = Set(params.map(\.name.value)).intersection(available)
        return (caseValue(Namer.screenCase(screenName), params: params, available: available), used)
    }

    /// A case whose associated values are the params, each taken by name or its default.
    func caseValue(_ caseName: String, params: [MemberSpec], available: Set<String>) -> CaseValueContext {
        CaseValueContext(
            caseName: caseName, arguments: listedArguments(params.map { argument(for: $0, available: available) }),
            hasArguments: !params.isEmpty)
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
        var context = RouterRouteContext(
            flowPattern: casePattern("", params: [], binding: []),
            eventPattern: casePattern("", params: [], binding: []),
            step: nil, screen: nil, startedFlow: nil, isPop: false, isDismiss: false, isFinish: false)
        switch operation {
        case .push(let screen), .present(let screen), .replace(let screen):
            let shown = screenValue(screen.value, available: payload.union(flowParams))
            fill(shown.used)
            context.step = operation.keyword
            context.screen = shown.value
            context.modalStyle = route.modalStyle.swiftValue
        case .start(let child):
            let params = index.flows[child.value]?.params ?? []
            let available = payload.union(flowParams)
            fill(Set(params.map(\.name.value)).intersection(available))
            context.startedFlow = caseValue(Namer.screenCase(child.value), params: params, available: available)
            context.presentation = route.childPresentation == .inPlace ? nil : route.childPresentation.rawValue
            context.modalStyle = route.modalStyle.swiftValue
        case .pop, .dismiss:
            context.isPop = operation.keyword == "pop"
            context.isDismiss = !context.isPop
            context.closingScreens =
                flowTranslator.sendingScreens(of: route.on.value, in: flow).map(Namer.screenCase).listed
            context.closesForChild = !flowTranslator.handingChildren(of: route.on.value, in: flow).isEmpty
        case .finish: context.isFinish = true
        case .alert(let alert):
            context.alert = alertContext(
                alert, on: eventSpec, testLocals: [:],
                eventValue: { event, arguments in routedEventValue(event, arguments, hasGroups: hasGroups) })
            usedPayload.formUnion(context.alert?.usedPayload ?? [])
        case .select: break  // Refused by validate: not generated yet.
        }
        if facts.showsAlerts {
            switch operation {
            case .replace, .finish: context.checksAlertCover = true
            case .start: context.checksAlertCover = route.childPresentation == .inPlace
            default: break
            }
        }
        context.flowPattern = casePattern(
            Namer.screenCase(flow.name.value), params: flow.params, binding: usedFlowParams)
        context.eventPattern = eventPattern(eventSpec, binding: usedPayload, hasGroups: hasGroups)
        return context
    }

    private func flowCase(_ flow: FlowSpec) -> FlowCaseContext {
        let caseName = Namer.screenCase(flow.name.value)
        let start = screenValue(flow.start?.value ?? "", available: Set(flow.params.map(\.name.value)))
        return FlowCaseContext(
            name: flow.name.value, caseName: caseName,
            doc: docLines(
                flow.doc, fallback: flowTranslator.flowSummary(flow, isRoot: spec.flows.first?.name == flow.name)),
            params: members(flow.params), hasParams: !flow.params.isEmpty,
            startPattern: casePattern(caseName, params: flow.params, binding: start.used),
            startScreen: start.value)
    }
}

extension EventDrivenTranslator {
    /// `screen` as the flows' walks tap it; nil when it has nothing to tap.
    func walkedScreen(_ screen: EventDrivenScreenContext, _ spec: ScreenSpec) -> RouterWalkedScreenContext? {
        let actions = screen.tests.emitting.map { test in
            RouterWalkedActionContext(
                actionName: test.actionName, isAsync: test.isAsync, samples: test.callSamples,
                callArguments: test.callArguments)
        }
        let inputs = spec.state.filter(\.isInput).enumerated().map { offset, entry in
            let typed = literals.typedSamples(of: entry.type.value, offset: offset)
            return RouterWalkedInputContext(
                name: entry.name.value, property: SwiftName.identifier(entry.name.value),
                type: entry.type.value.description, setter: Namer.inputSetter(forState: entry.name.value),
                sample: typed.sample, otherSample: typed.otherSample)
        }
        guard !actions.isEmpty || !inputs.isEmpty else { return nil }
        return RouterWalkedScreenContext(
            screenName: screen.name, caseName: screen.caseName,
            currentViewModelProperty: screen.currentViewModelProperty, actions: actions, inputs: inputs)
    }
}
