import Mustache

/// A template's text and the name it has in messages.
public struct TemplateSource: Sendable, Equatable {
    /// The template's text.
    public var text: String
    /// The path shown in errors: `Templates/common/Model.swift.mustache`.
    public var displayName: String

    /// Creates a source.
    public init(text: String, displayName: String) {
        self.text = text
        self.displayName = displayName
    }
}

/// The templates a generation uses: the built-in ones, each replaceable by a user template
/// with the same relative path (`--templates DIR`). A user template may also extend a
/// built-in one (`{{<builtin/common/Model.swift}}`) and replace a single block.
struct TemplateSet {
    /// Parsed templates by key: the relative path without `.mustache` (`common/Model.swift`);
    /// built-ins stay reachable as `builtin/…`.
    let library: TemplateLibrary

    /// The templates as an architecture whose own templates are in `folder` sees them: each of
    /// those also as `own/…`, the name its templates give their own partials, so that a copy of
    /// the folder renders its own partials, not the original's.
    func library(forFolder folder: String) -> TemplateLibrary {
        var own = library
        for name in library.names {
            if let ownName = Self.ownName(of: name, inFolder: folder), let template = library.template(named: name) {
                own.add(template, as: ownName)
            }
        }
        return own
    }

    /// What an architecture whose own templates are in `folder` calls the template `name` in
    /// partial tags: `mvvm-c/route` is `own/route` there; nil for a template of another folder.
    static func ownName(of name: String, inFolder folder: String) -> String? {
        name.hasPrefix(folder + "/") ? "own/" + name.dropFirst(folder.count + 1) : nil
    }

    /// The built-in templates, keyed by their path in the Templates folder.
    static var builtInSources: [String: String] { EmbeddedTemplates.files }

    /// Parses the built-in templates and the overrides (keyed by relative path, e.g.
    /// `common/Model.swift.mustache`); every template error is a diagnostic.
    static func make(overrides: [String: TemplateSource]) -> (TemplateSet?, [Diagnostic]) {
        var (library, diagnostics) = builtIn
        func add(_ source: TemplateSource, as key: String) {
            do {
                library.add(try Template(source: source.text, name: source.displayName), as: key)
            } catch {
                diagnostics.append(Diagnostic(error))
            }
        }
        for (path, source) in overrides.sorted(by: { $0.key < $1.key }) {
            add(source, as: key(for: path))
        }
        diagnostics += unusedOverrides(overrides, in: library)
        return (diagnostics.containsErrors ? nil : TemplateSet(library: library), diagnostics)
    }

    /// Parses the built-in templates now, if no generation has yet.
    static func parseBuiltIn() {
        _ = builtIn
    }

    /// The built-in templates, parsed once per process: every generation starts from them.
    private static let builtIn: (library: TemplateLibrary, diagnostics: [Diagnostic]) = {
        var library = TemplateLibrary()
        var diagnostics: [Diagnostic] = []
        for (path, text) in builtInSources.sorted(by: { $0.key < $1.key }) {
            do throws(TemplateError) {
                let template = try Template(source: text, name: "Templates/" + path)
                library.add(template, as: key(for: path))
                library.add(template, as: "builtin/" + key(for: path))
            } catch {
                diagnostics.append(Diagnostic(error))
            }
        }
        return (library, diagnostics)
    }()

    /// A user template that replaces no built-in one and that no template uses is most likely
    /// a misspelled path: a warning, with the closest built-in path.
    private static func unusedOverrides(_ overrides: [String: TemplateSource], in library: TemplateLibrary)
        -> [Diagnostic]
    {
        guard !overrides.isEmpty else { return [] }
        let referenced = Set(library.names.compactMap(library.template(named:)).flatMap(\.referencedTemplateNames))
        return overrides.sorted(by: { $0.key < $1.key }).compactMap { path, source in
            let name = key(for: path)
            // An architecture's templates name their own folder's partials `own/…`.
            let ownName = Architecture.registry.lazy.compactMap { Self.ownName(of: name, inFolder: $0.templateFolder) }
                .first
            guard builtInSources[path] == nil, !referenced.contains(name), !(ownName.map(referenced.contains) ?? false)
            else { return nil }
            if let renamed = renamedTemplates[path] {
                return Diagnostic(
                    severity: .warning, file: source.displayName, location: nil, path: nil,
                    message:
                        "the built-in template \"\(path)\" is now \"\(renamed)\"; move this file there to keep replacing it"
                )
            }
            return Diagnostic(
                severity: .warning, file: source.displayName, location: nil, path: nil,
                message: "this template replaces no built-in template and no template uses it",
                suggestion: Suggestion.closest(to: path, in: builtInSources.keys))
        }
    }

    /// Built-in templates that moved, by their old path: template folders are named by who uses
    /// them (`common` for every architecture, `observable` for mvvm and mvvm-c, `navigator` for
    /// mvvm-c and event-driven).
    static let renamedTemplates: [String: String] = {
        var renamed: [String: String] = [:]
        for name in ["header", "doc", "Model.swift", "Repository.swift", "NavigationState.swift"] {
            renamed["shared/\(name).mustache"] = "common/\(name).mustache"
        }
        for name in ["RepositoryStub.swift", "TestSupport.swift"] {
            renamed["shared/tests/\(name).mustache"] = "common/tests/\(name).mustache"
        }
        for name in [
            "ViewModel.swift", "ViewModel+Actions.swift", "Responder.swift", "DependencyContainer.swift",
            "FlowDependencyContainer.swift", "handUp", "makeScreen",
        ] {
            renamed["shared/\(name).mustache"] = "observable/\(name).mustache"
        }
        for name in ["EventRecorder.swift", "ViewModelTests.swift"] {
            renamed["shared/tests/\(name).mustache"] = "observable/tests/\(name).mustache"
        }
        renamed["mvvm-c/tests/RecordingNavigator.swift.mustache"] = "navigator/tests/RecordingNavigator.swift.mustache"
        return renamed
    }()

    /// `common/Model.swift.mustache` → `common/Model.swift`.
    static func key(for path: String) -> String {
        TemplateLibrary.templateName(forFile: path)
    }
}

extension Diagnostic {
    /// A template that cannot be parsed or rendered, as an error at its position.
    init(_ error: TemplateError) {
        self.init(
            severity: .error, file: error.templateName,
            location: SourceLocation(line: error.line, column: error.column),
            path: nil, message: error.message)
    }
}
