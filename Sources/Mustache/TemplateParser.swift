/// Builds a template's tree: scans it, pairs sections, applies the standalone-line rules,
/// dedents indented blocks where they are written, and nests the nodes.
struct TemplateParser {
    let templateName: String

    func parse(_ source: String) throws(TemplateError) -> [Node] {
        var scanner = TemplateScanner(source: source, templateName: templateName)
        var lines = try scanner.scan()
        let pairs = try pairSections(in: lines)
        StandaloneLines.apply(to: &lines, closers: pairs.closers)
        BlockIndentation.dedentBlocks(in: &lines, closeOfOpen: pairs.closeOfOpen)
        return buildTree(from: lines)
    }

    /// Matches every `{{/name}}` with the section it closes; reports stray, mismatched and
    /// unclosed sections.
    private func pairSections(in lines: [TemplateLine]) throws(TemplateError) -> (
        closers: [SegmentReference: Tag.Kind], closeOfOpen: [SegmentReference: SegmentReference]
    ) {
        var open: [(reference: SegmentReference, tag: Tag)] = []
        var closers: [SegmentReference: Tag.Kind] = [:]
        var closeOfOpen: [SegmentReference: SegmentReference] = [:]
        for (lineIndex, line) in lines.enumerated() {
            for (segmentIndex, segment) in line.segments.enumerated() {
                guard let tag = segment.tag else { continue }
                let reference = SegmentReference(line: lineIndex, segment: segmentIndex)
                if tag.kind.opensSection {
                    open.append((reference, tag))
                } else if tag.kind == .close {
                    guard let innermost = open.popLast() else {
                        throw error("closing tag \"\(tag.name)\" has no open section to close", at: tag.position)
                    }
                    guard innermost.tag.name == tag.name else {
                        let opened = innermost.tag.position
                        throw error(
                            "closing tag \"\(tag.name)\" does not match the open section \"\(innermost.tag.name)\" (opened at \(opened.line):\(opened.column))",
                            at: tag.position)
                    }
                    closers[reference] = innermost.tag.kind
                    closeOfOpen[innermost.reference] = reference
                }
            }
        }
        if let unclosed = open.last {
            let end = TemplatePosition(
                line: lines.count, column: (lines.last?.segments.map(\.scalarCount).reduce(0, +) ?? 0) + 1)
            let opened = unclosed.tag.position
            throw error(
                "unclosed section \"\(unclosed.tag.name)\" (opened at \(opened.line):\(opened.column))", at: end)
        }
        return (closers, closeOfOpen)
    }

    /// Nests the lines' segments into nodes.
    private func buildTree(from lines: [TemplateLine]) -> [Node] {
        var stack: [(tag: Tag, nodes: [Node])] = [
            (Tag(kind: .comment, name: "", position: .init(line: 0, column: 0)), [])
        ]
        func append(_ node: Node) {
            stack[stack.count - 1].nodes.append(node)
        }
        for line in lines {
            for (index, segment) in line.segments.enumerated() {
                switch segment {
                case .text(let text):
                    let isLast = index == line.segments.count - 1
                    if isLast, !line.ending.isEmpty {
                        append(.text(text + line.ending, endsLine: true))
                    } else if !text.isEmpty {
                        append(.text(text, endsLine: false))
                    }
                case .tag(let tag):
                    switch tag.kind {
                    case .variable(let escaped):
                        append(.variable(path: tag.name.mustachePath, escaped: escaped))
                    case .partial:
                        append(.partial(reference(for: tag)))
                    case .section, .invertedSection, .parent, .block:
                        stack.append((tag, []))
                    case .close:
                        guard let (opener, children) = stack.popLast() else { continue }
                        append(node(closing: opener, children: children))
                    case .comment, .setDelimiters:
                        break
                    }
                }
            }
            if !line.ending.isEmpty, line.segments.last?.tag != nil || line.segments.isEmpty {
                append(.text(line.ending, endsLine: true))
            }
        }
        return stack.first?.nodes ?? []
    }

    private func node(closing opener: Tag, children: [Node]) -> Node {
        switch opener.kind {
        case .section, .invertedSection:
            return .section(
                path: opener.name.mustachePath, inverted: opener.kind == .invertedSection, children: children)
        case .parent:
            var blocks: [String: [Node]] = [:]
            for child in children {
                if case .block(let name, _, let content) = child, blocks[name] == nil { blocks[name] = content }
            }
            return .parent(reference(for: opener), blocks: blocks)
        default:
            return .block(name: opener.name, indentation: opener.contentIndentation, children: children)
        }
    }

    private func reference(for tag: Tag) -> Reference {
        Reference(name: tag.name, isDynamic: tag.isDynamic, indentation: tag.indentation, position: tag.position)
    }

    private func error(_ message: String, at position: TemplatePosition) -> TemplateError {
        TemplateError(templateName: templateName, line: position.line, column: position.column, message: message)
    }
}

extension Segment {
    /// How many Unicode scalars the segment's text has (tags count as nothing here).
    var scalarCount: Int {
        if case .text(let text) = self { return text.unicodeScalars.count }
        return 0
    }
}
