/// A screen's generated tests: each emitting action routes its event, and each handled event,
/// sent from outside as a push message would be, reaches the screen's listeners.
struct ScreenTestsContext: Encodable, Sendable {
    var suite: String
    /// The screen's params as locals.
    var sampleParams: [SampleContext]
    /// Its state, made from those locals.
    var stateInit: CallContext
    var emitting: [EmittingTestContext]
    var handled: [HandledTestContext]
    /// Each emitting action whose event a screen embedding this one handles.
    var keptByParent: [KeptByParentTestContext]
    var passedOnByParent: [PassedOnByParentTestContext]
    /// Each entry the user types in.
    var typing: [TypingTestContext]
    /// With views: what its default view shows, for the test that looks for it.
    var defaultViewParts: DefaultViewPartsContext?
}

/// The test that what is typed in an entry is kept in that entry alone and reaches the listeners
/// of its showing: the screen shown by a flow, or embedded in the one it shows (whose view model
/// then embeds what was typed).
struct TypingTestContext: Encodable, Sendable {
    var testName: String
    var entryName: String
    /// The state's and the view model's property, its type, its setter, and two values of it:
    /// the test types whichever the entry does not hold already.
    var property: String
    var type: String
    var setter: String
    var sample: String
    var otherSample: String
    var setup: [SampleContext]
    var flow: CaseValueContext
    var shown: CaseValueContext
    /// Set when the screen is embedded in the one shown: that screen's case and name, and the
    /// properties from its view model down to this screen's.
    var embedding: TypingEmbeddingContext?
}

/// The screen a flow shows, which embeds the one typed in.
struct TypingEmbeddingContext: Encodable, Sendable {
    var caseName: String
    var screenName: String
    var path: [String]
}

/// The test that an event an embedded screen sends, which the screen embedding it handles, goes
/// no further: no flow routes it and nobody above hears it.
struct KeptByParentTestContext: Encodable, Sendable {
    var testName: String
    var parentName: String
    var eventName: String
    /// The samples: the flow's, the parent's params, the action's arguments.
    var setup: [SampleContext]
    /// The flow that shows the parent, and the parent as it shows it.
    var flow: CaseValueContext
    var shown: CaseValueContext
    var action: EmittingTestContext
    /// The event as the router logged it, its payload bound to locals, and the parent's
    /// reaction (yours) and effect called with them: the test tells the parent of another
    /// router directly, once, and compares.
    var eventPattern: CasePatternContext
    var parentCaseName: String
    var parentStateName: String
    var reactionName: String
    var reactionArguments: [ArgumentContext]
    var effectName: String
    var parentMakeActionsName: String
}

/// The test that an embedded screen's event its parent does not handle goes on to the flow that
/// shows the parent, whose route for it navigates.
struct PassedOnByParentTestContext: Encodable, Sendable {
    var testName: String
    var parentName: String
    var eventName: String
    var flowName: String
    /// The samples: the flow's, the parent's params, the action's arguments.
    var setup: [SampleContext]
    /// The flow that shows the parent, and the parent as it shows it.
    var flow: CaseValueContext
    var shown: CaseValueContext
    var action: EmittingTestContext
}

/// The test of an emitting action: its closure, called on a view model built from a state with
/// sample values, routes the event with its payload.
struct EmittingTestContext: Encodable, Sendable {
    var testName: String
    /// Sample locals, then the state the payload is read from.
    var setup: [SampleContext]
    var stateChanges: [StateSetupContext]
    var changesState: Bool
    /// The action's closure and its arguments, the samples, by position.
    var actionName: String
    var isAsync: Bool
    var callArguments: [NameContext]
    /// What runs before it sends (yours), called with the same samples, by label: the event
    /// must be given when it agrees; when it refuses, the test is skipped and says why.
    var hookName: String
    var hookArguments: [ArgumentContext]
    /// The event the router must be given, and its name for the message of a skipped test.
    var expected: CaseValueContext
    var eventName: String
    /// The default view's button the test taps in place of the call, where it can.
    var viewButton: DefaultViewButtonContext?

    /// The sample locals the action is called with, without those its state is set from.
    var callSamples: [SampleContext] {
        let arguments = Set(callArguments.map(\.name))
        return setup.filter { arguments.contains($0.local) }
    }
}

