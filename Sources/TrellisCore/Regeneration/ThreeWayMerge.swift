/// The result of merging two changed versions of a text against their common base.
struct MergeResult: Equatable {
    var text: String
    /// How many regions both sides changed differently (written with conflict markers).
    var conflicts: Int
    /// How many regions both sides changed where the generated side changed only comments and
    /// blank lines: the user's text is kept there, without a conflict.
    var keptOverComments = 0
}

/// A line-based three-way merge: every change either side made to the base is kept; where
/// both changed the same lines differently, both versions are written between standard
/// conflict markers. Changes to neighbouring lines are not a conflict (git's merge is stricter
/// there): a stub whose signature changed keeps the body the user wrote under it. Where the
/// generated side changed only comments (a template's new doc line) in lines the user changed
/// too, the user's text wins: a wording change is never a conflict.
enum ThreeWayMerge {
    static func merge(
        base: String, yours: String, generated: String, yoursLabel: String = "yours",
        generatedLabel: String = "generated"
    ) -> MergeResult {
        let baseLines = lines(base)
        let yourHunks = LineDiff.hunks(from: baseLines, to: lines(yours)).map { Side.yours($0) }
        let generatedHunks = LineDiff.hunks(from: baseLines, to: lines(generated)).map { Side.generated($0) }
        let all = (yourHunks + generatedHunks).sorted { ($0.hunk.start, $0.hunk.end) < ($1.hunk.start, $1.hunk.end) }
        var output: [String] = []
        var conflicts = 0
        var keptOverComments = 0
        var position = 0
        var index = 0
        while index < all.count {
            // A group: hunks that overlap, through hunks of the other side.
            var group = [all[index]]
            index += 1
            while index < all.count, group.contains(where: { overlaps($0, all[index]) }) {
                group.append(all[index])
                index += 1
            }
            let start = group.map(\.hunk.start).min() ?? position
            let end = group.map(\.hunk.end).max() ?? position
            output += baseLines[position..<start]
            let mine = apply(group.filter(\.isYours).map(\.hunk), to: baseLines, in: start..<end)
            let theirs = apply(group.filter { !$0.isYours }.map(\.hunk), to: baseLines, in: start..<end)
            let bothSides = group.contains(where: \.isYours) && group.contains(where: { !$0.isYours })
            if !bothSides || mine == theirs {
                output += group.contains(where: \.isYours) ? mine : theirs
            } else if code(of: baseLines[start..<end]) == code(of: theirs) {
                keptOverComments += 1
                output += mine
            } else {
                conflicts += 1
                output.append("<<<<<<< \(yoursLabel)")
                output += mine
                output.append("=======")
                output += theirs
                output.append(">>>>>>> \(generatedLabel)")
            }
            position = end
        }
        output += baseLines[position...]
        return MergeResult(
            text: output.isEmpty ? "" : output.joined(separator: "\n") + "\n", conflicts: conflicts,
            keptOverComments: keptOverComments)
    }

    /// The lines that are not comments (`//`, `///`) or blank, trimmed: what a change to only
    /// comments leaves as it was.
    private static func code(of lines: some Sequence<String>) -> [Substring] {
        lines.map { $0.drop(while: \.isWhitespace) }.filter { !$0.isEmpty && !$0.hasPrefix("//") }
    }

    private enum Side {
        case yours(Hunk)
        case generated(Hunk)

        var hunk: Hunk {
            switch self {
            case .yours(let hunk), .generated(let hunk): hunk
            }
        }

        var isYours: Bool {
            if case .yours = self { return true }
            return false
        }
    }

    /// Whether two hunks of different sides touch the same base lines: overlapping ranges,
    /// two insertions at one place, or an insertion inside a replaced range.
    private static func overlaps(_ first: Side, _ second: Side) -> Bool {
        guard first.isYours != second.isYours else { return false }
        let a = first.hunk
        let b = second.hunk
        switch (a.start == a.end, b.start == b.end) {
        case (true, true): return a.start == b.start
        case (true, false): return b.start < a.start && a.start < b.end
        case (false, true): return a.start < b.start && b.start < a.end
        case (false, false): return a.start < b.end && b.start < a.end
        }
    }

    /// The base lines in `range` with `hunks` (all inside it) applied.
    private static func apply(_ hunks: [Hunk], to base: [String], in range: Range<Int>) -> [String] {
        var result: [String] = []
        var position = range.lowerBound
        for hunk in hunks.sorted(by: { ($0.start, $0.end) < ($1.start, $1.end) }) {
            result += base[position..<max(position, hunk.start)]
            result += hunk.lines
            position = max(position, hunk.end)
        }
        result += base[position..<range.upperBound]
        return result
    }

    /// The text's lines, without the final newline's empty line.
    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
