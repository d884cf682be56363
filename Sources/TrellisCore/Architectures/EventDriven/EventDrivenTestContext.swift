/// A screen's generated tests: each emitting action routes its event, and each handled event,
/// sent from outside as a push message would be, reaches the screen's listeners.
struct ScreenTestsContext: Encodable {
    /// `let pickupLocation = Location(…)`: the screen's params.
    var sampleParams: [String]
    /// `PickMeUpState(pickupLocation: pickupLocation)`.
    var stateInit: String
    var emitting: [EmittingTestContext]
    var handled: [HandledTestContext]
}

struct EmittingTestContext: Encodable {
    var testName: String
    /// Sample locals, then the state the payload is read from.
    var setup: [String]
    var stateChanges: [String]
    var changesState: Bool
    /// `viewModel.select(dropoffLocationArgument)`, with `await` when async.
    var call: String
    /// `routed(.dropoffLocationDetermined(dropoffLocation: dropoffLocationArgument))`.
    var expected: String
}

struct HandledTestContext: Encodable {
    var testName: String
    var setup: [String]
    /// `.signedIn(userSession: userSession)`: the flow that shows the screen.
    var flow: String
    /// The screen shown, the handling one or the one that embeds it.
    var shown: String
    /// `.dropoffLocationDetermined(dropoffLocation: dropoffLocation)`.
    var event: String
    /// `pickMeUp`: the listener's record of the handling screen.
    var caseName: String
    var screenName: String
}

/// A flow's generated tests, on a router started at the flow.
struct EventDrivenFlowContext: Encodable {
    var name: String
    var flowName: String
    var caseName: String
    var isRoot: Bool
    /// The flow's params, each a property of the tests' `flow`.
    var params: [MemberContext]
    /// `.signedIn(userSession: flow.userSession)`.
    var startValue: String
    var startScreenName: String
    var startScreenCase: String
    var routes: [FlowRouteTestContext]
    var journey: JourneyContext
    var finishingChildren: [FinishingChildTestContext]
}

struct FlowRouteTestContext: Encodable {
    var route: RouteContext
    /// `.signInRequested`, with the payload's sample locals.
    var routedEvent: String
    /// `.pickMeUp(pickupLocation: pickupLocation)`: the screen the route shows.
    var expectedScreen: String
    /// `"SignedIn"`: the child flow a start starts.
    var expectedChild: String
    /// `routed(.signedOut)`: the event as the log of unrouted events holds it.
    var handedUp: String
}

struct FinishingChildTestContext: Encodable {
    var testName: String
    var samples: [ArgumentContext]
    var start: String
    var finish: String
    var childName: String
    /// The flows running after the child finished: the flow, and the flow its route for the
    /// finishing event starts, if any.
    var flowsAfter: String
    /// The screens only the child shows: none may stay in the store once it finishes.
    var childScreens: [String]
}

extension ContextBuilder {
    func screenTests(_ screen: ScreenSpec, actions: [ScreenActionContext]) -> ScreenTestsContext {
        var locals = LocalNames(reserving: eventDrivenTestLocals)
        let params = members(screen.params, kind: "param")
        let paramLocals = params.map { locals.local(for: $0.label) }
        let sampleParams = zip(params, paramLocals).map { "let \($1) = \($0.sample)" }
        let screenLocals = Dictionary(
            zip(screen.params.map(\.name.value), paramLocals), uniquingKeysWith: { first, _ in first })
        let stateInit =
            GeneratedName.state(forScreen: screen.name.value) + "("
            + zip(params, paramLocals).map { "\($0.label): \($1)" }.joined(separator: ", ") + ")"
        let emitting = screen.actions.compactMap { action -> EmittingTestContext? in
            guard let emits = action.emits, let eventSpec = index.events[emits.value] else { return nil }
            var testLocals = locals
            var setup: [String] = []
            var changes: [String] = []
            var actionLocals: [String: String] = [:]
            for (offset, param) in action.params.enumerated() {
                let local = testLocals.local(for: param.name.value, suffix: "Argument")
                actionLocals[param.name.value] = local
                setup.append("let \(local) = \(literals.sample(of: param.type.value, seed: 10 + offset))")
            }
            let payload = eventSpec.params.enumerated().map { offset, value -> String in
                if let local = actionLocals[value.name.value] ?? screenLocals[value.name.value] {
                    return "\(value.name.value): \(local)"
                }
                let local = testLocals.local(for: value.name.value)
                setup.append("let \(local) = \(literals.sample(of: value.type.value, seed: 20 + offset))")
                changes.append("state.\(SwiftName.identifier(value.name.value)) = \(local)")
                return "\(value.name.value): \(local)"
            }
            let eventName = SwiftName.identifier(eventSpec.name.value)
            let arguments = action.params.compactMap { actionLocals[$0.name.value] }.joined(separator: ", ")
            return EmittingTestContext(
                testName: "\(action.name.value)Routes\(SwiftName.upperFirst(emits.value))", setup: setup,
                stateChanges: changes, changesState: !changes.isEmpty,
                call: (action.isAsync ? "await " : "")
                    + "viewModel.\(SwiftName.identifier(action.name.value))(\(arguments))",
                expected: "routed(." + eventName + (payload.isEmpty ? "" : "(\(payload.joined(separator: ", ")))") + ")"
            )
        }
        let handled = screen.handles.compactMap { handledTest(of: $0.value, by: screen) }
        return ScreenTestsContext(
            sampleParams: sampleParams, stateInit: stateInit, emitting: emitting, handled: handled)
    }

    /// The names the event-driven tests declare themselves.
    var eventDrivenTestLocals: Set<String> {
        ["router", "navigator", "log", "listener", "viewModel", "state", "flow", "make", "before", "routed"]
    }

