/// Splits a template into lines of text and tags, following `{{=<% %>=}}` delimiter changes.
struct TemplateScanner {
    private let scalars: [Unicode.Scalar]
    private let templateName: String
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var open: [Unicode.Scalar] = ["{", "{"]
    private var close: [Unicode.Scalar] = ["}", "}"]

    init(source: String, templateName: String) {
        scalars = Array(source.unicodeScalars)
        self.templateName = templateName
    }

    mutating func scan() throws(TemplateError) -> [TemplateLine] {
        var lines: [TemplateLine] = []
        var current = TemplateLine()
        var textStart = index
        func flushText(upTo end: Int) {
            if end > textStart {
                current.segments.append(.text(String(String.UnicodeScalarView(scalars[textStart..<end]))))
            }
        }
        while index < scalars.count {
            if scalars[index] == "\n" {
                let hasCarriageReturn = index > textStart && scalars[index - 1] == "\r"
                flushText(upTo: hasCarriageReturn ? index - 1 : index)
                current.ending = hasCarriageReturn ? "\r\n" : "\n"
                lines.append(current)
                current = TemplateLine()
                index += 1
                line += 1
                lineStart = index
                textStart = index
            } else if matches(open, at: index) {
                flushText(upTo: index)
                current.segments.append(.tag(try scanTag()))
                textStart = index
            } else {
                index += 1
            }
        }
        flushText(upTo: index)
        lines.append(current)
        return lines
    }

    private mutating func scanTag() throws(TemplateError) -> Tag {
        let position = TemplatePosition(line: line, column: index - lineStart + 1)
        index += open.count
        let isTriple = index < scalars.count && scalars[index] == "{"
        let closing = isTriple ? ["}"] + close : close
        if isTriple { index += 1 }
        guard let end = find(closing, from: index) else {
            throw error("unclosed tag; expected \"\(String(String.UnicodeScalarView(closing)))\"", at: position)
        }
        let content = String(String.UnicodeScalarView(scalars[index..<end]))
        for scalar in scalars[index..<end] where scalar == "\n" {
            line += 1
        }
        if let lastNewline = scalars[index..<end].lastIndex(of: "\n") { lineStart = lastNewline + 1 }
        index = end + closing.count
        if isTriple { return try makeTag(.variable(escaped: false), content, position) }
        let trimmed = content.trimmingSpaces()
        guard let sigil = trimmed.unicodeScalars.first else {
            throw error("empty tag", at: position)
        }
        let rest = String(trimmed.unicodeScalars.dropFirst())
        switch sigil {
        case "#": return try makeTag(.section, rest, position)
        case "^": return try makeTag(.invertedSection, rest, position)
        case "/": return try makeTag(.close, rest, position)
        case ">": return try makeTag(.partial, rest, position)
        case "<": return try makeTag(.parent, rest, position)
        case "$": return try makeTag(.block, rest, position)
        case "&": return try makeTag(.variable(escaped: false), rest, position)
        case "!": return Tag(kind: .comment, name: "", position: position)
        case "=": return try setDelimiters(rest, position)
        default: return try makeTag(.variable(escaped: true), trimmed, position)
        }
    }

    private func makeTag(_ kind: Tag.Kind, _ text: String, _ position: TemplatePosition) throws(TemplateError) -> Tag {
        var name = text.trimmingSpaces()
        var isDynamic = false
        if kind == .partial || kind == .parent, name.hasPrefix("*") {
            isDynamic = true
            name = String(name.dropFirst()).trimmingSpaces()
        }
        if name.isEmpty { throw error("tag has no name", at: position) }
        if name.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
            throw error("tag name \"\(name)\" contains whitespace", at: position)
        }
        return Tag(kind: kind, name: name, isDynamic: isDynamic, position: position)
    }

    private mutating func setDelimiters(_ text: String, _ position: TemplatePosition) throws(TemplateError) -> Tag {
        guard text.hasSuffix("=") else {
            throw error("a set-delimiter tag ends with '=', as in {{=<% %>=}}", at: position)
        }
        let parts = text.dropLast().split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            throw error("a set-delimiter tag takes two delimiters, as in {{=<% %>=}}", at: position)
        }
        open = Array(parts[0].unicodeScalars)
        close = Array(parts[1].unicodeScalars)
        return Tag(kind: .setDelimiters, name: "", position: position)
    }

    private func matches(_ delimiter: [Unicode.Scalar], at position: Int) -> Bool {
        guard position + delimiter.count <= scalars.count else { return false }
        for offset in 0..<delimiter.count where scalars[position + offset] != delimiter[offset] {
            return false
        }
        return true
    }

    private func find(_ delimiter: [Unicode.Scalar], from start: Int) -> Int? {
        var position = start
        while position + delimiter.count <= scalars.count {
            if matches(delimiter, at: position) { return position }
            position += 1
        }
        return nil
    }

    private func error(_ message: String, at position: TemplatePosition) -> TemplateError {
        TemplateError(templateName: templateName, line: position.line, column: position.column, message: message)
    }
}

extension String {
    func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(scalars[first...last])
    }
}
