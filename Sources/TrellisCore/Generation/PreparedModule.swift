import Mustache

/// A module whose files are planned and whose context is built, rendered a file at a time.
/// Rendering is pure and independent per file, so callers may render on every core.
public struct PreparedModule: Sendable {
    /// Warnings about the spec and the templates, or the errors that leave no files.
    public let diagnostics: [Diagnostic]
    /// What renders and plans the files (`GenerationOptions.workers`).
    let workers: any Workers
    /// The spec's entries given new names (`renamedFrom`): their files move, and the names in them.
    public let renames: EntryRenames
    /// The files to render, each with its template.
    let plan: [PlannedFile]
    private let context: ModuleContext?
    let library: TemplateLibrary

    init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
        self.workers = SerialWorkers()
        self.renames = EntryRenames()
        self.plan = []
        self.context = nil
        self.library = TemplateLibrary()
    }

    init(
        diagnostics: [Diagnostic], workers: any Workers, renames: EntryRenames, plan: [PlannedFile],
        context: ModuleContext, library: TemplateLibrary
    ) {
        self.diagnostics = diagnostics
        self.workers = workers
        self.renames = renames
        self.plan = plan
        self.context = context
        self.library = library
    }

    /// Where each file goes and who owns it, in the plan's order.
    public var files: [GeneratedFile.Place] {
        plan.map { GeneratedFile.Place(root: $0.root, path: $0.path, owner: $0.owner) }
    }

    /// The file at `index` of `files`, rendered with the module's context (and its subject, if
    /// it has one) and laid out, or the diagnostic that stopped it.
    func render(_ index: Int) -> RenderedFile {
        let planned = plan[index]
        guard let context, let template = library.template(named: planned.template) else {
            return .failure(
                Diagnostic(
                    severity: .error, file: planned.template, location: nil, path: nil,
                    message: "template \"\(planned.template).mustache\" is missing"))
        }
        // The file's own root, so that nothing one file converts outlives it: each reads the
        // context lazily, only the part it uses, and only while it renders.
        let root = MustacheValue(lazilyEncoding: context)
        do {
            let rendered =
                if let subject = planned.subject {
                    try template.render(
                        over: [root], .object([subject.key: MustacheValue(lazilyEncoding: subject.value)]),
                        partials: library, escaping: .none)
                } else {
                    try template.render(root, partials: library, escaping: .none)
                }
            let contents = planned.path.hasSuffix(".swift") ? SwiftLineWrapper.wrap(rendered) : rendered
            return .file(
                GeneratedFile(root: planned.root, path: planned.path, owner: planned.owner, contents: contents))
        } catch {
            return .failure(Diagnostic(error))
        }
    }
}
