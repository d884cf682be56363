extension SpecValidator {
    /// Flows start a known screen with their params; each route has one operation on a known
    /// target, at most one route per event, and supplies its destination's params.
    mutating func checkFlows() {
        for (position, flow) in spec.flows.enumerated() {
            let flowParams = ParamSource("the params of flow \(flow.name.quoted)", flow.params)
            if let start = flow.start, checkKnown(start, in: index.screens, kind: "screen"),
                let screen = index.screens[start.value]
            {
                checkSupply(of: screen.params, to: "start screen \(start.quoted)", from: [flowParams], at: start.origin)
            }
            var routed: [String: Origin] = [:]
            for route in flow.routes {
                let event = checkKnown(route.on, in: index.events, kind: "event") ? index.events[route.on.value] : nil
                if let first = routed[route.on.value] {
                    diagnostics.error(
                        "flow \(flow.name.quoted) already routes event \(route.on.quoted) (at \(first.location), \(first.path))",
                        at: route.on.origin)
                } else {
                    routed[route.on.value] = route.on.origin
                }
                guard let operation = route.operation else { continue }
                let payload = ParamSource("the payload of event \(route.on.quoted)", event?.params ?? [])
                switch operation {
                case .push(let target), .present(let target), .replace(let target):
                    guard checkKnown(target, in: index.screens, kind: "screen"),
                        let screen = index.screens[target.value],
                        event != nil
                    else { continue }
                    checkSupply(
                        of: screen.params, to: "screen \(target.quoted)", from: [payload, flowParams], at: target.origin
                    )
                case .start(let target):
                    guard checkKnown(target, in: index.flows, kind: "flow"), let child = index.flows[target.value],
                        event != nil
                    else { continue }
                    checkSupply(
                        of: child.params, to: "flow \(target.quoted)", from: [payload, flowParams], at: target.origin)
                case .finish where position == 0:
                    diagnostics.warning(
                        "flow \(flow.name.quoted) is the root flow (the first in \"flows\"): it has no parent to hand \(route.on.quoted) to",
                        at: route.origin)
                case .pop, .dismiss, .finish, .select, .alert:
                    // A select and an alert are checked with tab bars and alerts.
                    break
                }
            }
        }
        checkChildrenShownOverTheirParents()
    }

    /// A child flow pushed or presented shows its screens over its parent's, which stay on screen
    /// beneath. A child of its own started in place would show in place of its screens, over the
    /// parent's, and where its own pop at its first screen or dismiss goes (ending which flow) is
    /// not decided yet: this version of Trellis does not generate it.
    private mutating func checkChildrenShownOverTheirParents() {
        var startedOver: [String: Located<ChildFlowPresentation>] = [:]
        for flow in spec.flows {
            for route in flow.routes {
                guard case .start(let child)? = route.operation, let presentation = route.presentation,
                    presentation.value != .inPlace, startedOver[child.value] == nil
                else { continue }
                startedOver[child.value] = presentation
            }
        }
        for flow in spec.flows {
            guard let presentation = startedOver[flow.name.value] else { continue }
            for route in flow.routes {
                guard case .start? = route.operation, route.childPresentation == .inPlace else { continue }
                diagnostics.error(
                    "flow \(flow.name.quoted) is started with \"presentation\": \"\(presentation.value.rawValue)\" (at \(presentation.origin.location), \(presentation.origin.path)), so its screens show over its parent's; this version of Trellis does not generate a \"start\" in place in such a flow: start the child \"push\" or \"modal\", or start \(flow.name.quoted) \"inPlace\"",
                    at: route.origin)
            }
        }
    }
}
