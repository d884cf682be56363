/// Walks a template's nodes against a context stack and writes the output.
struct Renderer {
    /// How deep partials, parents and blocks may nest before rendering stops with an error
    /// (a template that includes itself without end).
    static let maximumDepth = 100

    let library: TemplateLibrary
    let escaping: Escaping
    private(set) var output = ""
    private var stack: [MustacheValue]
    private var indentation = ""
    private var atLineStart = true
    private var overrides: [String: [Node]] = [:]
    private var depth = 0

    /// - Parameter contexts: the context stack to start from, the innermost last (a file's
    ///   subject over the module's context).
    init(contexts: [MustacheValue], library: TemplateLibrary, escaping: Escaping) {
        self.stack = contexts
        self.library = library
        self.escaping = escaping
    }

    mutating func render(_ nodes: [Node], in template: String) throws(TemplateError) {
        for node in nodes {
            switch node {
            case .text(let text, let endsLine):
                if atLineStart, !indentation.isEmpty, !(endsLine && (text == "\n" || text == "\r\n")) {
                    output += indentation
                }
                output += text
                atLineStart = endsLine
            case .variable(let path, let escaped):
                guard let value = try lookUp(path, in: template) else { continue }
                let text: String
                if case .string(let string) = value { text = string } else { text = value.renderedText }
                guard !text.isEmpty else { continue }
                if atLineStart { output += indentation }
                atLineStart = false
                if escaped { escaping.apply(text, to: &output) } else { output += text }
            case .section(let path, let inverted, let children):
                let value = try lookUp(path, in: template) ?? .null
                if inverted {
                    if !value.isTruthy { try render(children, in: template) }
                } else if case .array(let elements) = value {
                    for element in elements {
                        stack.append(try resolved(element, at: path, in: template))
                        try render(children, in: template)
                        stack.removeLast()
                    }
                } else if value.isTruthy {
                    stack.append(value)
                    try render(children, in: template)
                    stack.removeLast()
                }
            case .partial(let reference):
                guard let partial = try resolve(reference, in: template) else { continue }
                try nest(reference, in: template) { renderer throws(TemplateError) in
                    try renderer.render(partial.nodes, in: partial.name)
                }
            case .parent(let reference, let blocks):
                guard let parent = try resolve(reference, in: template) else { continue }
                let saved = overrides
                // Blocks given further out take precedence over the ones given here.
                overrides = blocks.merging(overrides) { _, outer in outer }
                defer { overrides = saved }
                try nest(reference, in: template) { renderer throws(TemplateError) in
                    try renderer.render(parent.nodes, in: parent.name)
                }
            case .block(let name, let blockIndentation, let children):
                let content = overrides[name] ?? children
                let reference = Reference(
                    name: name, isDynamic: false, indentation: blockIndentation, position: .init(line: 0, column: 0))
                try nest(reference, in: template) { renderer throws(TemplateError) in
                    try renderer.render(content, in: template)
                }
            }
        }
    }

    /// Renders nested content with the reference's indentation added, guarding the depth.
    private mutating func nest(
        _ reference: Reference, in template: String, _ body: (inout Renderer) throws(TemplateError) -> Void
    ) throws(TemplateError) {
        guard depth < Self.maximumDepth else {
            throw TemplateError(
                templateName: template, line: reference.position.line, column: reference.position.column,
                message:
                    "\"\(reference.name)\" nests deeper than \(Self.maximumDepth) levels; does a template include itself?"
            )
        }
        let savedIndentation = indentation
        indentation += reference.indentation
        depth += 1
        defer {
            depth -= 1
            indentation = savedIndentation
        }
        try body(&self)
    }

    private func resolve(_ reference: Reference, in template: String) throws(TemplateError) -> Template? {
        guard reference.isDynamic else { return library.template(named: reference.name) }
        guard case .string(let name)? = try lookUp(reference.name.mustachePath, in: template) else { return nil }
        return library.template(named: name)
    }

    /// Finds a name in the context stack: the first frame that has the first part of the
    /// name decides, and the other parts are looked up inside it. A lazy value found is
    /// encoded one level deep; frames on the stack already are.
    private func lookUp(_ path: [MustacheKey], in template: String) throws(TemplateError) -> MustacheValue? {
        guard let first = path.first else { return nil }
        if first.name == "." { return stack.last }
        var frameIndex = stack.count - 1
        var found: MustacheValue? = nil
        while frameIndex >= 0 {
            if let value = stack[frameIndex][first] {
                found = value
                break
            }
            frameIndex -= 1
        }
        found = try found.map { value throws(TemplateError) in try resolved(value, at: path, in: template) }
        for key in path.dropFirst() {
            found = try found?[key].map { value throws(TemplateError) in try resolved(value, at: path, in: template) }
        }
        return found
    }

    /// `value`, encoded one level deep if it is lazy.
    private func resolved(_ value: MustacheValue, at path: [MustacheKey], in template: String) throws(TemplateError)
        -> MustacheValue
    {
        do {
            return try value.resolved()
        } catch {
            throw TemplateError(
                templateName: template, line: 0, column: 0,
                message: "the value of \"\(path.map(\.name).joined(separator: "."))\" could not be encoded: \(error)")
        }
    }
}
