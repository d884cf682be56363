/// A tag as scanned, before the tree is built.
struct Tag: Sendable {
    enum Kind: Sendable, Equatable {
        case variable(escaped: Bool)
        case section
        case invertedSection
        case close
        case comment
        case partial
        case parent
        case block
        case setDelimiters

        /// Whether the tag may stand alone on a line, which removes the line from the output.
        var canStandAlone: Bool {
            if case .variable = self { return false }
            return true
        }

        /// Whether the tag opens a section that a `{{/name}}` closes.
        var opensSection: Bool {
            self == .section || self == .invertedSection || self == .parent || self == .block
        }
    }

    var kind: Kind
    var name: String
    /// `{{>*name}}`: the name is looked up in the context to find the partial's name.
    var isDynamic = false
    var position: TemplatePosition
    /// For a tag that stands alone: the whitespace before it on its line.
    var indentation = ""
    /// For a block: whether its content starts on the line after the tag, so that the
    /// content is dedented where it is written and reindented where it is shown.
    var opensIndentedContent = false
    /// For a block: the indentation its content is shown with.
    var contentIndentation = ""
}

/// A piece of a template line: text or a tag.
enum Segment: Sendable {
    case text(String)
    case tag(Tag)

    var tag: Tag? {
        if case .tag(let tag) = self { return tag }
        return nil
    }

    var isBlankText: Bool {
        if case .text(let text) = self { return text.allSatisfy { $0 == " " || $0 == "\t" } }
        return false
    }
}

/// A line of a template: its segments and its line ending (`\n`, `\r\n`, or empty at the end).
/// A tag that spans several physical lines (a multi-line comment) stays on one line here.
struct TemplateLine: Sendable {
    var segments: [Segment] = []
    var ending = ""
    /// Set when the line stood alone: only whitespace and tags that may stand alone.
    var isStandalone = false
    /// The whitespace the line started with, before standalone handling removed it.
    var originalIndentation = ""
}