    /// The test of `screen` handling `eventName`: a flow shows it (or a screen that embeds it),
    /// and the event comes from outside. Nil for a screen no flow shows.
    private func handledTest(of eventName: String, by screen: ScreenSpec) -> HandledTestContext? {
        guard let eventSpec = index.events[eventName],
            let (flow, shownName) = showingFlow(of: screen.name.value), let shownScreen = index.screens[shownName]
        else { return nil }
        var locals = LocalNames(reserving: eventDrivenTestLocals)
        var setup: [String] = []
        func sampled(_ params: [MemberSpec]) -> String {
            members(params, kind: "param").map { member in
                let local = locals.local(for: member.label)
                setup.append("let \(local) = \(member.sample)")
                return "\(member.label): \(local)"
            }.joined(separator: ", ")
        }
        let flowCase = GeneratedName.screenCase(flow.name.value)
        let flowValue = flow.params.isEmpty ? "." + flowCase : ".\(flowCase)(\(sampled(flow.params)))"
        let shownCase = GeneratedName.screenCase(shownName)
        let shown = shownScreen.params.isEmpty ? "." + shownCase : ".\(shownCase)(\(sampled(shownScreen.params)))"
        let eventCase = SwiftName.identifier(eventName)
        let event = eventSpec.params.isEmpty ? "." + eventCase : ".\(eventCase)(\(sampled(eventSpec.params)))"
        return HandledTestContext(
            testName: "\(eventName)FromOutsideReaches\(screen.name.value)", setup: setup, flow: flowValue,
            shown: shown, event: event, caseName: GeneratedName.screenCase(screen.name.value),
            screenName: screen.name.value)
    }

    /// The first flow (in spec order) that shows `screenName`, or a screen embedding it, and
    /// that shown screen.
    private func showingFlow(of screenName: String) -> (FlowSpec, String)? {
        var embedding: [String] = [screenName]
        var seen: Set<String> = [screenName]
        var position = 0
        while position < embedding.count {
            for parent in facts.embeddedIn[embedding[position]] ?? [] where seen.insert(parent).inserted {
                embedding.append(parent)
            }
            position += 1
        }
        for flow in spec.flows {
            let shown = Set(analysis.shownScreens[flow.name.value] ?? [])
            if let name = embedding.first(where: { shown.contains($0) }) { return (flow, name) }
        }
        return nil
    }

    func eventDrivenFlow(_ flow: FlowSpec, isRoot: Bool) -> EventDrivenFlowContext {
        let coordinator = coordinator(flow, isRoot: isRoot, typeName: { $0 })
        let caseName = GeneratedName.screenCase(flow.name.value)
        let params = members(flow.params, kind: "param")
        let startValue =
            params.isEmpty
            ? "." + caseName : ".\(caseName)(\(params.map { "\($0.label): flow.\($0.name)" }.joined(separator: ", ")))"
        let routes = coordinator.routes.map { route in
            let expectations = route.expectations.map { "\($0.label): \($0.value)" }.joined(separator: ", ")
            return FlowRouteTestContext(
                route: route, routedEvent: route.recordedSample,
                expectedScreen: route.shows.map {
                    "." + $0.caseName + (expectations.isEmpty ? "" : "(\(expectations))")
                } ?? "",
                expectedChild: route.starts?.flowName ?? "",
                handedUp: "routed(\(route.recordedSample))")
        }
        let finishing = coordinator.finishingChildren.map { finishing in
            let childFlow = index.flows[finishing.child.flowName]
            // The flow's own route for the finishing event may start a flow of its own.
            let finishingEvent = childFlow?.routes.first { $0.operation?.keyword == "finish" }?.on.value
            var next: String?
            if case .start(let started)? = flow.routes.first(where: { $0.on.value == finishingEvent })?.operation {
                next = started.value
            }
            let ownScreens = Set(
                (analysis.liveScreens[flow.name.value] ?? []) + (next.flatMap { analysis.liveScreens[$0] } ?? []))
            let childScreens = (childFlow.flatMap { analysis.liveScreens[$0.name.value] } ?? []).filter {
                !ownScreens.contains($0)
            }
            return FinishingChildTestContext(
                testName: "\(finishing.child.caseName)FlowLeavesNoScreenBehindWhenItFinishes",
                samples: finishing.route.samplePayload
                    + finishing.finishSamples.filter { sample in
                        !finishing.route.samplePayload.contains { $0.label == sample.label }
                    },
                start: finishing.route.recordedSample,
                finish: caseValue(finishing.finishCall),
                childName: finishing.child.flowName,
                flowsAfter: "["
                    + ([flow.name.value] + [next].compactMap { $0 }).map { "\"\($0)\"" }.joined(separator: ", ")
                    + "]",
                childScreens: childScreens.map(GeneratedName.screenCase))
        }
        return EventDrivenFlowContext(
            name: flow.name.value, flowName: flow.name.value, caseName: caseName, isRoot: isRoot, params: params,
            startValue: startValue,
            startScreenName: flow.start?.value ?? "",
            startScreenCase: GeneratedName.screenCase(flow.start?.value ?? ""),
            routes: routes,
            journey: journey(of: flow, isRoot: isRoot, routes: coordinator.routes, recorded: { "routed(\($0))" }),
            finishingChildren: finishing)
    }
}

/// `signedIn(userSession: userSession)` → `.signedIn(userSession: userSession)`, `closed()` →
/// `.closed`: a method call as the enum case of the same name.
private func caseValue(_ call: String) -> String {
    "." + (call.hasSuffix("()") ? String(call.dropLast(2)) : call)
}
