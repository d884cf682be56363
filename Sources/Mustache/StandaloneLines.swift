/// Finds the lines that hold only tags and whitespace and removes them from the output, as
/// the spec asks, so that templates can be laid out on their own lines.
///
/// A single tag (not an interpolation) stands alone. So do these pairs written together on
/// one line: `{{<parent}}{{/parent}}` and `{{<parent}}{{$block}}` and `{{/block}}{{/parent}}`
/// (the line goes, with its ending), and `{{$block}}{{/block}}` (the whitespace goes, the
/// line ending stays, so an empty block leaves an empty line).
enum StandaloneLines {
    static func apply(to lines: inout [TemplateLine], closers: [SegmentReference: Tag.Kind]) {
        for lineIndex in lines.indices {
            var line = lines[lineIndex]
            let tagIndices = line.segments.indices.filter { line.segments[$0].tag != nil }
            guard !tagIndices.isEmpty, line.segments.allSatisfy({ $0.tag != nil || $0.isBlankText }),
                tagIndices.allSatisfy({ line.segments[$0].tag?.kind.canStandAlone == true })
            else { continue }
            let leading = line.segments.prefix { $0.tag == nil }.map { segment -> String in
                if case .text(let text) = segment { return text }
                return ""
            }.joined()
            var keepsEnding = false
            if tagIndices.count == 2 {
                guard tagIndices[1] == tagIndices[0] + 1,
                    let first = line.segments[tagIndices[0]].tag, let second = line.segments[tagIndices[1]].tag
                else { continue }
                let secondCloses = closers[SegmentReference(line: lineIndex, segment: tagIndices[1])]
                let firstCloses = closers[SegmentReference(line: lineIndex, segment: tagIndices[0])]
                switch (first.kind, second.kind) {
                case (.parent, .close) where secondCloses == .parent && first.name == second.name:
                    break
                case (.block, .close) where secondCloses == .block && first.name == second.name:
                    keepsEnding = true
                case (.parent, .block):
                    break
                case (.close, .close) where firstCloses == .block && secondCloses == .parent:
                    break
                default:
                    continue
                }
            } else if tagIndices.count > 2 {
                continue
            }
            // Whitespace is blanked rather than removed, so segment references stay valid.
            line.segments = line.segments.map { segment in
                guard var tag = segment.tag else { return .text("") }
                tag.indentation = leading
                if tag.kind == .block, !keepsEnding { tag.opensIndentedContent = true }
                if tag.kind == .block, keepsEnding { tag.contentIndentation = leading }
                return .tag(tag)
            }
            line.originalIndentation = leading
            line.isStandalone = !keepsEnding
            if !keepsEnding { line.ending = "" }
            lines[lineIndex] = line
        }
    }
}

/// The place of a segment: its line and its index in the line.
struct SegmentReference: Hashable, Sendable {
    var line: Int
    var segment: Int
}
