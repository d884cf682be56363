/// Block indentation: a block whose content starts on the line after its tag has that
/// content's common indentation removed where it is written, and gets the indentation of
/// the place it is shown instead. This keeps the output's indentation right whichever
/// template a block's content comes from.
enum BlockIndentation {
    static func dedentBlocks(in lines: inout [TemplateLine], closeOfOpen: [SegmentReference: SegmentReference]) {
        // Outer blocks first: their dedent also moves the blocks inside them.
        for (openReference, closeReference) in closeOfOpen.sorted(by: { $0.key < $1.key }) {
            guard case .tag(var tag) = lines[openReference.line].segments[openReference.segment], tag.kind == .block,
                tag.opensIndentedContent
            else { continue }
            var contentLines = Array((openReference.line + 1)..<closeReference.line)
            if !lines[closeReference.line].isStandalone, closeReference.line > openReference.line {
                contentLines.append(closeReference.line)
            }
            let margin = commonIndentation(of: contentLines.map { lines[$0] })
            for index in contentLines { dedent(&lines[index], by: margin) }
            tag.contentIndentation = margin.isEmpty ? tag.indentation : margin
            lines[openReference.line].segments[openReference.segment] = .tag(tag)
        }
    }

    /// The whitespace every non-blank line starts with.
    private static func commonIndentation(of lines: [TemplateLine]) -> String {
        var common: [Character]? = nil
        for line in lines where !line.isBlank {
            let indentation = Array(line.leadingIndentation)
            guard let current = common else {
                common = indentation
                continue
            }
            common = Array(zip(current, indentation).prefix { $0 == $1 }.map(\.0))
        }
        return String(common ?? [])
    }

    private static func dedent(_ line: inout TemplateLine, by margin: String) {
        if line.isStandalone {
            line.originalIndentation = line.originalIndentation.removingIndentation(margin)
            line.segments = line.segments.map { segment in
                guard var tag = segment.tag else { return segment }
                tag.indentation = tag.indentation.removingIndentation(margin)
                return .tag(tag)
            }
        } else if line.isBlank {
            line.segments = []
        } else if case .text(let text)? = line.segments.first {
            line.segments[0] = .text(text.removingIndentation(margin))
        }
    }
}

extension TemplateLine {
    /// Whether the line has nothing but spaces and tabs.
    var isBlank: Bool { !isStandalone && segments.allSatisfy(\.isBlankText) }

    /// The whitespace the line starts with.
    var leadingIndentation: String {
        if isStandalone { return originalIndentation }
        guard case .text(let text)? = segments.first else { return "" }
        return String(text.prefix { $0 == " " || $0 == "\t" })
    }
}

extension String {
    fileprivate func removingIndentation(_ margin: String) -> String {
        hasPrefix(margin) ? String(dropFirst(margin.count)) : self
    }
}

extension SegmentReference: Comparable {
    static func < (lhs: SegmentReference, rhs: SegmentReference) -> Bool {
        (lhs.line, lhs.segment) < (rhs.line, rhs.segment)
    }
}
