/// A parsed template: what rendering walks.
indirect enum Node: Sendable {
    /// Template text; `endsLine` when it ends with the line's ending.
    case text(String, endsLine: Bool)
    /// `{{name}}`, `{{{name}}}`, `{{& name}}`.
    case variable(path: [MustacheKey], escaped: Bool)
    /// `{{#name}}...{{/name}}` or, inverted, `{{^name}}...{{/name}}`.
    case section(path: [MustacheKey], inverted: Bool, children: [Node])
    /// `{{>name}}`, with the indentation of a partial that stands alone on its line.
    case partial(Reference)
    /// `{{<name}}...{{/name}}`: a partial whose blocks are replaced by the ones given here.
    case parent(Reference, blocks: [String: [Node]])
    /// `{{$name}}...{{/name}}`: replaceable content, shown with `indentation`.
    case block(name: String, indentation: String, children: [Node])
}

/// How a partial or parent tag names its template.
struct Reference: Sendable {
    var name: String
    /// `{{>*name}}`: `name` is looked up in the context to get the template's name.
    var isDynamic: Bool
    var indentation: String
    var position: TemplatePosition
}

/// A name in a tag's path, hashed once, when the template is parsed: a lookup asks frame after
/// frame of the context for it, and a record (most frames) finds it by this hash, with no
/// hashing of its own (hashing the name in every frame was a twentieth of rendering).
struct MustacheKey: Sendable {
    let name: String
    let hash: Int

    init(_ name: String) {
        self.name = name
        self.hash = name.hashValue
    }
}

extension String {
    /// `a.b.c` → `["a", "b", "c"]`; `.` → `["."]`.
    var mustachePath: [MustacheKey] {
        self == "."
            ? [MustacheKey(".")]
            : split(separator: ".", omittingEmptySubsequences: false).map { MustacheKey(String($0)) }
    }
}
