/// A change between two versions of a text: base lines `start..<end` become `lines`.
/// An insertion has `start == end`.
struct Hunk: Equatable {
    var start: Int
    var end: Int
    var lines: [String]
}

/// Line diffs by Myers' O(ND) algorithm, after trimming the common prefix and suffix (which
/// also makes insertions land after the longest common start, where people expect them).
enum LineDiff {
    static func hunks(from base: [String], to other: [String]) -> [Hunk] {
        var prefix = 0
        while prefix < base.count, prefix < other.count, base[prefix] == other[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < base.count - prefix, suffix < other.count - prefix,
            base[base.count - 1 - suffix] == other[other.count - 1 - suffix]
        {
            suffix += 1
        }
        let a = Array(base[prefix..<(base.count - suffix)])
        let b = Array(other[prefix..<(other.count - suffix)])
        let matches = myersMatches(a, b)
        // Turn the matched pairs into hunks between them.
        var hunks: [Hunk] = []
        var previousA = 0
        var previousB = 0
        for (matchA, matchB) in matches + [(a.count, b.count)] {
            if matchA > previousA || matchB > previousB {
                hunks.append(
                    Hunk(start: prefix + previousA, end: prefix + matchA, lines: Array(b[previousB..<matchB])))
            }
            previousA = matchA + 1
            previousB = matchB + 1
        }
        return hunks
    }

    /// The pairs of equal lines (index in `a`, index in `b`) of a shortest edit script.
    private static func myersMatches(_ a: [String], _ b: [String]) -> [(Int, Int)] {
        let n = a.count
        let m = b.count
        if n == 0 || m == 0 { return [] }
        let maximum = n + m
        let offset = maximum
        var frontier = [Int](repeating: 0, count: 2 * maximum + 2)
        var trace: [[Int]] = []
        search: for distance in 0...maximum {
            trace.append(frontier)
            for diagonal in stride(from: -distance, through: distance, by: 2) {
                var x: Int
                if diagonal == -distance
                    || (diagonal != distance && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1])
                {
                    x = frontier[offset + diagonal + 1]
                } else {
                    x = frontier[offset + diagonal - 1] + 1
                }
                var y = x - diagonal
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + diagonal] = x
                if x >= n, y >= m { break search }
            }
        }
        // Walk the trace back from the end, collecting the diagonal moves (matches).
        var matches: [(Int, Int)] = []
        var x = n
        var y = m
        for distance in stride(from: trace.count - 1, through: 0, by: -1) {
            let saved = trace[distance]
            let diagonal = x - y
            let previousDiagonal: Int
            if diagonal == -distance
                || (diagonal != distance && saved[offset + diagonal - 1] < saved[offset + diagonal + 1])
            {
                previousDiagonal = diagonal + 1
            } else {
                previousDiagonal = diagonal - 1
            }
            let previousX = distance == 0 ? 0 : saved[offset + previousDiagonal]
            let previousY = previousX - previousDiagonal
            while x > previousX, y > previousY, x > 0, y > 0 {
                x -= 1
                y -= 1
                matches.append((x, y))
            }
            if distance > 0 {
                x = previousX
                y = previousY
            }
        }
        return matches.reversed()
    }
}
