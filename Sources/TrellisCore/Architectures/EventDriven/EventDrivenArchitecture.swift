/// Static event-driven MVVM: every event, from a screen or from outside, takes one road: the
/// router applies it to the screens' state, the handler hands listeners new immutable view
/// models, and the router navigates.
struct EventDrivenArchitecture: ArchitectureGenerator {
    let name = "event-driven"
    let summary = "static event-driven MVVM: one router takes every event, listeners get immutable view models"
    let templateFolder = "event-driven"
    let userFileSuffix = "+Logic"

    func declaredTypes(for spec: ModuleSpec) -> TypeDeclarations {
        TypeDeclarations(
            module: { module in
                [
                    Namer.container(forModule: module), Namer.screenEnum(forModule: module),
                    Namer.eventEnum(forGroup: module), Namer.routedEvent(forModule: module),
                    Namer.eventRouter(forModule: module), Namer.eventHandler(forModule: module), "Navigator",
                    "NavigationState", "NavigationStep", "ChildPresentation", "ModalStyle", "NavigationStateTests",
                    "ModalStyleTests", "NavigationAlert", "NavigationAlertTests", "TabBarShown", "TabItem",
                    "TestEnvironment",
                    "RepositoryStubError", "RecordingListener", "EventLog", "WalkedRouter", "WalkedRouterFlow",
                ] + Namer.recordingNavigatorTypes + Namer.walkTypes + ViewNames.ofModule(module)
            },
            screen: { screen in
                let name = screen.name.value
                return [
                    Namer.viewModel(forScreen: name), Namer.state(forScreen: name),
                    Namer.viewModelBuilder(forScreen: name),
                    Namer.listening(forScreen: name), Namer.actions(forScreen: name),
                    Namer.emittedEvent(forScreen: name), Namer.display(forScreen: name),
                    Namer.listener(forScreen: name), Namer.host(forScreen: name),
                ] + ViewNames.ofScreen(name)
            },
            repository: { [Namer.stub(forRepository: $0.name.value)] + ViewNames.ofRepository($0.name.value) },
            group: { [Namer.eventEnum(forGroup: $0)] },
            nested: Namer.routerNestedTypes,
            // Inside the router, only the flow enum's cases name models: its flows' params.
            modelsNamedBesideNested: Set(spec.flows.flatMap { $0.params.flatMap(\.type.value.namedTypes) }))
    }

    /// A screen's view model holds its embedded screens' view models, a setter per input entry
    /// and a clearer per optional entry; its state, a method per handled event; its `Actions`,
    /// members of their own.
    var memberNameChecks: [MemberNameCheck] {
        [MemberNameCheck(name: "event-driven screens", run: Self.checkScreenMembers)]
    }

    /// A screen's view model holds its children's view models, a method per handled event, a
    /// setter per input and a clearer per optional entry, beside the spec's members; its actions
    /// type has members of its own.
    private static func checkScreenMembers(of spec: AnalyzedSpec, into diagnostics: inout DiagnosticCollector) {
        for screen in spec.spec.screens {
            let own =
                screen.params.map(\.name) + screen.state.map(\.name) + screen.actions.map(\.name)
                + SpecValidator.dependencyProperties(of: screen)
            let generated =
                SpecValidator.firstOfEachName(screen.children).map {
                    LocatedName(value: Namer.viewModelProperty(forScreen: $0.value), origin: $0.origin)
                }
                + SpecValidator.firstOfEachName(screen.handles)
                + screen.state.filter(\.isInput).map {
                    LocatedName(value: Namer.inputSetter(forState: $0.name.value), origin: $0.name.origin)
                }
                + screen.state.filter { !$0.isInput && $0.type.value.isOptional }.map {
                    LocatedName(value: Namer.clear(forState: $0.name.value), origin: $0.name.origin)
                }
                + screen.actions.filter { $0.emits != nil }.map {
                    LocatedName(value: Namer.willSend(forAction: $0.name.value), origin: $0.name.origin)
                }
                + SpecValidator.firstOfEachName(screen.handles).map {
                    LocatedName(value: Namer.effect(forEvent: $0.value), origin: $0.origin)
                }
                + [LocatedName(value: Namer.displayProperty, origin: screen.name.origin)]
            diagnostics.reportDuplicates(
                in: own + generated, what: "member of screen \(screen.name.quoted)", from: own.count)
            for name in screen.actions.map(\.name) + SpecValidator.dependencyProperties(of: screen)
            where Namer.actionsMembers.contains(name.value) {
                diagnostics.error(
                    "\(name.quoted) clashes with a member of the event-driven \(Namer.actions(forScreen: screen.name.value)) (\(Namer.actionsMembers.sorted().joined(separator: ", "))); choose another name",
                    at: name.origin)
            }
        }
    }