/// The test of a handled event sent from outside: a flow shows the screen (or a screen that
/// embeds it), and its listener gets a new view model.
struct HandledTestContext: Encodable, Sendable {
    var testName: String
    var setup: [SampleContext]
    /// The flow that shows the screen.
    var flow: CaseValueContext
    /// The screen shown, the handling one or the one that embeds it.
    var shown: CaseValueContext
    /// A child flow the flow starts, run over the shown screen, which is told beneath it.
    var childFlow: CaseValueContext?
    var childFlowName: String?
    var event: CaseValueContext
    /// `pickMeUp`: the handling screen's case.
    var caseName: String
    var screenName: String
    /// The shown screen's case and name: its listener hears the handling screen react.
    var listenedCaseName: String
    var shownName: String
    /// The handling screen's state, its reaction (yours) to the event with the event's
    /// arguments, and what runs after it (yours, on the screen's actions): the test tells the
    /// same screen of another router directly, and compares.
    var stateName: String
    var reactionName: String
    var reactionArguments: [ArgumentContext]
    var effectName: String
    var makeActionsName: String
}

/// A flow's generated tests, on a router started at the flow.
struct EventDrivenFlowContext: Encodable, Sendable {
    var name: String
    var caseName: String
    var isRoot: Bool
    var testSuite: String
    var startTestName: String
    /// The flow's params, each a property of the tests' `flow`.
    var params: [MemberContext]
    var hasParams: Bool
    var startScreenName: String
    var startScreenCase: String
    /// The start screen's params as the flow supplies them, which the screen shown holds.
    var startParams: [ExpectationContext]
    var hasStartParams: Bool
    var routes: [FlowRouteTestContext]
    var journey: JourneyContext
    var finishingChildren: [FinishingChildTestContext]
    /// A screen a running child shows, whose test checks the system's gesture on it, reported
    /// to the router, reaches the child.
    var inChild: InChildContext?
    /// A sheet a running child presents with a screen this flow pushed beneath it, for the test
    /// that a swipe down, reported to the router, closes the sheet in the child.
    var sheetUnderPush: SheetUnderPushContext?
    /// A screen this flow pushes or presents while its child runs, for the test that the child
    /// lives on beneath it (`testName`, `start`, `shows`, `samples`, `screenName`, `isPresent`).
    var overChild: [OverChildContext]
    var replaceOverChild: ReplaceOverChildContext?
    /// Each pop or dismiss route's test that, sent while a child runs, it leaves the child alone.
    var strayCloses: [StrayCloseContext]
}

/// A route as a flow's test checks it.
struct FlowRouteTestContext: Encodable, Sendable {
    var route: RouteContext
    /// The child flow a start starts.
    var expectedChild: String
}

/// The test that a child flow leaves no screen's state behind when it finishes.
struct FinishingChildTestContext: Encodable, Sendable {
    var testName: String
    var samples: [SampleContext]
    /// The event that starts the child, and the one that finishes it.
    var start: SentEventContext
    var finish: SentEventContext
    /// The flows running after the child finished: the flow, and the flow its route for the
    /// finishing event starts, if any.
    var flowsAfter: [NameContext]
    /// The cases of the screens only the child shows: none may stay in the store.
    var childScreens: [String]
}

