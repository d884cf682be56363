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
    }
}
