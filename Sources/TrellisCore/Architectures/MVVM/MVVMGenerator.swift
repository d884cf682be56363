/// MVVM with model-driven navigation (seed 000): per flow a flow view model whose navigation is
/// state the view layer observes.
struct MVVMGenerator: ArchitectureGenerator {
    func flow(_ flow: FlowSpec, isRoot: Bool, builder: ContextBuilder) -> FlowViewModelContext {
        builder.flowViewModel(flow, isRoot: isRoot)
    }

    func files(for module: ModuleContext, flows: [FlowViewModelContext]) -> [PlannedFile] {
        var plan = FilePlanBuilder()
        plan.files += SharedFilePlan.viewModelFiles(for: module)
        plan.add("mvvm/DependencyContainer.swift", .sources, "\(module.containerName).swift")
        guard !flows.isEmpty else { return plan.files }
        plan.add("shared/NavigationState.swift", .sources, "Flows/NavigationState.swift")
        for flow in flows {
            let subject: FileSubject = ("flow", flow)
            plan.add("mvvm/FlowViewModel.swift", .sources, "Flows/\(flow.viewModelName).swift", subject: subject)
            if let scope = flow.flow.scope {
                plan.add("mvvm/FlowDependencyContainer.swift", .sources, "Flows/\(scope.name).swift", subject: subject)
            }
            plan.add(
                "mvvm/tests/FlowViewModelTests.swift", .tests, "Flows/\(flow.viewModelName)Tests.swift",
                subject: subject)
        }
        return plan.files
    }
}
