/// What a spec says that this version of Trellis checks but does not generate yet in an
/// architecture: each is refused where it is written, so that no spec generates code that ignores
/// it. `validate` refuses it for the spec's own architecture, and a job for the architecture it
/// asks for.
enum NotGeneratedYet {
    static func refusals(in spec: ModuleSpec, for architecture: Architecture, file: String) -> [Diagnostic] {
        let generator = architecture.generator
        guard !generator.generatesTabBars else { return [] }
        let refusal = "this version of Trellis generates it in mvvm-c only, not in \(generator.name)"
        var found: [Diagnostic] = []
        for flow in spec.flows {
            if let tabs = flow.tabs {
                found.append(refused("a tab bar (\"tabs\"): \(refusal)", at: tabs.origin, file: file))
            }
            for route in flow.routes {
                guard case .select(let target)? = route.operation else { continue }
                found.append(
                    refused("a tab selected by a route (\"select\"): \(refusal)", at: target.origin, file: file))
            }
        }
        return found
    }

    private static func refused(_ message: String, at origin: Origin, file: String) -> Diagnostic {
        Diagnostic(severity: .error, file: file, location: origin.location, path: origin.path, message: message)
    }
}
