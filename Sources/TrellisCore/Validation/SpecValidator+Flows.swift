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
                case .pop, .dismiss, .finish:
                    break
                }
            }
        }
        checkChildrenShownOverTheirParents()
    }

    /// A child flow pushed or presented shows its screens over its parent's, which stay on screen
    /// beneath: it pushes, presents, pops, dismisses, finishes and starts children of its own
    /// pushed or presented. Making its screens the only ones (a `replace`, a child in place) would
    /// take its parent's screens away, which this version of Trellis does not generate.
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
                let replacesScreens: Bool
                switch route.operation {
                case .replace?: replacesScreens = true
                case .start?: replacesScreens = route.childPresentation == .inPlace
                default: replacesScreens = false
                }
                guard replacesScreens, let keyword = route.operation?.keyword else { continue }
                diagnostics.error(
                    "flow \(flow.name.quoted) is started with \"presentation\": \"\(presentation.value.rawValue)\" (at \(presentation.origin.location), \(presentation.origin.path)), so its screens show over its parent's; this version of Trellis does not generate a \"\(keyword)\"\(keyword == "start" ? " in place" : "") in such a flow: push or present instead, or start \(flow.name.quoted) \"inPlace\"",
                    at: route.origin)
            }
        }
    }
}
