extension SpecValidator {
    /// A tab flow has two to five tabs, each running a known flow that is no tab bar itself and is
    /// in no other tab, started with the tab flow's params. It has no stack of its own (no push,
    /// pop or replace), and only a tab flow selects, one of its own tabs.
    mutating func checkTabs() {
        var tabOfFlow: [String: Origin] = [:]
        let root = spec.flows.first?.name.value
        let tabFlows = Set(spec.flows.filter { $0.tabs != nil }.map(\.name.value))
        let shownInPart = tabFlows.isEmpty ? [] : flowsShownInPart()
        for flow in spec.flows {
            checkStartsOfTabFlows(in: flow, tabFlows: tabFlows, shownInPart: shownInPart)
            guard let tabs = flow.tabs else {
                for route in flow.routes {
                    guard case .select(let target)? = route.operation else { continue }
                    diagnostics.error(
                        "flow \(flow.name.quoted) has no tabs: only a tab flow (one with \"tabs\") selects a tab, "
                            + "and \(target.quoted) is not one of its own", at: target.origin)
                }
                continue
            }
            if tabs.value.count < 2 {
                diagnostics.error(
                    "a tab bar needs at least two tabs, found \(tabs.value.count); for one flow, start it instead",
                    at: tabs.origin)
            } else if tabs.value.count > 5 {
                // An iPhone shows five tabs at most, the rest under UIKit's own "More" tab, whose
                // navigation no flow runs.
                diagnostics.error(
                    "a tab bar has five tabs at most, found \(tabs.value.count) (an iPhone shows the rest under "
                        + "\"More\", which no flow runs); put the others in a tab's flow", at: tabs.origin)
            }
            let flowParams = ParamSource("the params of tab flow \(flow.name.quoted)", flow.params)
            for tab in tabs.value {
                guard checkKnown(tab.flow, in: index.flows, kind: "flow"), let tabFlow = index.flows[tab.flow.value]
                else { continue }
                if let first = tabOfFlow[tab.flow.value] {
                    diagnostics.error(
                        "flow \(tab.flow.quoted) is in a tab already (at \(first.location), \(first.path)); a flow "
                            + "runs in one tab at most", at: tab.flow.origin)
                    continue
                }
                tabOfFlow[tab.flow.value] = tab.flow.origin
                if tab.flow.value == flow.name.value {
                    diagnostics.error(
                        "tab flow \(flow.name.quoted) cannot run in one of its own tabs", at: tab.flow.origin)
                } else if tabFlow.tabs != nil {
                    diagnostics.error(
                        "flow \(tab.flow.quoted) is a tab bar itself; tab bars do not nest: give the tab a flow of "
                            + "screens", at: tab.flow.origin)
                } else if tab.flow.value == root {
                    diagnostics.error(
                        "flow \(tab.flow.quoted) is the root flow (the first in \"flows\"), which the app starts; "
                            + "a tab runs a flow the tab flow starts", at: tab.flow.origin)
                } else {
                    checkSupply(
                        of: tabFlow.params, to: "the flow \(tab.flow.quoted) of a tab", from: [flowParams],
                        at: tab.flow.origin)
                }
            }
            let ownTabs = tabs.value.map(\.flow.value)
            for route in flow.routes {
                switch route.operation {
                case .push?, .pop?, .replace?:
                    diagnostics.error(
                        "tab flow \(flow.name.quoted) has no stack of its own to \(route.operation?.keyword ?? ""): "
                            + "route \(route.on.quoted) in the flow of a tab, or present a screen over the tab bar",
                        at: route.origin)
                case .start? where route.childPresentation == .push:
                    let origin = route.presentation?.origin ?? route.origin
                    diagnostics.error(
                        "tab flow \(flow.name.quoted) has no stack to push a child flow onto: start it \"modal\" (over "
                            + "the tab bar) or \"inPlace\" (in place of it)", at: origin)
                case .select(let target)? where !ownTabs.contains(target.value):
                    diagnostics.error(
                        "tab flow \(flow.name.quoted) has no tab that runs flow \(target.quoted)", at: target.origin,
                        suggesting: Suggestion.closest(to: target.value, in: ownTabs))
                default: break
                }
            }
        }
    }

    /// A tab bar takes the whole screen: a flow starts a tab flow in place of its own screens,
    /// never pushed or in a modal stack, and only a flow that takes the whole screen itself (not
    /// one in a tab, nor one shown over another flow's screens, nor any they start).
    private mutating func checkStartsOfTabFlows(in flow: FlowSpec, tabFlows: Set<String>, shownInPart: Set<String>) {
        for route in flow.routes {
            guard case .start(let child)? = route.operation, tabFlows.contains(child.value) else { continue }
            if let presentation = route.presentation, presentation.value != .inPlace {
                diagnostics.error(
                    "flow \(child.quoted) is a tab bar, which takes the whole screen: start it \"inPlace\", not "
                        + "\"\(presentation.value.rawValue)\"", at: presentation.origin)
            } else if shownInPart.contains(flow.name.value) {
                diagnostics.error(
                    "flow \(flow.name.quoted) shows in a tab or over another flow's screens, so it cannot start tab "
                        + "flow \(child.quoted): tab bars do not nest; start it from a flow in place of the root's",
                    at: child.origin)
            }
        }
    }

    /// The flows that show in part of the screen: those in a tab, those started pushed or in a
    /// modal stack, and every flow any of them starts.
    private func flowsShownInPart() -> Set<String> {
        var pending = spec.flows.flatMap { flow in
            (flow.tabs?.value.map(\.flow.value) ?? [])
                + flow.routes.compactMap { route in
                    guard case .start(let child)? = route.operation, route.childPresentation != .inPlace else {
                        return nil
                    }
                    return child.value
                }
        }
        var found: Set<String> = []
        while let name = pending.popLast() {
            guard found.insert(name).inserted, let flow = index.flows[name] else { continue }
            for route in flow.routes {
                if case .start(let child)? = route.operation { pending.append(child.value) }
            }
        }
        return found
    }
}