    /// The router routes events: a spec without any cannot be generated this way. One enum of
    /// many events reads badly: events are better sorted into groups.
    func checkFit(of spec: AnalyzedSpec, into diagnostics: inout DiagnosticCollector) {
        if spec.spec.events.isEmpty {
            diagnostics.error(
                "the event-driven architecture needs at least one event: its router routes events, and this spec has none; add events or choose mvvm-c or mvvm",
                at: nil, path: "events")
        }
        if let warning = EventEnumSize.warning(for: spec.spec) {
            diagnostics.warning(warning.message, at: warning.origin)
        }
    }

    /// What event-driven's templates see: the navigator's screen enum and the router's tables.
    struct Context: Encodable, Sendable {
        var navigator: NavigatorContext
        var eventRouting: EventDrivenContext
        /// The SwiftUI views, when the job writes them.
        var views: ViewLayerContext?
    }

    func context(_ builder: ContextBuilder) -> Context {
        EventDrivenTranslator(builder: builder).context()
    }

    func files(for module: ModuleContext, _ context: Context) -> [PlannedFile] {
        let wiring = context.eventRouting
        var plan = FilePlanBuilder()
        plan.files += CommonFilePlan.files(for: module)
        for eventEnum in wiring.eventEnums {
            plan.add(
                own("EventEnum.swift"), .sources, Namer.eventEnumFile(eventEnum.name),
                subject: ("eventEnum", eventEnum))
        }
        for screen in wiring.screens {
            let subject: FileSubject = ("screen", screen)
            plan.add(
                own("State.swift"), .sources, Namer.screenFile(screen.name, screen.stateName), subject: subject)
            plan.add(
                own("ViewModel.swift"), .sources, Namer.screenFile(screen.name, screen.viewModelName),
                subject: subject)
            plan.add(
                own("ViewModelBuilder.swift"), .sources, Namer.screenFile(screen.name, screen.builderName),
                subject: subject)
            if screen.hasUserFile {
                plan.add(
                    own("Logic.swift"), .sources,
                    Namer.logicFile(forScreen: screen.name, suffix: userFileSuffix),
                    owner: .user, subject: subject)
            }
            if screen.hasTests {
                plan.add(
                    own("tests/ScreenTests.swift"), .tests, Namer.screenTestsFile(forScreen: screen.name),
                    subject: subject)
            }
        }
        plan.files += ViewFilePlan.screens(
            context.views, defaultViewTemplate: own("views/DefaultView.swift"),
            previewsTemplate: own("views/Previews.swift"), module: module.name, underScreens: true)
        // A host per screen a navigator shows: an embedded screen shows in its parent's view model.
        for screen in context.views?.shownScreens ?? [] {
            plan.add(
                own("views/Host.swift"), .sources, Namer.screenFile(screen.name, Namer.host(forScreen: screen.name)),
                subject: ("screenView", screen))
        }
        plan.add(own("DependencyContainer.swift"), .sources, Namer.containerFile(forModule: module.name))
        plan.add(own("EventRouter.swift"), .sources, Namer.routerFile(wiring.routerName))
        plan.add(own("EventRouter+Delivery.swift"), .sources, Namer.routerFile(wiring.routerName + "+Delivery"))
        plan.add(own("EventHandler.swift"), .sources, Namer.routerFile(wiring.handlerName))
        plan.add(own("EventRouter+Flows.swift"), .sources, Namer.routerFile(wiring.routerName + "+Flows"))
        plan.add(own("Store.swift"), .sources, Namer.routerFile(wiring.routerName + "+" + wiring.storeName))
        plan.add(own("Navigator.swift"), .sources, Namer.routerFile("Navigator"))
        plan.add("common/NavigationState.swift", .sources, Namer.routerFile("NavigationState"))
        plan.add("common/tests/NavigationStateTests.swift", .tests, Namer.supportFile("NavigationStateTests"))
        plan.add(own("tests/RecordingNavigator.swift"), .tests, Namer.supportFile("RecordingNavigator"))
        plan.add(own("tests/RecordingListener.swift"), .tests, Namer.supportFile("RecordingListener"))
        plan.add(own("tests/EventLog.swift"), .tests, Namer.supportFile("EventLog"))
        plan.files += ViewFilePlan.uiKitNavigation(
            context.views, hasFlows: !wiring.flows.isEmpty, folder: templateFolder,
            appWalkTestsTemplate: own("tests/AppWalkTests.swift"))
        for flow in wiring.flows {
            plan.add(
                own("tests/FlowTests.swift"), .tests, Namer.flowTestsFile(forFlow: flow.name),
                subject: ("flow", flow))
        }
        if !wiring.flows.isEmpty {
            plan.add("common/tests/FlowWalk.swift", .tests, Namer.supportFile("FlowWalk"))
            plan.add(own("tests/RouterWalk.swift"), .tests, Namer.supportFile("RouterWalk"))
        }
        return plan.files
    }
}
