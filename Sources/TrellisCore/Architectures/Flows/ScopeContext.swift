/// The container of a flow with params (seed 000's signed-in container): it holds the params,
/// makes the flow and the view models of its screens with them, and lives as long as the flow,
/// which keeps it. What only exists with the params is made here.
struct ScopeContext: Encodable {
    /// `SignedInDependencyContainer`.
    var name: String
    var flowName: String
    var params: [MemberContext]
    /// The screens the flow shows, each made with the scope's params.
    var screens: [ScopedScreenContext]
}

/// A scope's factory of one screen's view model.
struct ScopedScreenContext: Encodable {
    var screenName: String
    var viewModelName: String
    var makeName: String
    /// `pickupLocation: Location`: the params the scope does not hold, then the responder.
    var parameterList: String
    /// The module container's make call: the scope's params by name, the others passed on.
    var moduleArguments: [ArgumentContext]
    var doc: [String]
}

extension ContextBuilder {
    /// The scope of `flow`, or nil when it has no params.
    func scope(of flow: FlowSpec) -> ScopeContext? {
        guard !flow.params.isEmpty else { return nil }
        let flowParams = Set(flow.params.map(\.name.value))
        let screens = (analysis.shownScreens[flow.name.value] ?? []).compactMap { index.screens[$0] }.map {
            screen -> ScopedScreenContext in
            let viewModel = GeneratedName.viewModel(forScreen: screen.name.value)
            let params = members(screen.params, kind: "param")
            var parameters = params.filter { !flowParams.contains($0.label) }.map(\.declaration)
            var moduleArguments = params.map { (label: $0.label, value: $0.name) }
            if usesResponders, analysis.reportedEvents[screen.name.value]?.isEmpty == false {
                parameters.append("responder: any \(viewModel).Responder")
                moduleArguments.append((label: "responder", value: "responder"))
            }
            func scopedScreenDoc(_ name: String, supplied: [MemberContext]) -> [String] {
                let names = supplied.map { "`\($0.label)`" }.joined(separator: ", ")
                return docLines(
                    "Makes the view model of the \(name) screen"
                        + (names.isEmpty ? "." : " with the scope's \(names)."),
                    fallback: "")
            }
            return ScopedScreenContext(
                screenName: screen.name.value, viewModelName: viewModel,
                makeName: GeneratedName.makeViewModel(forScreen: screen.name.value),
                parameterList: parameters.joined(separator: ", "),
                moduleArguments: arguments(moduleArguments),
                doc: scopedScreenDoc(screen.name.value, supplied: params.filter { flowParams.contains($0.label) }))
        }
        return ScopeContext(
            name: GeneratedName.scope(forFlow: flow.name.value), flowName: flow.name.value,
            params: members(flow.params, kind: "param"), screens: screens)
    }
}
