/// Finds the cycles of a directed graph in time linear in its size, without recursion (the
/// spec decides how deep a graph goes): Tarjan's strongly connected components, run with an
/// explicit stack, then one shortest cycle through the first node of each component.
struct CycleFinder<Edge> {
    /// The nodes in the order the spec declares them.
    let nodes: [String]
    /// Each node's outgoing edges, in order.
    let edges: (String) -> [Edge]
    /// Where an edge leads.
    let target: (Edge) -> String

    /// One cycle per group of nodes that reach each other (or a node reaching itself): the
    /// edges from the group's first node back to it, shortest first. Groups in node order.
    func cycles() -> [[Edge]] {
        let position = Dictionary(nodes.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return components(position: position).compactMap { component in
            guard let first = component.min(by: { position[$0, default: 0] < position[$1, default: 0] }) else {
                return nil
            }
            return shortestCycle(through: first, within: Set(component))
        }.sorted { lhs, rhs in
            position[source(of: lhs) ?? "", default: 0] < position[source(of: rhs) ?? "", default: 0]
        }
    }

    private func source(of cycle: [Edge]) -> String? {
        cycle.last.map(target)
    }

    /// The strongly connected components that hold a cycle.
    private func components(position: [String: Int]) -> [[String]] {
        var index: [String: Int] = [:]
        var lowLink: [String: Int] = [:]
        var onStack: Set<String> = []
        var stack: [String] = []
        var result: [[String]] = []
        var counter = 0
        for root in nodes where index[root] == nil {
            // Each frame: a node and how many of its edges were followed.
            var frames: [(node: String, edges: [Edge], next: Int)] = []
            func enter(_ node: String) {
                index[node] = counter
                lowLink[node] = counter
                counter += 1
                stack.append(node)
                onStack.insert(node)
                frames.append((node, edges(node).filter { position[target($0)] != nil }, 0))
            }
            enter(root)
            while let frame = frames.last {
                if frame.next < frame.edges.count {
                    frames[frames.count - 1].next += 1
                    let next = target(frame.edges[frame.next])
                    if index[next] == nil {
                        enter(next)
                    } else if onStack.contains(next) {
                        lowLink[frame.node] = min(lowLink[frame.node, default: 0], index[next, default: 0])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last {
                    lowLink[parent.node] = min(lowLink[parent.node, default: 0], lowLink[frame.node, default: 0])
                }
                guard lowLink[frame.node] == index[frame.node] else { continue }
                var component: [String] = []
                while let member = stack.popLast() {
                    onStack.remove(member)
                    component.append(member)
                    if member == frame.node { break }
                }
                let isCycle =
                    component.count > 1 || frame.edges.contains { target($0) == frame.node }
                if isCycle { result.append(component) }
            }
        }
        return result
    }

    /// A breadth-first search from `start` back to it, inside `component`.
    private func shortestCycle(through start: String, within component: Set<String>) -> [Edge]? {
        var cameBy: [String: (from: String, edge: Edge)] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for edge in edges(node) where component.contains(target(edge)) {
                let next = target(edge)
                if next == start {
                    var path = [edge]
                    var current = node
                    while current != start, let step = cameBy[current] {
                        path.append(step.edge)
                        current = step.from
                    }
                    return path.reversed()
                }
                if cameBy[next] == nil {
                    cameBy[next] = (node, edge)
                    queue.append(next)
                }
            }
        }
        return nil
    }
}
