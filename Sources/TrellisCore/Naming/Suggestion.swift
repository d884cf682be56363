/// Finds the known name a mistyped one most likely meant, for "did you mean" hints.
public enum Suggestion {
    /// The candidate closest to `name`, if one is close enough to be a plausible typo.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let lowered = name.lowercased()
        var best: (candidate: String, distance: Int)? = nil
        for candidate in candidates where candidate != name {
            let lowerCandidate = candidate.lowercased()
            let allowed = min(3, max(1, candidate.count / 3))
            var distance = lowerCandidate == lowered ? 0 : editDistance(lowered, lowerCandidate)
            // A name cut short (`ItemRepo` for `ItemRepository`) is a likely slip too.
            if distance > allowed, lowered.count >= 3, lowerCandidate.hasPrefix(lowered) { distance = allowed }
            guard distance <= allowed else { continue }
            if let current = best, (current.distance, current.candidate) <= (distance, candidate) { continue }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// ` (did you mean "x"?)` or the empty string.
    static func hint(for name: String, in candidates: some Sequence<String>) -> String {
        closest(to: name, in: candidates).map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    /// The optimal string alignment distance: insertions, deletions, substitutions and
    /// transpositions of neighbours each cost one.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.unicodeScalars)
        let b = Array(rhs.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
