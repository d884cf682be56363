/// What a file's template is about: the key templates find it under (`screen`), and the
/// part of the module's context it is, encoded only as the template reads it. Made once per
/// subject, so that the files about it share one copy.
typealias FileSubject = (key: String, value: any Encodable & Sendable)

/// One file to render: its template, its place, and the subject its template is about.
struct PlannedFile: Sendable {
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
/// support.
enum CommonFilePlan {
    static func files(for module: ModuleContext) -> [PlannedFile] {
        var plan = FilePlanBuilder()
        for model in module.models {
            plan.add("common/Model.swift", .sources, Namer.modelFile(model.name), subject: ("model", model))
        }
        for repository in module.repositories {
            let subject: FileSubject = ("repository", repository)
            plan.add("common/Repository.swift", .sources, Namer.repositoryFile(repository.name), subject: subject)
            plan.add("common/tests/RepositoryStub.swift", .tests, Namer.stubFile(repository.name), subject: subject)
        }
        plan.add("common/tests/TestSupport.swift", .tests, Namer.testSupportFile)
        return plan.files
    }
}
