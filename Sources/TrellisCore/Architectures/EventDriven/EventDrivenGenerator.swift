/// Static event-driven MVVM (seed 001): every event, from a screen or from outside, takes one
/// road: the router applies it to the screens' state, the handler hands listeners new immutable
/// view models, and the router navigates.
struct EventDrivenGenerator: ArchitectureGenerator {
    func flow(_ flow: FlowSpec, isRoot: Bool, builder: ContextBuilder) -> EventDrivenFlowContext {
        builder.eventDrivenFlow(flow, isRoot: isRoot)
    }

    func wiring(builder: ContextBuilder, flows: [EventDrivenFlowContext]) -> (any Encodable & Sendable)? {
        builder.eventDrivenWiring(flows: flows)
    }

    func files(for module: ModuleContext, flows: [EventDrivenFlowContext]) -> [PlannedFile] {
        guard let wiring = module.wiring?.value as? EventDrivenContext else { return [] }
        var plan = FilePlanBuilder()
        for eventEnum in wiring.eventEnums {
            plan.add(
                "event-driven/EventEnum.swift", .sources, "Events/\(eventEnum.name).swift",
                subject: ("eventEnum", eventEnum))
        }
        for screen in wiring.screens {
            let subject: FileSubject = ("screen", screen)
            let folder = "Screens/\(screen.name)/"
            plan.add("event-driven/State.swift", .sources, folder + "\(screen.stateName).swift", subject: subject)
            plan.add(
                "event-driven/ViewModel.swift", .sources, folder + "\(screen.viewModelName).swift", subject: subject)
            plan.add(
                "event-driven/ViewModelBuilder.swift", .sources, folder + "\(screen.builderName).swift",
                subject: subject)
            if screen.hasUserFile {
                plan.add(
                    "event-driven/Logic.swift", .sources, folder + "\(screen.name)+Logic.swift", owner: .user,
                    subject: subject)
            }
            if screen.hasTests {
                plan.add(
                    "event-driven/tests/ScreenTests.swift", .tests, "Screens/\(screen.name)Tests.swift",
                    subject: subject)
            }
        }
        plan.add("event-driven/DependencyContainer.swift", .sources, "\(module.containerName).swift")
        plan.add("event-driven/EventRouter.swift", .sources, "Router/\(wiring.routerName).swift")
        plan.add("event-driven/EventRouter+Delivery.swift", .sources, "Router/\(wiring.routerName)+Delivery.swift")
        plan.add("event-driven/EventHandler.swift", .sources, "Router/\(wiring.handlerName).swift")
        plan.add("event-driven/Store.swift", .sources, "Router/\(wiring.storeName).swift")
        plan.add("event-driven/Navigator.swift", .sources, "Router/Navigator.swift")
        plan.add("shared/NavigationState.swift", .sources, "Router/NavigationState.swift")
        plan.add("event-driven/tests/RecordingNavigator.swift", .tests, "Support/RecordingNavigator.swift")
        plan.add("event-driven/tests/RecordingListener.swift", .tests, "Support/RecordingListener.swift")
        plan.add("event-driven/tests/EventLog.swift", .tests, "Support/EventLog.swift")
        for flow in flows {
            plan.add(
                "event-driven/tests/FlowTests.swift", .tests, "Flows/\(flow.name)FlowTests.swift",
                subject: ("flow", flow))
        }
        return plan.files
    }
}
