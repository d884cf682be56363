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
        for flow in spec.flows.dropFirst() where !analysis.startedFlows.contains(flow.name.value) {
            diagnostics.warning(
                "flow \(flow.name.quoted) is never started: no route starts it, and only the first flow (\(root.name.quoted)) starts by itself",
                at: flow.name.origin)
        }
        for screen in spec.screens {
            let flows = analysis.flows(showing: screen.name.value)
            for event in screen.emits where index.events[event.value] != nil {
                let isCaught = flows.contains { analysis.isCaught(event.value, from: $0, index: index) }
                if !flows.isEmpty, !isCaught {
                    diagnostics.warning(
                        "event \(event.quoted) of screen \(screen.name.quoted) is neither routed nor handled in any flow that shows the screen or above it",
                        at: event.origin)
                }
            }
        }
    }
}