extension EventDrivenTranslator {
    func screenTests(_ screen: ScreenSpec, actions: [ScreenActionContext]) -> ScreenTestsContext {
        var locals = LocalNames(reserving: TestLocals.ofEventDrivenTests)
        let params = members(screen.params)
        let paramLocals = params.map { locals.local(for: $0.label) }
        let screenLocals = Dictionary(
            zip(screen.params.map(\.name.value), paramLocals), uniquingKeysWith: { first, _ in first })
        let emitting = screen.actions.compactMap { action -> EmittingTestContext? in
            guard let emits = action.emits, let eventSpec = index.events[emits.value] else { return nil }
            var testLocals = locals
            var samples = emittingSamples(
                of: action, sending: eventSpec, screenLocals: screenLocals, locals: &testLocals)
            let viewButton = defaultViewButton(for: action, in: screen, samples: &samples, locals: &testLocals)
            return EmittingTestContext(
                testName: Namer.routingTest(action: action.name.value, event: emits.value), setup: samples.setup,
                stateChanges: samples.state, changesState: !samples.state.isEmpty,
                actionName: SwiftName.identifier(action.name.value),
                isAsync: action.isAsync,
                callArguments: action.params.compactMap { samples.actionLocals[$0.name.value] }.listed,
                hookName: Namer.willSend(forAction: action.name.value),
                hookArguments: listedArguments(
                    action.params.compactMap { param in
                        samples.actionLocals[param.name.value].map { (param.name.value, $0) }
                    }),
                expected: CaseValueContext(
                    caseName: SwiftName.identifier(eventSpec.name.value), arguments: listedArguments(samples.payload),
                    hasArguments: !samples.payload.isEmpty),
                eventName: eventSpec.name.value, viewButton: viewButton)
        }
        return ScreenTestsContext(
            suite: Namer.testSuite(for: screen.name.value),
            sampleParams: zip(params, paramLocals).map { SampleContext(local: $1, value: $0.sample) },
            stateInit: CallContext(
                name: Namer.state(forScreen: screen.name.value),
                arguments: listedArguments(zip(params, paramLocals).map { ($0.label, $1) })),
            emitting: emitting, handled: screen.handles.compactMap { handledTest(of: $0.value, by: screen) },
            keptByParent: emitting.flatMap { keptByParentTests(of: $0, in: screen) },
            passedOnByParent: emitting.flatMap { passedOnByParentTests(of: $0, in: screen) },
            typing: typingTests(of: screen), defaultViewParts: defaultViewParts(of: screen))
    }

    /// The tests of what is typed in each entry of `screen`, shown by the first flow that shows it
    /// or a screen embedding it. None for a screen no flow shows.
    private func typingTests(of screen: ScreenSpec) -> [TypingTestContext] {
        let name = screen.name.value
        guard let (flow, shownName) = showingFlow(of: name), let shownScreen = index.screens[shownName],
            let path = embeddingPath(from: shownName, to: name)
        else { return [] }
        return screen.state.filter(\.isInput).enumerated().map { offset, entry in
            var samples = SampledCaseValues(locals: LocalNames(reserving: TestLocals.ofEventDrivenTests))
            let flowValue = samples.value(Namer.screenCase(flow.name.value), members(flow.params))
            let shown = samples.value(Namer.screenCase(shownName), members(shownScreen.params))
            let typed = literals.typedSamples(of: entry.type.value, offset: offset)
            return TypingTestContext(
                testName: Namer.typingTest(forState: entry.name.value), entryName: entry.name.value,
                property: SwiftName.identifier(entry.name.value), type: entry.type.value.description,
                setter: Namer.inputSetter(forState: entry.name.value),
                sample: typed.sample, otherSample: typed.otherSample, setup: samples.setup, flow: flowValue,
                shown: shown,
                embedding: shownName == name
                    ? nil
                    : TypingEmbeddingContext(caseName: Namer.screenCase(shownName), screenName: shownName, path: path))
        }
    }

    /// The view model properties from `top`'s view model down to `screenName`'s, through the
    /// screens each embeds (shortest first); empty when they are one screen, nil when `top` does
    /// not embed it.
    private func embeddingPath(from top: String, to screenName: String) -> [String]? {
        var paths: [String: [String]] = [top: []]
        var pending = [top]
        while !pending.isEmpty {
            let name = pending.removeFirst()
            guard let path = paths[name] else { continue }
            if name == screenName { return path }
            for child in index.screens[name]?.children ?? [] where paths[child.value] == nil {
                paths[child.value] = path + [Namer.viewModelProperty(forScreen: child.value)]
                pending.append(child.value)
            }
        }
        return nil
    }

    /// The tests that `action`'s event, handled by a screen embedding `screen`, goes no further:
    /// one per such parent that a flow shows itself.
    private func keptByParentTests(of action: EmittingTestContext, in screen: ScreenSpec) -> [KeptByParentTestContext] {
        (facts.embeddedIn[screen.name.value] ?? []).compactMap { parentName in
            guard let sender = embeddedSender(action, of: screen, in: parentName),
                sender.parent.handles.contains(where: { $0.value == action.eventName }),
                let eventSpec = index.events[action.eventName]
            else { return nil }
            var bound = LocalNames(reserving: TestLocals.ofEventDrivenTests)
            var pattern = eventPattern(
                eventSpec, binding: Set(eventSpec.params.map(\.name.value)), hasGroups: eventEnums().count > 1)
            pattern.bindings = pattern.bindings.map {
                var binding = $0
                binding.name = bound.local(for: binding.name)
                return binding
            }
            let reactionArguments = listedArguments(
                zip(eventSpec.params, pattern.bindings).map { (SwiftName.identifier($0.name.value), $1.name) })
            return KeptByParentTestContext(
                testName: Namer.keptByParentTest(
                    event: action.eventName, parent: parentName, action: sender.actionName),
                parentName: parentName, eventName: action.eventName, setup: sender.setup, flow: sender.flow,
                shown: sender.shown, action: action, eventPattern: pattern,
                parentCaseName: Namer.screenCase(parentName),
                parentStateName: Namer.state(forScreen: parentName),
                reactionName: SwiftName.identifier(action.eventName), reactionArguments: reactionArguments,
                effectName: Namer.effect(forEvent: action.eventName),
                parentMakeActionsName: Namer.make(Namer.actions(forScreen: parentName)))
        }
    }

