/// A Mustache template, parsed once and rendered any number of times.
public struct Template: Sendable {
    /// The template's name, used in error messages and to find it as a partial.
    public let name: String
    let nodes: [Node]

    /// Parses `source`; `name` appears in error messages (`NAME:LINE:COLUMN: error: ...`).
    public init(source: String, name: String) throws(TemplateError) {
        self.name = name
        self.nodes = try TemplateParser(templateName: name).parse(source)
    }

    /// Renders the template with `context`, finding partials and parents in `partials`.
    public func render(
        _ context: MustacheValue, partials: TemplateLibrary = TemplateLibrary(), escaping: Escaping = .html
    ) throws(TemplateError) -> String {
        try render(over: [], context, partials: partials, escaping: escaping)
    }

    /// Renders the template with `context` on top of `outer` contexts (the innermost last):
    /// a name `context` does not have is looked up in them, as in an enclosing section.
    public func render(
        over outer: [MustacheValue], _ context: MustacheValue, partials: TemplateLibrary = TemplateLibrary(),
        escaping: Escaping = .html
    ) throws(TemplateError) -> String {
        var frames: [MustacheValue] = []
        for value in outer + [context] {
            do {
                frames.append(try value.resolved())
            } catch {
                throw TemplateError(
                    templateName: name, line: 1, column: 1, message: "the context could not be encoded: \(error)")
            }
        }
        var renderer = Renderer(contexts: frames, library: partials, escaping: escaping)
        try renderer.render(nodes, in: name)
        return renderer.output
    }

    /// The names the template looks up in its context: each part of every variable's and
    /// section's dotted name (`{{a.b}}` reads `a` and `b`), its blocks' defaults and the blocks
    /// it gives its parents included. `.` (the current value) is no name.
    public var referencedKeys: Set<String> {
        var keys: Set<String> = []
        func visit(_ nodes: [Node]) {
            for node in nodes {
                switch node {
                case .variable(let path, _):
                    keys.formUnion(path.map(\.name).filter { $0 != "." })
                case .section(let path, _, let children):
                    keys.formUnion(path.map(\.name).filter { $0 != "." })
                    visit(children)
                case .parent(_, let blocks):
                    blocks.values.forEach(visit)
                case .block(_, _, let children):
                    visit(children)
                default:
                    break
                }
            }
        }
        visit(nodes)
        return keys
    }

    /// The names of the partials and parents the template refers to by a fixed name.
    public var referencedTemplateNames: Set<String> {
        var names: Set<String> = []
        func visit(_ nodes: [Node]) {
            for node in nodes {
                switch node {
                case .partial(let reference) where !reference.isDynamic:
                    names.insert(reference.name)
                case .parent(let reference, let blocks):
                    if !reference.isDynamic { names.insert(reference.name) }
                    blocks.values.forEach(visit)
                case .section(_, _, let children), .block(_, _, let children):
                    visit(children)
                default:
                    break
                }
            }
        }
        visit(nodes)
        return names
    }
}

/// Templates by name: where partials (`{{>name}}`) and parents (`{{<name}}`) are found.
public struct TemplateLibrary: Sendable {
    private var templates: [String: Template] = [:]

    /// An empty library.
    public init() {}

    /// Parses each source, keyed by the name partial tags use for it.
    public init(sources: [String: String]) throws(TemplateError) {
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            templates[name] = try Template(source: source, name: name)
        }
    }

    /// Adds or replaces the template `name`.
    public mutating func add(_ template: Template, as name: String) {
        templates[name] = template
    }

    /// The template called `name`, if the library has it.
    public func template(named name: String) -> Template? {
        templates[name]
    }

    /// The names of all templates, sorted.
    public var names: [String] { templates.keys.sorted() }

    /// The name partial tags use for a template file: its path without `.mustache`
    /// (`common/doc.mustache` is `{{>common/doc}}`).
    public static func templateName(forFile path: String) -> String {
        path.hasSuffix(".mustache") ? String(path.dropLast(".mustache".count)) : path
    }
}
