/// One file to render: its template, its place, and the subject its template is about.
struct PlannedFile {
    var template: String
    var root: GeneratedFile.Root
    var path: String
    var owner: GeneratedFile.Owner
    /// The key templates find the subject under (`screen`), and its position in the module
    /// context's list of that kind (`screens[2]`).
    var subject: (key: String, list: String, index: Int)?
}

/// Which files an architecture produces for a module.
enum FilePlan {
    static func files(for context: ModuleContext, architecture: Architecture) -> [PlannedFile] {
        var files: [PlannedFile] = []
        func add(
            _ template: String, _ root: GeneratedFile.Root, _ path: String, owner: GeneratedFile.Owner = .generated,
            subject: (String, String, Int)? = nil
        ) {
            files.append(PlannedFile(template: template, root: root, path: path, owner: owner, subject: subject))
        }
        for (index, model) in context.models.enumerated() {
            add("shared/Model.swift", .sources, "Models/\(model.name).swift", subject: ("model", "models", index))
        }
        for (index, repository) in context.repositories.enumerated() {
            add(
                "shared/Repository.swift", .sources, "Repositories/\(repository.name).swift",
                subject: ("repository", "repositories", index))
            add(
                "shared/tests/RepositoryStub.swift", .tests, "Support/\(repository.stubName).swift",
                subject: ("repository", "repositories", index))
        }
        if context.usesResponders {
            for (index, event) in context.events.enumerated() {
                add(
                    "shared/Responder.swift", .sources, "Responders/\(event.responderName).swift",
                    subject: ("event", "events", index))
            }
        }
        for (index, screen) in context.screens.enumerated() {
            let subject = ("screen", "screens", index)
            add("shared/ViewModel.swift", .sources, "ViewModels/\(screen.viewModelName).swift", subject: subject)
            if screen.hasUserFile {
                add(
                    "shared/ViewModel+Actions.swift", .sources, "ViewModels/\(screen.viewModelName)+Actions.swift",
                    owner: .user, subject: subject)
            }
            if !screen.emittingActions.isEmpty {
                add(
                    "shared/tests/ViewModelTests.swift", .tests, "ViewModels/\(screen.viewModelName)Tests.swift",
                    subject: subject)
            }
        }
        add("shared/tests/TestSupport.swift", .tests, "Support/TestSupport.swift")
        add("shared/tests/EventRecorder.swift", .tests, "Support/EventRecorder.swift")
        add("\(architecture.rawValue)/DependencyContainer.swift", .sources, "\(context.containerName).swift")
        guard context.hasFlows else { return files }
        switch architecture {
        case .mvvm:
            add("mvvm/NavigationState.swift", .sources, "Flows/NavigationState.swift")
            for (index, flow) in context.flows.enumerated() {
                let subject = ("flow", "flows", index)
                add("mvvm/FlowViewModel.swift", .sources, "Flows/\(flow.mvvm.viewModelName).swift", subject: subject)
                if flow.mvvm.hasScope {
                    add(
                        "mvvm/FlowDependencyContainer.swift", .sources, "Flows/\(flow.mvvm.scopeName).swift",
                        subject: subject)
                }
                add(
                    "mvvm/tests/FlowViewModelTests.swift", .tests, "Flows/\(flow.mvvm.viewModelName)Tests.swift",
                    subject: subject)
            }
        case .mvvmC, .eventDriven:
            add("mvvm-c/Coordinator.swift", .sources, "Coordinators/Coordinator.swift")
            add("mvvm-c/Navigator.swift", .sources, "Coordinators/Navigator.swift")
            add("mvvm-c/tests/RecordingNavigator.swift", .tests, "Support/RecordingNavigator.swift")
            for (index, flow) in context.flows.enumerated() {
                let subject = ("flow", "flows", index)
                add(
                    "mvvm-c/FlowCoordinator.swift", .sources, "Coordinators/\(flow.coordinatorName).swift",
                    subject: subject)
                add(
                    "mvvm-c/tests/CoordinatorTests.swift", .tests, "Coordinators/\(flow.coordinatorName)Tests.swift",
                    subject: subject)
            }
        }
        return files
    }
}
