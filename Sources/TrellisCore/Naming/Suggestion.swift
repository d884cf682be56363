/// Finds the known name a mistyped one most likely meant, for "did you mean" hints.
public enum Suggestion {
    /// The candidate closest to `name`, if one is close enough to be a plausible typo.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        var unlimited = Budget(cells: .max)
        return closest(to: name, in: candidates, budget: &unlimited)
    }

    /// How much comparing a spec may spend on hints: each edit distance costs the product of
    /// the two lengths. Thousands of unknown names among thousands of known ones would
    /// otherwise take minutes; once it is spent, errors come without a hint.
    struct Budget {
        var cells: Int
        /// Enough for hundreds of typos in a spec of thousands of names.
        static let perSpec = Budget(cells: 20_000_000)
    }

    /// The closest candidate, while `budget` lasts.
    static func closest(to name: String, in candidates: some Sequence<String>, budget: inout Budget) -> String? {
        let lowered = name.lowercased()
        let length = lowered.unicodeScalars.count
        var best: (candidate: String, distance: Int)? = nil
        for candidate in candidates where candidate != name {
            let lowerCandidate = candidate.lowercased()
            let allowed = min(3, max(1, candidate.count / 3))
            let candidateLength = lowerCandidate.unicodeScalars.count
            let isPrefix = length >= 3 && lowerCandidate.hasPrefix(lowered)
            // The lengths alone bound the distance from below: most candidates stop here.
            if abs(candidateLength - length) > allowed, !isPrefix { continue }
            // A search cut short might name a worse match than the best: no hint then.
            guard budget.cells > 0 else { return nil }
            budget.cells -= max(1, length * candidateLength)
            var distance = lowerCandidate == lowered ? 0 : editDistance(lowered, lowerCandidate)
            // A name cut short (`ItemRepo` for `ItemRepository`) is a likely slip too.
            if distance > allowed, isPrefix { distance = allowed }
            guard distance <= allowed else { continue }
            if let current = best, (current.distance, current.candidate) <= (distance, candidate) { continue }
            best = (candidate, distance)
        }
        return best?.candidate
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
