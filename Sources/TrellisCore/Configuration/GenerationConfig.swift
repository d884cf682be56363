/// A `trellis.json`: the generation jobs `trellis generate` runs when given no spec.
///
/// ```json
/// { "jobs": [{ "spec": "Koober.json", "output": "Sources/Koober", "tests": "Tests/KooberTests",
///              "architecture": "mvvm-c", "module": "Koober", "templates": "Templates",
///              "views": "swiftui", "runtime": "embedded" }] }
/// ```
/// Paths are relative to the folder that holds the file.
public struct GenerationConfig: Sendable, Equatable {
    /// One `trellis generate` run.
    public struct Job: Sendable, Equatable {
        /// The spec file.
        public var spec: String
        /// Where the module's sources go.
        public var output: String
        /// Where the generated tests go; nil writes no tests.
        public var tests: String?
        /// Overrides the spec's architecture.
        public var architecture: Architecture?
        /// The Swift module the sources are compiled in, if not the spec's `module`.
        public var module: String?
        /// A folder of templates that replace built-in ones.
        public var templates: String?
        /// The view layer; nil writes none (see `ViewLayer.none`).
        public var views: ViewLayer?
        /// Where the navigation runtime comes from; nil copies it in (`RuntimeSource.embedded`).
        public var runtime: RuntimeSource?

        /// Creates a job.
        public init(
            spec: String, output: String, tests: String? = nil, architecture: Architecture? = nil,
            module: String? = nil, templates: String? = nil, views: ViewLayer? = nil, runtime: RuntimeSource? = nil
        ) {
            self.spec = spec
            self.output = output
            self.tests = tests
            self.architecture = architecture
            self.module = module
            self.templates = templates
            self.views = views
            self.runtime = runtime
        }
    }

    /// The jobs, in the order written.
    public var jobs: [Job]

    static let jobKeys = ["spec", "output", "tests", "architecture", "module", "templates", "views", "runtime"]

    /// Reads a `trellis.json`; every problem is a diagnostic with its position.
    public static func load(contents: [UInt8], fileName: String) -> (GenerationConfig?, [Diagnostic]) {
        var diagnostics = DiagnosticCollector(file: fileName)
        guard let root = JSONParser.parse(contents, reportingTo: &diagnostics) else {
            return (nil, diagnostics.diagnostics)
        }
        var decoder = SpecDecoder(diagnostics: diagnostics)
        var jobs: [Job] = []
        if let object = ObjectReader(
            root, path: "", kind: "a Trellis configuration (an object)", allowedKeys: ["$schema", "jobs"],
            diagnostics: &decoder.diagnostics)
        {
            if !object.has("jobs") {
                object.reportMissing("jobs", in: "a Trellis configuration", diagnostics: &decoder.diagnostics)
            }
            jobs = decoder.elements(object, "jobs") { decoder, value, path in decoder.job(value, path: path) }
        }
        let all = decoder.diagnostics.diagnostics.sortedByLocation()
        return (all.containsErrors ? nil : GenerationConfig(jobs: jobs), all)
    }
}

extension SpecDecoder {
    mutating func job(_ value: JSONValue, path: String) -> GenerationConfig.Job? {
        guard
            let object = ObjectReader(
                value, path: path, kind: "a job (an object)", allowedKeys: GenerationConfig.jobKeys,
                diagnostics: &diagnostics)
        else { return nil }
        func text(_ key: String) -> String? { object[key].flatMap { string($0, path: object.path(key))?.value } }
        let architecture: Located<Architecture>? = object["architecture"].flatMap {
            choice($0, path: object.path("architecture"), what: "architecture")
        }
        let views: Located<ViewLayer>? = object["views"].flatMap {
            choice($0, path: object.path("views"), what: "view layer")
        }
        let runtime: Located<RuntimeSource>? = object["runtime"].flatMap {
            choice($0, path: object.path("runtime"), what: "runtime source")
        }
        let spec = text("spec")
        let output = text("output")
        if spec == nil, !object.has("spec") { object.reportMissing("spec", in: "a job", diagnostics: &diagnostics) }
        if output == nil, !object.has("output") {
            object.reportMissing("output", in: "a job", diagnostics: &diagnostics)
        }
        guard let spec, let output else { return nil }
        return GenerationConfig.Job(
            spec: spec, output: output, tests: text("tests"), architecture: architecture?.value, module: text("module"),
            templates: text("templates"), views: views?.value, runtime: runtime?.value)
    }
}
