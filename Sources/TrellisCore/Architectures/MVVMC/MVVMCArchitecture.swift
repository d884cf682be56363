/// MVVM with coordinators: per flow a coordinator driving a `Navigator`, so it runs and is tested
/// without UIKit; with closure outputs, flow controllers that view models report to through
/// closures.
struct MVVMCArchitecture: ArchitectureGenerator {
    let name = "mvvm-c"
    let summary = "MVVM with coordinators: each flow is a coordinator that drives a Navigator"
    let templateFolder = "mvvm-c"
    let userFileSuffix = "+Actions"
    let generatesTabBars = true

    func declaredTypes(for spec: ModuleSpec) -> TypeDeclarations {
        TypeDeclarations(
            module: { module in
                [Namer.container(forModule: module), Namer.screenEnum(forModule: module)]
                    + [
                        "Coordinator", "Navigator", "FlowNavigation", "FlowScreen", "NavigationState", "NavigationStep",
                        "ChildPresentation", "ModalStyle", "NavigationStateTests", "ModalStyleTests", "NavigationAlert",
                        "NavigationAlertTests", "TabBarShown", "TabItem",
                    ]
                    + ObservableNames.testTypes + Namer.recordingNavigatorTypes + Namer.walkTypes
                    + Namer.coordinatorWalkTypes
                    + ObservableNames.outsideEventTypes(forModule: module) + ViewNames.ofModule(module)
            },
            screen: { [Namer.viewModel(forScreen: $0.name.value)] + ViewNames.ofScreen($0.name.value) },
            flow: { flow in
                [Namer.coordinator(forFlow: flow.name.value)]
                    + (flow.params.isEmpty ? [] : [Namer.scope(forFlow: flow.name.value)])
            },
            repository: { [Namer.stub(forRepository: $0.name.value)] + ViewNames.ofRepository($0.name.value) },
            event: ObservableNames.responderTypes(usesResponders: spec.outputs?.value != .closures),
            nested: ObservableNames.nestedTypes)
    }

    var memberNameChecks: [MemberNameCheck] { [ObservableNames.viewModelMembers, ObservableNames.flowMembers] }

    /// What mvvm-c's templates see: the observable screens, the navigator's screens and the
    /// coordinators.
    struct Context: Encodable, Sendable {
        var observable: ObservableContext
        var navigator: NavigatorContext
        /// The coordinators, the root's first.
        var coordinators: [FlowContext]
        /// The SwiftUI views, when the job writes them.
        var views: ViewLayerContext?
    }

    func context(_ builder: ContextBuilder) -> Context {
        MVVMCTranslator(builder: builder).context()
    }

    func files(for module: ModuleContext, _ context: Context) -> [PlannedFile] {
        var plan = FilePlanBuilder()
        plan.files += CommonFilePlan.files(for: module)
        plan.files += ObservableFilePlan.files(for: module, context.observable, userFileSuffix: userFileSuffix)
        plan.add(own("DependencyContainer.swift"), .sources, Namer.containerFile(forModule: module.name))
        plan.files += ViewFilePlan.screens(
            context.views, defaultViewTemplate: "observable/views/DefaultView.swift",
            previewsTemplate: "observable/views/Previews.swift", module: module.name, underScreens: false)
        let flows = context.coordinators
        guard !flows.isEmpty else { return plan.files }
        plan.add("common/NavigationState.swift", .sources, Namer.coordinatorsFile("NavigationState"))
        plan.add("common/tests/NavigationStateTests.swift", .tests, Namer.supportFile("NavigationStateTests"))
        plan.add(own("Coordinator.swift"), .sources, Namer.coordinatorsFile("Coordinator"))
        plan.add(
            "observable/OutsideEvents.swift", .sources, Namer.coordinatorsFile(context.observable.moduleEventName))
        plan.add(own("Navigator.swift"), .sources, Namer.coordinatorsFile("Navigator"))
        plan.add("navigator/tests/RecordingNavigator.swift", .tests, Namer.supportFile("RecordingNavigator"))
        plan.add("observable/tests/FlowWalk.swift", .tests, Namer.supportFile("FlowWalk"))
        plan.add(own("tests/CoordinatorWalk.swift"), .tests, Namer.supportFile("CoordinatorWalk"))
        plan.files += ViewFilePlan.uiKitNavigation(
            context.views, hasFlows: true, folder: templateFolder, appWalkTestsTemplate: own("tests/AppWalkTests.swift")
        )
        for flow in flows {
            let subject: FileSubject = ("flow", flow)
            plan.add(own("FlowCoordinator.swift"), .sources, Namer.coordinatorsFile(flow.typeName), subject: subject)
            if let scope = flow.scope {
                plan.add(
                    own("FlowDependencyContainer.swift"), .sources, Namer.coordinatorsFile(scope.name),
                    subject: subject)
            }
            plan.add(
                own(flow.isTabFlow == true ? "tests/TabCoordinatorTests.swift" : "tests/CoordinatorTests.swift"),
                .tests,
                Namer.coordinatorsFile(flow.testSuite), subject: subject)
        }
        return plan.files
    }
}
