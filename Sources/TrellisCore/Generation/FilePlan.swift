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

/// Collects the files of a plan in order.
struct FilePlanBuilder {
    var files: [PlannedFile] = []

    mutating func add(
        _ template: String, _ root: GeneratedFile.Root, _ path: String, owner: GeneratedFile.Owner = .generated,
        subject: (String, String, Int)? = nil
    ) {
        files.append(PlannedFile(template: template, root: root, path: path, owner: owner, subject: subject))
    }
}

/// The files every architecture writes: models, repositories and their stubs, and the tests'
/// support; and the class view models that `mvvm` and `mvvm-c` share.
enum SharedFilePlan {
    static func files(for context: ModuleContext) -> [PlannedFile] {
        var plan = FilePlanBuilder()
        for (index, model) in context.models.enumerated() {
            plan.add("shared/Model.swift", .sources, "Models/\(model.name).swift", subject: ("model", "models", index))
        }
        for (index, repository) in context.repositories.enumerated() {
            let subject = ("repository", "repositories", index)
            plan.add("shared/Repository.swift", .sources, "Repositories/\(repository.name).swift", subject: subject)
            plan.add(
                "shared/tests/RepositoryStub.swift", .tests, "Support/\(repository.stubName).swift", subject: subject)
        }
        plan.add("shared/tests/TestSupport.swift", .tests, "Support/TestSupport.swift")
        return plan.files
    }

    /// Responders, `@Observable` view models with their user files and tests, and the tests'
    /// event recorder.
    static func viewModelFiles(for context: ModuleContext) -> [PlannedFile] {
        var plan = FilePlanBuilder()
        if context.usesResponders {
            for (index, event) in context.events.enumerated() {
                plan.add(
                    "shared/Responder.swift", .sources, "Responders/\(event.responderName).swift",
                    subject: ("event", "events", index))
            }
        }
        for (index, screen) in context.screens.enumerated() {
            let subject = ("screen", "screens", index)
            plan.add("shared/ViewModel.swift", .sources, "ViewModels/\(screen.viewModelName).swift", subject: subject)
            if screen.hasUserFile {
                plan.add(
                    "shared/ViewModel+Actions.swift", .sources, "ViewModels/\(screen.viewModelName)+Actions.swift",
                    owner: .user, subject: subject)
            }
            if !screen.emittingActions.isEmpty {
                plan.add(
                    "shared/tests/ViewModelTests.swift", .tests, "ViewModels/\(screen.viewModelName)Tests.swift",
                    subject: subject)
            }
        }
        plan.add("shared/tests/EventRecorder.swift", .tests, "Support/EventRecorder.swift")
        return plan.files
    }
}
