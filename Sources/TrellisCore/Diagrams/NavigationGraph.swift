/// The navigation a spec describes, as a graph: flows are groups, the screens each flow shows
/// (and those embedded in them) are its nodes, routes are edges labelled with their event and
/// operation. Built from the validated spec alone, in spec order, so the same spec always
/// draws the same picture. `mermaid()` and `dot()` write it.
public struct NavigationGraph: Sendable, Equatable {
    /// A flow and its screens.
    struct Group: Sendable, Equatable {
        var flow: String
        var screens: [String]
        var isRoot: Bool
    }

    /// Where an edge starts or ends: one flow's screen, or a whole flow.
    enum Endpoint: Sendable, Equatable {
        case screen(flow: String, screen: String)
        case flow(String)
    }

    enum EdgeKind: Sendable, Equatable {
        /// A route that shows a screen, goes back, or starts a child flow.
        case route
        /// A flow finishing: the event goes back to the flow that started it.
        case finish
        /// A screen embedded in another.
        case embeds
    }

    struct Edge: Sendable, Equatable {
        var from: Endpoint
        var to: Endpoint
        var label: String
        var kind: EdgeKind
    }

    let module: String
    let groups: [Group]
    /// Screens no flow shows and no shown screen embeds.
    let looseScreens: [String]
    let edges: [Edge]

    /// The graph of `spec`.
    public init(_ validated: ValidatedSpec) {
        let spec = validated.spec
        let analysis = validated.analysis
        let index = validated.index
        module = validated.moduleName
        var seen: Set<String> = []
        let flows = spec.flows.filter { seen.insert($0.name.value).inserted }
        groups = flows.enumerated().map { offset, flow in
            Group(flow: flow.name.value, screens: analysis.liveScreens[flow.name.value] ?? [], isRoot: offset == 0)
        }
        looseScreens = spec.screens.map(\.name.value).filter { !analysis.screensShownAnywhere.contains($0) }
        var edges: [Edge] = []
        for flow in flows {
            let name = flow.name.value
            let shown = analysis.shownScreens[name] ?? []
            for screen in analysis.liveScreens[name] ?? [] {
                for child in index.screens[screen]?.children ?? [] {
                    edges.append(
                        Edge(
                            from: .screen(flow: name, screen: screen), to: .screen(flow: name, screen: child.value),
                            label: "embeds", kind: .embeds))
                }
            }
            // A tab bar starts each tab's flow with it: `tab "Rides"`.
            for tab in flow.tabs?.value ?? [] {
                edges.append(
                    Edge(
                        from: .flow(name), to: .flow(tab.flow.value), label: "tab \"\(tab.title.value)\"", kind: .route)
                )
            }
            for route in flow.routes {
                guard let operation = route.operation else { continue }
                let event = route.on.value
                // Who sends it here: the flow's shown screens that report it, else the flow itself
                // (a child flow handing it on, or the outside).
                let senders = shown.filter { analysis.screen($0, sends: event) }
                let sources: [Endpoint] =
                    senders.isEmpty ? [.flow(name)] : senders.map { .screen(flow: name, screen: $0) }
                var label = "\(event): \(operation.keyword)"
                // `present (full screen)`, `present (medium/large, no swipe down)`.
                if case .present = operation, let note = route.modalStyle.note { label += " (\(note))" }
                switch operation {
                case .push(let screen), .present(let screen), .replace(let screen):
                    for source in sources {
                        edges.append(
                            Edge(
                                from: source, to: .screen(flow: name, screen: screen.value), label: label, kind: .route)
                        )
                    }
                case .start(let child):
                    // `start (push)`, `start (modal)`: a child shown over the flow's screens.
                    let notes = [
                        route.childPresentation == .inPlace ? nil : route.childPresentation.rawValue,
                        route.modalStyle.note,
                    ]
                    let shownAs =
                        notes.compactMap { $0 }.isEmpty ? "" : " (\(notes.compactMap { $0 }.joined(separator: ", ")))"
                    for source in sources {
                        edges.append(Edge(from: source, to: .flow(child.value), label: label + shownAs, kind: .route))
                    }
                case .pop, .dismiss:
                    for source in sources { edges.append(Edge(from: source, to: source, label: label, kind: .route)) }
                case .alert(let alert):
                    // `deleteRequested: alert "Delete {draft.title}?"`: shown over the sender.
                    let shownAlert = label + " \"\(alert.title.value)\""
                    for source in sources {
                        edges.append(Edge(from: source, to: source, label: shownAlert, kind: .route))
                    }
                case .select(let tab):
                    for source in sources {
                        edges.append(Edge(from: source, to: .flow(tab.value), label: label, kind: .route))
                    }
                case .finish:
                    let parents = flows.map(\.name.value).filter { analysis.parents[name]?.contains($0) == true }
                    for parent in parents {
                        edges.append(Edge(from: .flow(name), to: .flow(parent), label: label, kind: .finish))
                    }
                }
            }
        }
        self.edges = edges
    }
}
