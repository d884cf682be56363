/// The container of a flow with params (a signed-in scope, holding the user's session, say): it
/// holds the params, makes the flow and the view models of its screens with them, and lives as
/// long as the flow, which keeps it. What only exists with the params is made here.
struct ScopeContext: Encodable, Sendable {
    /// `SignedInDependencyContainer`.
    var name: String
    var flowName: String
    var params: [MemberContext]
    /// The screens the flow shows, each made with the scope's params.
    var screens: [ScopedScreenContext]
}

/// A scope's factory of one screen's view model.
struct ScopedScreenContext: Encodable, Sendable {
    var screenName: String
    var viewModelName: String
    var makeName: String
    /// The params the scope does not hold, then the responder.
    var params: [ParameterContext]
    /// The module container's make call: the scope's params by name, the others passed on.
    var moduleArguments: [ArgumentContext]
    var doc: DocLines
}

extension FlowTranslator {
    /// The scope of `flow`, or nil when it has no params.
    func scope(of flow: FlowSpec) -> ScopeContext? {
        guard !flow.params.isEmpty else { return nil }
        let flowParams = Set(flow.params.map(\.name.value))
        let screens = (analysis.shownScreens[flow.name.value] ?? []).compactMap { index.screens[$0] }.map {
            screen -> ScopedScreenContext in
            let viewModel = Namer.viewModel(forScreen: screen.name.value)
            let params = members(screen.params)
            var parameters = params.filter { !flowParams.contains($0.label) }.map {
                ParameterContext(name: $0.name, type: $0.type)
            }
            var moduleArguments = params.map { (label: $0.label, value: $0.name) }
            if usesResponders, analysis.reportedEvents[screen.name.value]?.isEmpty == false {
                parameters.append(ParameterContext(name: "responder", type: "any \(viewModel).Responder"))
                moduleArguments.append((label: "responder", value: "responder"))
            }
            let supplied = params.filter { flowParams.contains($0.label) }.map { "`\($0.label)`" }
            return ScopedScreenContext(
                screenName: screen.name.value, viewModelName: viewModel,
                makeName: Namer.makeViewModel(forScreen: screen.name.value), params: parameters.markingLast(),
                moduleArguments: listedArguments(moduleArguments),
                doc: docLines(
                    "Makes the view model of the \(screen.name.value) screen"
                        + (supplied.isEmpty ? "." : " with the scope's \(supplied.joined(separator: ", "))."),
                    fallback: ""))
        }
        return ScopeContext(
            name: Namer.scope(forFlow: flow.name.value), flowName: flow.name.value, params: members(flow.params),
            screens: screens)
    }
}
