/// Everything that differs from one architecture to another, in one type per architecture: its
/// name, its templates, its user files, the names its code declares, what makes a spec fit it,
/// its context and its files. `Architecture.registry` lists them; nothing else in the generator
/// knows which architectures there are. Each is a folder of Swift here and a folder of templates
/// in `Templates/` (see the DocC article "Adding an architecture").
protocol ArchitectureGenerator: Sendable {
    /// What its templates see beside the module's context, under keys of its own.
    associatedtype Context: Encodable & Sendable

    /// The name specs, jobs and the command line use: `mvvm-c`.
    var name: String { get }
    /// One line for help and the JSON Schema: what the architecture is.
    var summary: String { get }
    /// Its own templates' folder in `Templates/`. Its files may also use the folders it shares
    /// with others (`common`, and those named for the architectures that use them).
    var templateFolder: String { get }
    /// The suffix of the files the user owns: `+Actions`.
    var userFileSuffix: String { get }

    /// The types its sources and tests declare for `spec`, which the spec's names must not take.
    func declaredTypes(for spec: ModuleSpec) -> TypeDeclarations
    /// The checks of the names its generated types hold beside the spec's (a method per event, a
    /// property per embedded screen, …): each clash is an error.
    var memberNameChecks: [MemberNameCheck] { get }
    /// Checks what else this architecture needs of a spec (errors) and advises on what fits it
    /// poorly (warnings); names are checked apart.
    func checkFit(of spec: AnalyzedSpec, into diagnostics: inout DiagnosticCollector)
    /// Whether it generates tab flows (`"tabs"`, `"select"`); `validate` refuses them elsewhere.
    var generatesTabBars: Bool { get }

    /// Its context, built from the spec.
    func context(_ builder: ContextBuilder) -> Context
    /// Its files, in a stable order: the files every architecture writes come from
    /// `CommonFilePlan`, which each calls.
    func files(for module: ModuleContext, _ context: Context) -> [PlannedFile]
}

extension ArchitectureGenerator {
    func checkFit(of spec: AnalyzedSpec, into diagnostics: inout DiagnosticCollector) {}

    var generatesTabBars: Bool { false }

    /// The template at `path` in the architecture's own folder: `own("Coordinator.swift")` is
    /// `mvvm-c/Coordinator.swift`. Its templates name their own partials `own/…` alike.
    func own(_ path: String) -> String { templateFolder + "/" + path }
}

/// A check of the members generated types hold beside the spec's names. Architectures that
/// generate the same types share a check, and a spec reviewed for every architecture runs it
/// once, whichever architectures use it.
struct MemberNameCheck: Sendable {
    /// Tells checks apart: two checks of one name are one check.
    let name: String
    let run: @Sendable (AnalyzedSpec, inout DiagnosticCollector) -> Void
}

/// The names of the types an architecture declares: those it declares whatever the spec says and
/// for the module, and those each entry of the spec gives it. Each list is claimed right after
/// its entry, so that a clash is reported at the entry declared second.
struct TypeDeclarations: Sendable {
    /// For the module named so: `KooberDependencyContainer`, `Navigator`, ….
    var module: @Sendable (_ module: String) -> [String]
    var screen: @Sendable (ScreenSpec) -> [String] = { _ in [] }
    var flow: @Sendable (FlowSpec) -> [String] = { _ in [] }
    var repository: @Sendable (RepositorySpec) -> [String] = { _ in [] }
    var event: @Sendable (SignatureSpec) -> [String] = { _ in [] }
    /// For each event group (event-driven): `ChatEvent`.
    var group: @Sendable (String) -> [String] = { _ in [] }
    /// Types the generated code nests in its own types, where a model of the same name would be
    /// hidden from the code around it: `Responder`, `Child`.
    var nested: Set<String> = []
    /// The models the code around those nested types names; nil when it may name any.
    var modelsNamedBesideNested: Set<String>? = nil
}