    /// The tests that `action`'s event, which a screen embedding `screen` does not handle, reaches
    /// the flow that shows that screen: one per such parent that a flow shows itself and whose
    /// route for the event pushes, presents, replaces or starts a child (which the navigator logs).
    private func passedOnByParentTests(
        of action: EmittingTestContext, in screen: ScreenSpec
    ) -> [PassedOnByParentTestContext] {
        (facts.embeddedIn[screen.name.value] ?? []).compactMap { parentName in
            guard let sender = embeddedSender(action, of: screen, in: parentName),
                !sender.parent.handles.contains(where: { $0.value == action.eventName }),
                let operation = sender.flowSpec.routes.first(where: { $0.on.value == action.eventName })?.operation
            else { return nil }
            switch operation {
            case .push, .present, .replace, .start: break
            default: return nil
            }
            return PassedOnByParentTestContext(
                testName: Namer.passedOnByParentTest(
                    event: action.eventName, parent: parentName, action: sender.actionName),
                parentName: parentName, eventName: action.eventName, flowName: sender.flowSpec.name.value,
                setup: sender.setup, flow: sender.flow, shown: sender.shown, action: action)
        }
    }

    /// What a test that taps `action` of `screen`, embedded in `parentName`, starts from: the
    /// parent, the flow that shows it itself (nil when none does: a screen in between shows),
    /// that flow and the parent as case values, the samples, and the action's name for the test's
    /// when another action of the screen sends the same event.
    private func embeddedSender(
        _ action: EmittingTestContext, of screen: ScreenSpec, in parentName: String
    ) -> (
        parent: ScreenSpec, flowSpec: FlowSpec, flow: CaseValueContext, shown: CaseValueContext,
        setup: [SampleContext], actionName: String?
    )? {
        guard let parent = index.screens[parentName],
            let (flow, shownName) = showingFlow(of: parentName), shownName == parentName
        else { return nil }
        var samples = SampledCaseValues(
            locals: LocalNames(reserving: TestLocals.ofEventDrivenTests.union(action.setup.map(\.local))))
        let flowValue = samples.value(Namer.screenCase(flow.name.value), members(flow.params))
        let shown = samples.value(Namer.screenCase(parentName), members(parent.params))
        let senders = screen.actions.filter { $0.emits?.value == action.eventName }.count
        return (
            parent, flow, flowValue, shown, samples.setup + action.callSamples,
            senders > 1 ? action.actionName.filter { $0 != "`" } : nil
        )
    }

