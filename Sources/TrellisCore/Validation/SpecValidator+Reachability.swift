extension SpecValidator {
    /// Warnings for parts of the spec that can never take effect: screens never shown, flows
    /// never started, events that nothing routes or handles.
    mutating func warnAboutUnreachableParts() {
        guard let root = spec.flows.first else { return }
        for screen in spec.screens where !analysis.screensShownAnywhere.contains(screen.name.value) {
            diagnostics.warning(
                "screen \(screen.name.quoted) is never shown: no flow starts, pushes, presents or replaces it, and no screen embeds it as a child",
                at: screen.name.origin)
        }
        let startedFlows = analysis.startedFlows
        for flow in spec.flows.dropFirst() where !startedFlows.contains(flow.name.value) {
            diagnostics.warning(
                "flow \(flow.name.quoted) is never started: no route starts it, and only the first flow (\(root.name.quoted)) starts by itself",
                at: flow.name.origin)
        }
        let flowsShowing = analysis.flowsShowingEachScreen()
        let emitted = Set(spec.screens.flatMap { $0.emits.map(\.value) })
        let catching = analysis.flowsCatching(emitted, index: index)
        for screen in spec.screens {
            let flows = flowsShowing[screen.name.value] ?? []
            for event in screen.emits where index.events[event.value] != nil {
                let isCaught = flows.contains { catching[event.value]?.contains($0) == true }
                if !flows.isEmpty, !isCaught {
                    diagnostics.warning(
                        "event \(event.quoted) of screen \(screen.name.quoted) is neither routed nor handled in any flow that shows the screen or above it",
                        at: event.origin)
                }
            }
        }
        warnAboutRoutesThatCloseNothing()
    }

    /// A pop or a dismiss closes only a screen that sent its event (or runs while a child flow
    /// that hands the event on runs): a route whose event no screen of its flow sends, and no
    /// child flow hands on, never navigates.
    private mutating func warnAboutRoutesThatCloseNothing() {
        for flow in spec.flows {
            let shown = analysis.shownScreens[flow.name.value] ?? []
            let children = flow.routes.compactMap { route -> String? in
                if case .start(let child)? = route.operation { child.value } else { nil }
            }
            for route in flow.routes {
                guard let operation = route.operation, operation.keyword == "pop" || operation.keyword == "dismiss",
                    index.events[route.on.value] != nil
                else { continue }
                let event = route.on.value
                let sentByAScreen = shown.contains { analysis.screen($0, sends: event) }
                let handedOnByAChild = children.contains { analysis.handedUpEvents[$0]?.contains(event) == true }
                guard !sentByAScreen, !handedOnByAChild else { continue }
                diagnostics.warning(
                    "this \(operation.keyword) never closes anything: a \(operation.keyword) closes only a screen that sent \(route.on.quoted), and no screen of flow \(flow.name.quoted) sends it (nor does a child flow it starts hand it on)",
                    at: route.on.origin)
            }
        }
    }
}
