/// What a file's template is about: the key templates find it under (`screen`), and the
/// part of the module's context it is, encoded only as the template reads it. Made once per
/// subject, so that the files about it share one copy.
typealias FileSubject = (key: String, value: any Encodable & Sendable)

/// One file to render: its template, its place, and the subject its template is about.
struct PlannedFile {
    var template: String
    var root: GeneratedFile.Root
    var path: String
    var owner: GeneratedFile.Owner
    var subject: FileSubject?
}

/// Collects the files of a plan in order.
struct FilePlanBuilder {
    var files: [PlannedFile] = []

    mutating func add(
        _ template: String, _ root: GeneratedFile.Root, _ path: String, owner: GeneratedFile.Owner = .generated,
        subject: FileSubject? = nil
    ) {
        files.append(PlannedFile(template: template, root: root, path: path, owner: owner, subject: subject))
    }
}

/// The files every architecture writes: models, repositories and their stubs, and the tests'
/// support; and the class view models that `mvvm` and `mvvm-c` share.
enum SharedFilePlan {
    static func files(for context: ModuleContext) -> [PlannedFile] {
        var plan = FilePlanBuilder()
        for model in context.models {
            plan.add("shared/Model.swift", .sources, "Models/\(model.name).swift", subject: ("model", model))
        }
        for repository in context.repositories {
            let subject: FileSubject = ("repository", repository)
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
            for event in context.events {
                plan.add(
                    "shared/Responder.swift", .sources, "Responders/\(event.responderName).swift",
                    subject: ("event", event))
            }
        }
        for screen in context.screens {
            let subject: FileSubject = ("screen", screen)
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