    /// The test of `screen` handling `eventName`: a flow shows it (or a screen that embeds it),
    /// and the event comes from outside. Nil for a screen no flow shows.
    private func handledTest(of eventName: String, by screen: ScreenSpec) -> HandledTestContext? {
        guard let eventSpec = index.events[eventName],
            let (flow, shownName) = showingFlow(of: screen.name.value), let shownScreen = index.screens[shownName]
        else { return nil }
        var samples = SampledCaseValues(locals: LocalNames(reserving: TestLocals.ofEventDrivenTests))
        let flowValue = samples.value(Namer.screenCase(flow.name.value), members(flow.params))
        let shown = samples.value(Namer.screenCase(shownName), members(shownScreen.params))
        // A child flow the showing flow starts, run over the screen: it must be told beneath it.
        let childFlow = flow.routes.lazy.compactMap { route -> FlowSpec? in
            guard case .start(let child)? = route.operation else { return nil }
            return self.index.flows[child.value]
        }.first
        let child = childFlow.map { samples.value(Namer.screenCase($0.name.value), members($0.params)) }
        let event = samples.value(SwiftName.identifier(eventName), members(eventSpec.params))
        return HandledTestContext(
            testName: Namer.outsideEventTest(event: eventName, screen: screen.name.value), setup: samples.setup,
            flow: flowValue, shown: shown, childFlow: child, childFlowName: childFlow?.name.value, event: event,
            caseName: Namer.screenCase(screen.name.value),
            screenName: screen.name.value, listenedCaseName: Namer.screenCase(shownName), shownName: shownName,
            stateName: Namer.state(forScreen: screen.name.value),
            reactionName: SwiftName.identifier(eventName), reactionArguments: event.arguments,
            effectName: Namer.effect(forEvent: eventName),
            makeActionsName: Namer.make(Namer.actions(forScreen: screen.name.value)))
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
        let flows = flowTranslator
        let routes = flows.routes(of: flow, isRoot: isRoot, typeName: { $0 })
        let finishing = flows.finishingChildren(of: routes).map { finishing in
            let childFlow = index.flows[finishing.child.flowName]
            // The flow's own route for the finishing event may start a flow of its own.
            let finishingEvent = finishing.finish.event.label
            var next: String?
            let ownOperation = flow.routes.first(where: { $0.on.value == finishingEvent })?.operation
            if case .start(let started)? = ownOperation {
                next = started.value
            }
            // A flow whose own route for the event finishes too leaves with its child.
            let finishesToo = ownOperation?.keyword == "finish"
            let ownScreens = Set(
                (analysis.liveScreens[flow.name.value] ?? []) + (next.flatMap { analysis.liveScreens[$0] } ?? []))
            let childScreens = (childFlow.flatMap { analysis.liveScreens[$0.name.value] } ?? []).filter {
                !ownScreens.contains($0)
            }
            return FinishingChildTestContext(
                testName: Namer.leavesNoScreenTest(
                    ofChildFlow: finishing.child.flowName,
                    finishingOn: finishing.isFirstFinish ? nil : finishing.finish.event.label),
                samples: (finishing.route.samplePayload
                    + finishing.finishSamples.filter { sample in
                        !finishing.route.samplePayload.contains { $0.local == sample.local }
                    }).markingLast(),
                start: SentEventContext(event: finishing.route.event, eventArguments: finishing.route.eventArguments),
                finish: finishing.finish,
                flowsAfter: finishesToo ? [] : ([flow.name.value] + [next].compactMap { $0 }).listed,
                childScreens: childScreens.map(Namer.screenCase))
        }
        return EventDrivenFlowContext(
            name: flow.name.value, caseName: Namer.screenCase(flow.name.value), isRoot: isRoot,
            testSuite: Namer.flowTestSuite(forFlow: flow.name.value),
            startTestName: Namer.startTest(showing: flow.start?.value ?? ""), params: members(flow.params),
            hasParams: !flow.params.isEmpty, startScreenName: flow.start?.value ?? "",
            startScreenCase: Namer.screenCase(flow.start?.value ?? ""), startParams: flows.startParams(of: flow),
            hasStartParams: !(flow.start.flatMap { index.screens[$0.value] }?.params.isEmpty ?? true),
            routes: routes.map { FlowRouteTestContext(route: $0, expectedChild: $0.starts?.flowName ?? "") },
            journey: flows.journey(of: flow, isRoot: isRoot, routes: routes), finishingChildren: finishing,
            inChild: flows.inChild(of: routes, typeName: { $0 }),
            sheetUnderPush: flows.sheetUnderPush(of: routes, typeName: { $0 }),
            overChild: flows.overChild(of: routes, in: flow),
            replaceOverChild: flows.replaceOverChild(of: routes),
            strayCloses: flows.strayCloses(of: routes))
    }
}

/// Enum case values whose associated values are sample locals, each declared in `setup`, in order.
private struct SampledCaseValues {
    var locals: LocalNames
    private(set) var setup: [SampleContext] = []

    init(locals: LocalNames) {
        self.locals = locals
    }

    mutating func value(_ caseName: String, _ params: [MemberContext]) -> CaseValueContext {
        let values = params.map { member -> (label: String, value: String) in
            let local = locals.local(for: member.label)
            setup.append(SampleContext(local: local, value: member.sample))
            return (member.label, local)
        }
        return CaseValueContext(caseName: caseName, arguments: listedArguments(values), hasArguments: !values.isEmpty)
    }
}
