/// What a test of an action that sends an event sets up, in every architecture: a sample local
/// per param of the action, then, for each value of the event's payload that neither the action
/// nor the screen's params supply, a sample the test puts in the state first; and the payload as
/// those locals.
struct EmittingSamples {
    /// The locals the test declares, in order, with their samples.
    var setup: [SampleContext] = []
    /// The state entries the test sets first, each to its local.
    var state: [StateSetupContext] = []
    /// The payload, each value by its local.
    var payload: [(label: String, value: String)] = []
    /// Each param of the action, by name: its local.
    var actionLocals: [String: String] = [:]
}

extension ContextTranslator {
    /// The samples of a test of `action`, which sends `event`: `screenLocals` are the locals of
    /// the screen's params, by name, and `locals` names the new ones apart from the test's own.
    func emittingSamples(
        of action: ActionSpec, sending event: SignatureSpec, screenLocals: [String: String], locals: inout LocalNames
    ) -> EmittingSamples {
        var samples = EmittingSamples()
        for (offset, param) in action.params.enumerated() {
            let local = locals.local(for: param.name.value, suffix: "Argument")
            samples.actionLocals[param.name.value] = local
            samples.setup.append(
                SampleContext(local: local, value: literals.sample(of: param.type.value, seed: 10 + offset)))
        }
        for (offset, value) in event.params.enumerated() {
            if let local = samples.actionLocals[value.name.value] ?? screenLocals[value.name.value] {
                samples.payload.append((value.name.value, local))
            } else {
                // Taken from state: the test sets it first.
                let local = locals.local(for: value.name.value)
                samples.setup.append(
                    SampleContext(local: local, value: literals.sample(of: value.type.value, seed: 20 + offset)))
                samples.state.append(StateSetupContext(property: SwiftName.identifier(value.name.value), local: local))
                samples.payload.append((value.name.value, local))
            }
        }
        return samples
    }
}
