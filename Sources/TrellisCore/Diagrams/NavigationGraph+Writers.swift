extension NavigationGraph {
    /// A Mermaid flowchart (GitHub renders it in a ```mermaid block).
    public func mermaid() -> String {
        var lines = ["flowchart TD"]
        for group in groups {
            let title = group.isRoot ? "\(group.flow) (root flow)" : "\(group.flow) flow"
            lines.append("    subgraph \(Self.identifier(group.flow))[\"\(title)\"]")
            for screen in group.screens {
                lines.append("        \(Self.identifier(group.flow, screen))[\"\(screen)\"]")
            }
            lines.append("    end")
        }
        for screen in looseScreens {
            lines.append("    \(Self.identifier("", screen))[\"\(screen) (not shown)\"]")
        }
        for edge in edges {
            // A label quotes a tab's or an alert's title, which may hold a quote: Mermaid's entity.
            let label = edge.label.replacing("\"", with: "#quot;")
            let arrow =
                switch edge.kind {
                case .route: "-- \"\(label)\" -->"
                case .finish: "-. \"\(label)\" .->"
                case .embeds: "-. embeds .->"
                }
            lines.append("    \(Self.identifier(edge.from)) \(arrow) \(Self.identifier(edge.to))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Graphviz digraph: flows as clusters; an edge to or from a whole flow is drawn to or from
    /// its first screen, clipped at the cluster.
    public func dot() -> String {
        var lines = [
            "digraph \(Self.quoted(module)) {", "    compound=true;", "    node [shape=box, style=rounded];",
        ]
        for group in groups {
            lines.append("    subgraph \(Self.quoted("cluster_" + group.flow)) {")
            lines.append(
                "        label=\(Self.quoted(group.isRoot ? "\(group.flow) (root flow)" : "\(group.flow) flow"));")
            for screen in group.screens {
                lines.append("        \(Self.quoted(group.flow + "." + screen)) [label=\(Self.quoted(screen))];")
            }
            lines.append("    }")
        }
        for screen in looseScreens {
            lines.append("    \(Self.quoted(screen)) [label=\(Self.quoted(screen + " (not shown)")), style=dashed];")
        }
        for edge in edges {
            guard let from = dotNode(edge.from), let to = dotNode(edge.to) else { continue }
            var attributes = ["label=\(Self.quoted(edge.label))"]
            if case .flow(let flow) = edge.from { attributes.append("ltail=\(Self.quoted("cluster_" + flow))") }
            if case .flow(let flow) = edge.to { attributes.append("lhead=\(Self.quoted("cluster_" + flow))") }
            if edge.kind != .route { attributes.append("style=dashed") }
            lines.append("    \(Self.quoted(from)) -> \(Self.quoted(to)) [\(attributes.joined(separator: ", "))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The DOT node of an endpoint: a whole flow is its first screen.
    private func dotNode(_ endpoint: Endpoint) -> String? {
        switch endpoint {
        case .screen(let flow, let screen): flow + "." + screen
        case .flow(let flow): groups.first { $0.flow == flow }?.screens.first.map { flow + "." + $0 }
        }
    }

    /// Spec names are ASCII identifiers: joined with `_` they make unique Mermaid ids.
    private static func identifier(_ flow: String, _ screen: String) -> String {
        flow.isEmpty ? "screen_\(screen)" : "\(flow)_\(screen)"
    }

    private static func identifier(_ flow: String) -> String {
        "flow_\(flow)"
    }

    private static func identifier(_ endpoint: Endpoint) -> String {
        switch endpoint {
        case .screen(let flow, let screen): identifier(flow, screen)
        case .flow(let flow): identifier(flow)
        }
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }
}
