/// A file the generator produces, in memory: where it goes, who owns it, what it holds.
public struct GeneratedFile: Sendable, Equatable {
    /// Which output folder the path is relative to.
    public enum Root: String, Sendable, Codable {
        /// The module's sources (`--output`).
        case sources
        /// The generated tests (`--tests`).
        case tests
    }

    /// Who may change the file.
    public enum Owner: String, Sendable, Codable {
        /// Trellis: the file is replaced on every run.
        case generated
        /// The user: created once with stubs, then the user's.
        case user
    }

    public var root: Root
    /// The path inside the root, with `/` separators: `ViewModels/SignInViewModel.swift`.
    public var path: String
    public var owner: Owner
    public var contents: String

    public init(root: Root, path: String, owner: Owner, contents: String) {
        self.root = root
        self.path = path
        self.owner = owner
        self.contents = contents
    }

    /// Where the file goes.
    public var location: Manifest.Location { Manifest.Location(root: root, path: path) }

    /// Where a file goes and who owns it, before it is rendered.
    public struct Place: Sendable, Equatable {
        public var root: Root
        public var path: String
        public var owner: Owner

        /// Where the file goes.
        public var location: Manifest.Location { Manifest.Location(root: root, path: path) }
    }
}

/// What rendering one file gave.
public enum RenderedFile: Sendable {
    case file(GeneratedFile)
    case failure(Diagnostic)
}

/// What a generation gave: the files, or the diagnostics that stopped it.
public struct GenerationResult: Sendable {
    /// The files to write, in a stable order; empty when there were errors.
    public var files: [GeneratedFile]
    /// Template and generation errors.
    public var diagnostics: [Diagnostic]
}

/// How to generate a module.
public struct GenerationOptions: Sendable {
    /// The architecture; nil takes the spec's (or the default, mvvm-c).
    public var architecture: Architecture?
    /// The Swift module the code is compiled in (for tests' imports); nil takes the spec's `module`.
    public var swiftModule: String?
    /// User templates by relative path (`common/Model.swift.mustache`), replacing built-in ones.
    public var templateOverrides: [String: TemplateSource]
    /// Whether the module's tests are generated (a job without a tests folder writes none).
    public var writesTests: Bool
    /// The view layer written beside the view models.
    public var views: ViewLayer
    /// Where the navigation runtime comes from: copied in, or the `TrellisRuntime` library.
    public var runtime: RuntimeSource
    /// What builds the context a screen or flow at a time, and renders and plans the files: one
    /// piece after another unless the caller spreads them. Changes nothing in the output.
    public var workers: any Workers

    /// Creates options.
    public init(
        architecture: Architecture? = nil, swiftModule: String? = nil,
        templateOverrides: [String: TemplateSource] = [:],
        writesTests: Bool = true, views: ViewLayer = .none, runtime: RuntimeSource = .embedded,
        workers: any Workers = SerialWorkers()
    ) {
        self.architecture = architecture
        self.swiftModule = swiftModule
        self.templateOverrides = templateOverrides
        self.writesTests = writesTests
        self.views = views
        self.runtime = runtime
        self.workers = workers
    }
}
