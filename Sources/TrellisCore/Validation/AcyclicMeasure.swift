/// The depth and size of what each node of a graph without cycles contains: a model's values
/// held by value, a screen's embedded children. Iterative, each node measured once, so the
/// time is linear in the graph and no recursion depth follows the input.
struct AcyclicMeasure {
    /// How deep a node goes (0 for a node with no targets) and how many nodes it holds,
    /// itself included, counting a target once per edge and saturating just past `sizeCap`.
    struct Measure: Equatable {
        var depth: Int
        var size: Int
    }

    private(set) var measures: [String: Measure] = [:]

    /// Measures `nodes`, leaving out those in `excluded` (nodes on cycles, reported apart).
    init(nodes: [String], excluded: Set<String>, sizeCap: Int, targets: (String) -> [String]) {
        for root in nodes where measures[root] == nil && !excluded.contains(root) {
            var pending = [root]
            var expanded: Set<String> = []
            while let node = pending.last {
                if measures[node] != nil {
                    pending.removeLast()
                    continue
                }
                let next = targets(node).filter { !excluded.contains($0) }
                if expanded.insert(node).inserted {
                    let unmeasured = next.filter { measures[$0] == nil }
                    if !unmeasured.isEmpty {
                        pending.append(contentsOf: unmeasured)
                        continue
                    }
                }
                pending.removeLast()
                var measure = Measure(depth: 0, size: 1)
                for target in next {
                    let inner = measures[target] ?? Measure(depth: 0, size: 1)
                    measure.depth = max(measure.depth, inner.depth + 1)
                    measure.size = min(measure.size + inner.size, sizeCap + 1)
                }
                measures[node] = measure
            }
        }
    }

    /// The nodes where a limit is first exceeded: too deep while no target is, or too large
    /// while no target is. Reporting only these points at the cause, not at everything above.
    func firstExceeding(
        _ nodes: [String], depth maximumDepth: Int, size maximumSize: Int, targets: (String) -> [String]
    ) -> [(node: String, tooDeep: Bool)] {
        nodes.compactMap { node in
            guard let measure = measures[node] else { return nil }
            let inner = targets(node).compactMap { measures[$0] }
            if measure.depth > maximumDepth, !inner.contains(where: { $0.depth > maximumDepth }) {
                return (node, true)
            }
            if measure.depth <= maximumDepth, measure.size > maximumSize,
                !inner.contains(where: { $0.size > maximumSize })
            {
                return (node, false)
            }
            return nil
        }
    }
}
