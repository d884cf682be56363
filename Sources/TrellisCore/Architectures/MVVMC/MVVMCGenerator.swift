/// MVVM with coordinators (seed 004; seed 003 with closure outputs): per flow a coordinator
/// driving a `Navigator`, so it runs and is tested without UIKit.
struct MVVMCGenerator: ArchitectureGenerator {
    func flow(_ flow: FlowSpec, isRoot: Bool, builder: ContextBuilder) -> CoordinatorContext {
        builder.coordinator(flow, isRoot: isRoot)
    }

    func files(for module: ModuleContext, flows: [CoordinatorContext]) -> [PlannedFile] {
        var plan = FilePlanBuilder()
        plan.files += SharedFilePlan.viewModelFiles(for: module)
        plan.add("mvvm-c/DependencyContainer.swift", .sources, "\(module.containerName).swift")
        guard !flows.isEmpty else { return plan.files }
        plan.add("shared/NavigationState.swift", .sources, "Coordinators/NavigationState.swift")
        plan.add("mvvm-c/Coordinator.swift", .sources, "Coordinators/Coordinator.swift")
        plan.add("mvvm-c/Navigator.swift", .sources, "Coordinators/Navigator.swift")
        plan.add("mvvm-c/tests/RecordingNavigator.swift", .tests, "Support/RecordingNavigator.swift")
        for flow in flows {
            let subject: FileSubject = ("flow", flow)
            plan.add(
                "mvvm-c/FlowCoordinator.swift", .sources, "Coordinators/\(flow.coordinatorName).swift", subject: subject
            )
            if let scope = flow.scope {
                plan.add(
                    "mvvm-c/FlowDependencyContainer.swift", .sources, "Coordinators/\(scope.name).swift",
                    subject: subject)
            }
            plan.add(
                "mvvm-c/tests/CoordinatorTests.swift", .tests, "Coordinators/\(flow.coordinatorName)Tests.swift",
                subject: subject)
        }
        return plan.files
    }
}
