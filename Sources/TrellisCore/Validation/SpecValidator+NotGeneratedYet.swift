extension SpecValidator {
    /// Tab bars are checked, but this version of Trellis does not generate them yet: each is refused
    /// where it is written, so no spec that validates generates code that ignores it.
    mutating func refuseWhatIsNotGeneratedYet() {
        let refusal = "this version of Trellis checks it, but does not generate it yet"
        for flow in spec.flows {
            if let tabs = flow.tabs {
                notGeneratedYet.append(refused("a tab bar (\"tabs\"): \(refusal)", at: tabs.origin))
            }
            for route in flow.routes {
                switch route.operation {
                case .select(let target)?:
                    notGeneratedYet.append(
                        refused("a tab selected by a route (\"select\"): \(refusal)", at: target.origin))
                default: break
                }
            }
        }
    }

    private func refused(_ message: String, at origin: Origin) -> Diagnostic {
        Diagnostic(
            severity: .error, file: diagnostics.file, location: origin.location, path: origin.path, message: message)
    }
}
