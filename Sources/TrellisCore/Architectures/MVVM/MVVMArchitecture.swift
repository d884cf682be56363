/// MVVM with model-driven navigation: per flow a flow view model whose navigation is state the
/// view layer observes.
struct MVVMArchitecture: ArchitectureGenerator {
    let name = "mvvm"
    let summary = "MVVM with model-driven navigation: each flow is a view model whose navigation the view observes"
    let templateFolder = "mvvm"
    let userFileSuffix = "+Actions"

    func declaredTypes(for spec: ModuleSpec) -> TypeDeclarations {
        TypeDeclarations(
            module: { module in
                [
                    Namer.container(forModule: module), "NavigationState", "NavigationStep", "ChildPresentation",
                    "ModalStyle",
                    "NavigationStateTests", "ModalStyleTests", "NavigationAlert", "NavigationAlertTests", "TabBarShown",
                    "TabItem",
                ]
                    + ObservableNames.testTypes + ObservableNames.outsideEventTypes(forModule: module)
                    + Namer.walkTypes
                    + ViewNames.ofModule(module)
            },
            screen: { [Namer.viewModel(forScreen: $0.name.value)] + ViewNames.ofScreen($0.name.value) },
            flow: { flow in
                [
                    Namer.flowViewModel(forFlow: flow.name.value), Namer.destination(forFlow: flow.name.value),
                    Namer.flowHostView(forFlow: flow.name.value),
                ]
                    + (flow.params.isEmpty ? [] : [Namer.scope(forFlow: flow.name.value)])
            },
            repository: { [Namer.stub(forRepository: $0.name.value)] + ViewNames.ofRepository($0.name.value) },
            event: ObservableNames.responderTypes(usesResponders: spec.outputs?.value != .closures),
            nested: ObservableNames.nestedTypes)
    }

    var memberNameChecks: [MemberNameCheck] {
        [ObservableNames.viewModelMembers, ObservableNames.flowMembersWithViewModelAccessors]
    }

    /// What mvvm's templates see: the observable screens and the flow view models.
    struct Context: Encodable, Sendable {
        var observable: ObservableContext
        /// The flow view models, the root's first.
        var flowViewModels: [FlowViewModelContext]
        /// The SwiftUI views, when the job writes them.
        var views: ViewLayerContext?
    }

    func context(_ builder: ContextBuilder) -> Context {
        MVVMTranslator(builder: builder).context()
    }

    func files(for module: ModuleContext, _ context: Context) -> [PlannedFile] {
        var plan = FilePlanBuilder()
        plan.files += CommonFilePlan.files(for: module)
        plan.files += ObservableFilePlan.files(for: module, context.observable, userFileSuffix: userFileSuffix)
        plan.add(own("DependencyContainer.swift"), .sources, Namer.containerFile(forModule: module.name))
        plan.files += ViewFilePlan.screens(
            context.views, defaultViewTemplate: "observable/views/DefaultView.swift",
            previewsTemplate: "observable/views/Previews.swift", module: module.name, underScreens: false)
        let flows = context.flowViewModels
        guard !flows.isEmpty else { return plan.files }
        plan.add("common/NavigationState.swift", .sources, Namer.flowsFile("NavigationState"))
        plan.add("common/tests/NavigationStateTests.swift", .tests, Namer.supportFile("NavigationStateTests"))
        plan.add(
            "observable/OutsideEvents.swift", .sources, Namer.flowsFile(context.observable.moduleEventName))
        for flow in flows {
            let subject: FileSubject = ("flow", flow)
            plan.add(own("FlowViewModel.swift"), .sources, Namer.flowsFile(flow.flow.typeName), subject: subject)
            if let scope = flow.flow.scope {
                plan.add(own("FlowDependencyContainer.swift"), .sources, Namer.flowsFile(scope.name), subject: subject)
            }
            plan.add(
                own("tests/FlowViewModelTests.swift"), .tests, Namer.flowsFile(flow.flow.testSuite), subject: subject)
        }
        plan.add("observable/tests/FlowWalk.swift", .tests, Namer.supportFile("FlowWalk"))
        plan.files += viewFiles(context)
        return plan.files
    }

    /// The SwiftUI host of each flow, the plain Swift it asks, the root, and the walk through the
    /// app from it.
    private func viewFiles(_ context: Context) -> [PlannedFile] {
        guard let views = context.views, let flowScreenName = views.flowScreenName else { return [] }
        var plan = FilePlanBuilder()
        plan.add(own("views/FlowScreen.swift"), .sources, Namer.flowsFile(flowScreenName))
        for flow in context.flowViewModels {
            let subject: FileSubject = ("flow", flow)
            plan.add(
                own("views/FlowViewModel+ViewLayer.swift"), .sources,
                Namer.flowViewLayerFile(forFlow: flow.flow.typeName),
                subject: subject)
            // The root flow's view shows every flow: its one stack holds the running children's screens.
            if flow.flow.isRoot {
                plan.add(own("views/FlowView.swift"), .sources, Namer.viewsFile(flow.flowViewName), subject: subject)
            }
        }
        plan.add(own("views/Root.swift"), .sources, Namer.viewsFile(views.rootName))
        plan.files += ViewFilePlan.appWalk(testsTemplate: own("tests/AppWalkTests.swift"))
        return plan.files
    }
}
