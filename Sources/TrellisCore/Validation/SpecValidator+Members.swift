extension SpecValidator {
    /// The members Trellis generates beside the spec's own in a flow's type (coordinator or
    /// flow view model) and in a repository's test stub may not share a name with them.
    mutating func checkGeneratedMembers() {
        for flow in spec.flows where index.flows[flow.name.value].map({ $0.name.origin == flow.name.origin }) == true {
            checkMembers(of: flow)
        }
        for repository in spec.repositories { checkStubMembers(of: repository) }
    }

    /// A flow's type holds its params, a method per event that reaches it, a closure per event
    /// it hands on (with closure outputs) and (in mvvm) a `…ViewModel` method per screen it shows.
    private mutating func checkMembers(of flow: FlowSpec) {
        let name = flow.name.value
        var members = TypeNamespace()
        let flowType = "flow \(flow.name.quoted)"
        for param in flow.params {
            members.claim(
                param.name.value, by: "param \(param.name.quoted) of \(flowType)", at: param.name.origin, &diagnostics)
        }
        for eventName in analysis.incomingEvents[name] ?? [] {
            guard let event = index.events[eventName] else { continue }
            members.claim(
                eventName, by: "the method \(event.name.quoted) that event \(event.name.quoted) gives \(flowType)",
                at: event.name.origin, &diagnostics)
        }
        func claim(_ member: String, kind: String, from owner: LocatedName, _ ownerKind: String) {
            members.claim(
                member, by: "the \(kind) \"\(member)\" that \(ownerKind) \(owner.quoted) gives \(flowType)",
                at: owner.origin, &diagnostics)
        }
        if spec.outputs?.value == .closures {
            for event in (analysis.handedUpEvents[name] ?? []).compactMap({ index.events[$0] }) {
                claim(
                    GeneratedName.closureProperty(forEvent: event.name.value), kind: "closure", from: event.name,
                    "event")
            }
        }
        // mvvm: the view model of each shown screen, for the view layer.
        for screen in (analysis.shownScreens[name] ?? []).compactMap({ index.screens[$0] }) {
            claim(
                GeneratedName.viewModelProperty(forScreen: screen.name.value), kind: "method", from: screen.name,
                "screen")
        }
        checkPayloadNames(reaching: flow, members: members)
    }

    /// The method an event gives a flow takes the payload as parameters, and its body uses the
    /// flow's members and its own locals by name: a payload value may not hide them.
    private mutating func checkPayloadNames(reaching flow: FlowSpec, members: TypeNamespace) {
        for eventName in analysis.incomingEvents[flow.name.value] ?? [] {
            guard let event = index.events[eventName] else { continue }
            for param in event.params {
                let hidden: String?
                // A payload value may share a flow param's name: it is meant to take its place.
                if let owner = members.owner(of: param.name.value), !owner.hasPrefix("param "),
                    !owner.hasPrefix("the method \"\(eventName)\"")
                {
                    hidden = owner
                } else if GeneratedName.flowMembers.contains(param.name.value) {
                    hidden = "the member \(param.name.quoted) every flow has"
                } else if Self.routeLocalNames.contains(param.name.value) {
                    hidden = "the local \(param.name.quoted) its routes declare"
                } else {
                    hidden = nil
                }
                guard let hidden else { continue }
                diagnostics.error(
                    "param \(param.name.quoted) of event \(event.name.quoted) would hide \(hidden) in the method the event gives flow \(flow.name.quoted); choose another name",
                    at: param.name.origin)
            }
        }
    }

    /// The locals a flow's event methods declare.
    static let routeLocalNames: Set<String> = ["viewModel", "child", "screen", "view", "isHandled"]

    /// A repository's stub has, per method, the method, `<method>Result` and `<method>Calls`.
    private mutating func checkStubMembers(of repository: RepositorySpec) {
        var members = TypeNamespace()
        let stub = "the stub of repository \(repository.name.quoted)"
        var seen: Set<String> = []
        for method in repository.methods where seen.insert(method.name.value).inserted {
            members.claim(method.name.value, by: "method \(method.name.quoted)", at: method.name.origin, &diagnostics)
        }
        for method in repository.methods where seen.remove(method.name.value) != nil {
            for property in [
                GeneratedName.stubResult(forMethod: method.name.value),
                GeneratedName.stubCalls(forMethod: method.name.value),
            ] {
                members.claim(
                    property, by: "the property \"\(property)\" that method \(method.name.quoted) gives \(stub)",
                    at: method.name.origin, &diagnostics)
            }
        }
    }
}
