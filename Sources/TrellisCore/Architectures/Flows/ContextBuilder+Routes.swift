extension ContextBuilder {
    /// What `flow` does with each event that can reach it, in the order of the spec's events.
    /// The names a flow's tests declare themselves.
    var testLocals: Set<String> {
        ["flow", "child", "viewModel", "navigator", "recorder", "running", "childScreen", "scope", "view"]
    }

    /// The root has no parent: nothing goes on from it.
    func routes(of flow: FlowSpec, isRoot: Bool, typeName: (String) -> String) -> [RouteContext] {
        (analysis.incomingEvents[flow.name.value] ?? []).compactMap {
            route(for: $0, in: flow, isRoot: isRoot, typeName: typeName)
        }
    }

    private func route(for eventName: String, in flow: FlowSpec, isRoot: Bool, typeName: (String) -> String)
        -> RouteContext?
    {
        guard let eventSpec = index.events[eventName] else { return nil }
        let event = event(eventSpec)
        let operation = flow.routes.first { $0.on.value == eventName }?.operation
        let handlers = handlers(of: eventName, in: flow)
        // What a route fills params from: the event's payload, else the flow's params.
        let available = Set(eventSpec.params.map(\.name.value)).union(flow.params.map(\.name.value))
        let shows = operation?.shownScreen.map { shownScreen($0.value, in: flow, payload: eventSpec.params) }
        var starts: StartedFlowContext?
        if case .start(let child)? = operation {
            starts = startedFlow(child.value, from: flow, available: available, typeName: typeName)
        }
        let isFinish = operation?.keyword == "finish"
        let senders = senders(of: eventName, in: flow)
        let summary = [
            senders.isEmpty ? nil : "From \(senders).",
            summary(of: operation, handled: !handlers.isEmpty, isRoot: isRoot),
        ]
        .compactMap { $0 }.joined(separator: " ")
        // Tests declare the payload's samples as locals, apart from the names they use themselves.
        var locals = LocalNames(reserving: testLocals)
        let samples = event.params.map { (label: locals.local(for: $0.label), value: $0.sample) }
        let sampleArguments = zip(event.params, samples).map { "\($0.label): \($1.label)" }.joined(separator: ", ")
        let payloadSamples = Dictionary(
            zip(event.params.map(\.label), samples.map(\.label)), uniquingKeysWith: { first, _ in first })
        let flowParams = Set(flow.params.map(\.name.value))
        let destinationParams: [MemberSpec]
        switch operation {
        case .start(let child)?: destinationParams = index.flows[child.value]?.params ?? []
        case let operation?: destinationParams = operation.shownScreen.flatMap { index.screens[$0.value]?.params } ?? []
        case nil: destinationParams = []
        }
        let expectations = destinationParams.map { param in
            let name = SwiftName.identifier(param.name.value)
            let expected =
                payloadSamples[param.name.value]
                ?? (flowParams.contains(param.name.value) ? "flow.\(name)" : value(for: param, available: []))
            return (label: name, value: expected)
        }
        return RouteContext(
            event: event, handlers: handlers, hasHandlers: !handlers.isEmpty, isRouted: operation != nil,
            isPush: operation?.keyword == "push", isPresent: operation?.keyword == "present",
            isReplace: operation?.keyword == "replace", isPop: operation?.keyword == "pop",
            isDismiss: operation?.keyword == "dismiss", isStart: starts != nil, isFinish: isFinish, shows: shows,
            starts: starts, handsUp: !isRoot && (isFinish || (operation == nil && handlers.isEmpty)),
            handsUpUnlessHandled: !isRoot && operation == nil && !handlers.isEmpty,
            doc: docLines(eventSpec.doc.map { $0 + "\n\n" + summary } ?? summary, fallback: ""),
            samplePayload: arguments(samples), sampleCall: "\(event.name)(\(sampleArguments))",
            expectations: arguments(expectations), hasExpectations: !expectations.isEmpty,
            recordedSample: event.params.isEmpty
                ? "." + event.name : ".\(event.name)(\(sampleArguments))",
            startScreenHandles: handlers.contains { $0.screenName == flow.start?.value },
            testName: eventName + testSuffix(of: operation))
    }

    /// Who sends `eventName` to `flow`: the screens it shows that report it, and its child flows
    /// that hand it on. `SignIn, SignUp or the SignedIn flow`.
    private func senders(of eventName: String, in flow: FlowSpec) -> String {
        let screens = (analysis.shownScreens[flow.name.value] ?? []).filter {
            analysis.reportedEvents[$0]?.contains(eventName) == true
        }
        var children: [String] = []
        for route in flow.routes {
            if case .start(let child)? = route.operation, !children.contains(child.value),
                analysis.handedUpEvents[child.value]?.contains(eventName) == true
            {
                children.append(child.value)
            }
        }
        let names = screens + children.map { "the \($0) flow" }
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
    }

    private func summary(of operation: RouteSpec.Operation?, handled: Bool, isRoot: Bool) -> String {
        switch operation {
        case .push(let screen)?: "Pushes \(screen.value)."
        case .present(let screen)?: "Presents \(screen.value)."
        case .replace(let screen)?: "Makes \(screen.value) the only screen."
        case .start(let child)?: "Starts the \(child.value) flow in place of a running child flow."
        case .pop?: "Goes back from the top pushed screen."
        case .dismiss?: "Closes the presented screen."
        case .finish?: "Hands the event to the flow that started this one, then finishes: its screens leave with it."
        case nil where isRoot:
            handled
                ? "Not routed here: the screens that handle it are told; the root flow hands nothing on."
                : "Not routed here, and the root flow hands nothing on: nothing more happens."
        case nil:
            handled
                ? "Not routed here: the screens that handle it are told, and it goes on to the flow that started this one only when none of them is shown."
                : "Not routed here: it goes on to the flow that started this one."
        }
    }

    private func testSuffix(of operation: RouteSpec.Operation?) -> String {
        switch operation {
        case .push(let screen)?: "Pushes\(screen.value)"
        case .present(let screen)?: "Presents\(screen.value)"
        case .replace(let screen)?: "Replaces\(screen.value)"
        case .start(let child)?: "Starts\(child.value)"
        case .pop?: "Pops"
        case .dismiss?: "Dismisses"
        case .finish?: "Finishes"
        case nil: "GoesOn"
        }
    }

    /// The screens `flow` shows, and the children embedded in them, that handle `eventName`.
    func handlers(of eventName: String, in flow: FlowSpec) -> [HandlerContext] {
        (analysis.shownScreens[flow.name.value] ?? []).flatMap { shown in
            ([(path: [String](), screen: shown)] + childPaths(of: shown)).filter { entry in
                index.screens[entry.screen]?.handles.contains { $0.value == eventName } == true
            }.map { entry in
                HandlerContext(
                    screenName: shown, caseName: GeneratedName.screenCase(shown),
                    viewModelName: GeneratedName.viewModel(forScreen: shown),
                    childPath: entry.path)
            }
        }
    }

    /// The children embedded in a screen, and theirs, with the properties that reach each (the
    /// validator caps embedding in depth and breadth).
    private func childPaths(of screenName: String) -> [(path: [String], screen: String)] {
        var result: [(path: [String], screen: String)] = []
        var pending: [(path: [String], screen: String)] = [([], screenName)]
        var visited: Set<String> = [screenName]
        while !pending.isEmpty {
            let (path, name) = pending.removeFirst()
            for child in index.screens[name]?.children ?? [] where visited.insert(child.value).inserted {
                let entry = (
                    path: path + [GeneratedName.viewModelProperty(forScreen: child.value)], screen: child.value
                )
                result.append(entry)
                pending.append(entry)
            }
        }
        return result
    }

    /// A screen shown by `flow`, its params taken by name from `payload`, else the flow's params.
    func shownScreen(_ screenName: String, in flow: FlowSpec, payload: [MemberSpec]) -> ShownScreenContext {
        let screen = index.screens[screenName]
        let payloadNames = Set(payload.map(\.name.value))
        let flowParams = Set(flow.params.map(\.name.value))
        let params = (screen?.params ?? []).map {
            (label: $0.name.value, value: value(for: $0, available: payloadNames.union(flowParams)))
        }
        // A scope fills its flow's params itself, unless the payload supplies one in their place.
        let usesScope =
            !flow.params.isEmpty
            && !(screen?.params ?? []).contains {
                payloadNames.contains($0.name.value) && flowParams.contains($0.name.value)
            }
        var makeArguments = params.filter { !usesScope || !flowParams.contains($0.label) }
        let reported = analysis.reportedEvents[screenName] ?? []
        if usesResponders, !reported.isEmpty { makeArguments.append((label: "responder", value: "self")) }
        return ShownScreenContext(
            screenName: screenName, caseName: GeneratedName.screenCase(screenName),
            viewModelName: GeneratedName.viewModel(forScreen: screenName),
            makeName: GeneratedName.makeViewModel(forScreen: screenName),
            factory: flow.params.isEmpty || usesScope ? "container" : "container.module", params: arguments(params),
            hasParams: !params.isEmpty, makeArguments: arguments(makeArguments),
            closureOutputs: usesResponders ? [] : reported.compactMap { index.events[$0] }.map { event($0) })
    }

    private func startedFlow(
        _ flowName: String, from parent: FlowSpec, available: Set<String>, typeName: (String) -> String
    ) -> StartedFlowContext {
        let child = index.flows[flowName]
        // The root hands nothing on, even where another flow starts it.
        let isRoot = spec.flows.first?.name.value == flowName
        let handedUp =
            isRoot ? [] : (analysis.handedUpEvents[flowName] ?? []).compactMap { index.events[$0] }.map { event($0) }
        return StartedFlowContext(
            flowName: flowName, typeName: typeName(flowName), caseName: GeneratedName.screenCase(flowName),
            makeName: "make" + typeName(flowName), factory: parent.params.isEmpty ? "container" : "container.module",
            arguments: arguments(
                (child?.params ?? []).map { (label: $0.name.value, value: value(for: $0, available: available)) }),
            handedUpEvents: handedUp, handsEventsUp: !handedUp.isEmpty)
    }
}
