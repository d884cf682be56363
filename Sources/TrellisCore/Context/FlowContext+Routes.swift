extension ContextBuilder {
    /// What a flow does with one event that reaches it.
    func incoming(_ eventName: String, in flow: FlowSpec) -> IncomingEventContext? {
        guard let eventSpec = index.events[eventName] else { return nil }
        let eventContext = event(eventSpec)
        let route = flow.routes.first { $0.on.value == eventName }
        let live = analysis.liveScreens[flow.name.value] ?? []
        let handlers = live.filter { screen in
            index.screens[screen]?.handles.contains { $0.value == eventName } == true
        }.map { SwiftName.lowerFirst($0) + "ViewModel" }
        var context = IncomingEventContext(
            event: eventContext, handlers: handlers, isPush: false, isPresent: false, isReplace: false, isStart: false,
            isPop: false, isDismiss: false, isFinish: false, handsUp: route == nil, isRouted: route != nil, show: nil,
            child: nil, expectedStep: nil, samplePayload: eventContext.params.map { "let \($0.name) = \($0.sample)" },
            testPrelude: [], testChecks: [], testName: "", viewValue: nil, childMakeCall: nil, childCaseName: nil,
            mvvmTestPrelude: [], mvvmTestChecks: [])
        let payloadNames = Set(eventSpec.params.map(\.name.value))
        // What a route can fill params from: the event's payload, else the flow's params.
        let available = payloadNames.union(flow.params.map(\.name.value))
        let flowParamNames = Set(flow.params.map(\.name.value))
        /// What a destination's param is expected to be in the test, where `owner` is the flow under test.
        func expected(_ param: MemberSpec, owner: String) -> String {
            let name = SwiftName.identifier(param.name.value)
            if payloadNames.contains(param.name.value) { return name }
            if flowParamNames.contains(param.name.value) { return "\(owner).\(name)" }
            return value(for: param, available: [])
        }
        switch route?.operation {
        case .push(let screen)?, .present(let screen)?, .replace(let screen)?:
            context.isPush = route?.operation?.keyword == "push"
            context.isPresent = route?.operation?.keyword == "present"
            context.isReplace = route?.operation?.keyword == "replace"
            context.show = show(screen.value, in: flow, available: available)
            context.expectedStep = "\(route?.operation?.keyword ?? "") \(screen.value)"
            let checks = (index.screens[screen.value]?.params ?? []).map {
                "#expect(viewModel.\(SwiftName.identifier($0.name.value)) == \(expected($0, owner: "coordinator")))"
            }
            context.testChecks = ["#expect(navigator.descriptions.last == \"\(context.expectedStep ?? "")\")"]
            if !checks.isEmpty {
                let caseName = SwiftName.lowerFirst(screen.value)
                context.testChecks +=
                    [
                        "guard case .\(caseName)(let viewModel)? = navigator.steps.last?.screen else {",
                        "    Issue.record(\"\(screen.value) is not shown\")", "    return", "}",
                    ] + checks
            }
            let verb = context.isPush ? "Pushes" : context.isPresent ? "Presents" : "Replaces"
            context.testName = "\(eventName)\(verb)\(screen.value)"
        case .start(let child)?:
            context.isStart = true
            context.child = startFlow(child.value, from: flow, available: available)
            context.expectedStep = context.child?.startStep
            let checks = (index.flows[child.value]?.params ?? []).map {
                "#expect(child.\(SwiftName.identifier($0.name.value)) == \(expected($0, owner: "coordinator")))"
            }
            context.testChecks = ["#expect(navigator.descriptions.last == \"\(context.expectedStep ?? "")\")"]
            context.testChecks +=
                checks.isEmpty
                ? ["#expect(coordinator.children.last is \(child.value)Coordinator)"]
                : ["let child = try #require(coordinator.children.last as? \(child.value)Coordinator)"] + checks
            context.testName = "\(eventName)Starts\(child.value)"
        case .pop?:
            context.isPop = true
            context.expectedStep = "pop"
            context.testChecks = ["#expect(navigator.descriptions.last == \"pop\")"]
            context.testName = "\(eventName)Pops"
        case .dismiss?:
            context.isDismiss = true
            context.expectedStep = "dismiss"
            context.testChecks = ["#expect(navigator.descriptions.last == \"dismiss\")"]
            context.testName = "\(eventName)Dismisses"
        case .finish?:
            context.isFinish = true
            context.handsUp = true
            context.testName = "\(eventName)FinishesAndHandsTheEventUp"
            context.testPrelude = ["var finished = false", "coordinator.onFinish = { finished = true }"]
            context.testChecks = ["#expect(finished)", "#expect(recorder.events == [\(eventContext.recordedValue)])"]
        case nil:
            context.testName = "\(eventName)IsHandedUp"
            context.testChecks = ["#expect(recorder.events == [\(eventContext.recordedValue)])"]
        }
        addModelDrivenNavigation(to: &context, route: route?.operation, in: flow, available: available) {
            expected($0, owner: "flow")
        }
        return context
    }

    private func startFlow(_ flowName: String, from parent: FlowSpec, available: Set<String>) -> StartFlowContext {
        let child = index.flows[flowName]
        var arguments = (child?.params ?? []).map { argument(for: $0, available: available) }
        arguments.append("navigator: navigator")
        var setup: [String] = []
        let handedUp = analysis.handedUpEvents[flowName] ?? []
        if usesResponders {
            if !handedUp.isEmpty { setup.append("child.parent = self") }
        } else {
            for eventSpec in handedUp.compactMap({ index.events[$0] }) {
                let context = event(eventSpec)
                let parameters = context.closureParameters.isEmpty ? " in" : " \(context.closureParameters) in"
                setup.append("child.\(context.closureProperty) = { [weak self]\(parameters) self?.\(context.call) }")
            }
        }
        return StartFlowContext(
            coordinatorName: flowName + "Coordinator",
            makeCall: "container.make\(flowName)Coordinator(\(arguments.joined(separator: ", ")))", setup: setup,
            startStep: "replace \(child?.start?.value ?? "")")
    }
}
