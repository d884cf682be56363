/// The names mvvm and mvvm-c give screens and flows beside the spec's own: what their view
/// models and flow types hold, checked against the spec's names.
enum ObservableNames {
    /// Types nested in the generated view models and flows, where a model of the same name would
    /// be hidden: the responder and parent compositions, mvvm's child flows and showings.
    static let nestedTypes: Set<String> = ["Responder", "Parent", "Child", "Showing"]

    /// The types every observable module's tests declare.
    static let testTypes = ["RecordedEvent", "EventRecorder", "TestEnvironment", "RepositoryStubError"]

    /// The types that take an event from outside the screens to the module's flows.
    static func outsideEventTypes(forModule module: String) -> [String] {
        [Namer.eventEnum(forGroup: module), "OutsideEventRoute", "OutsideEventReceiver", "AlertAnswer", "AlertAnswers"]
    }

    /// The responder protocol of each event, when screens report through responders.
    static func responderTypes(usesResponders: Bool) -> @Sendable (SignatureSpec) -> [String] {
        { event in usesResponders ? [Namer.responder(forEvent: event.name.value)] : [] }
    }

    /// The members a view model holds beside the spec's own.
    static let viewModelMembers = MemberNameCheck(name: "observable view models") { spec, diagnostics in
        for screen in spec.spec.screens { checkViewModelMembers(of: screen, in: spec, into: &diagnostics) }
    }

    /// The members a flow's type holds beside the spec's own (mvvm-c's coordinators)…
    static let flowMembers = MemberNameCheck(name: "observable flows") { spec, diagnostics in
        checkFlows(of: spec, viewModelAccessors: false, into: &diagnostics)
    }

    /// …and with a `…ViewModel` method per screen it shows (mvvm's flow view models).
    static let flowMembersWithViewModelAccessors = MemberNameCheck(name: "observable flows with view model accessors") {
        spec, diagnostics in
        checkFlows(of: spec, viewModelAccessors: true, into: &diagnostics)
    }

    private static func checkFlows(
        of spec: AnalyzedSpec, viewModelAccessors: Bool, into diagnostics: inout DiagnosticCollector
    ) {
        for event in spec.spec.events where Namer.flowMembers.contains(event.name.value) {
            diagnostics.error(
                "event name \(event.name.quoted) clashes with a member every flow has (flows get a method per event); choose another name",
                at: event.name.origin)
        }
        for flow in spec.spec.flows
        where spec.index.flows[flow.name.value].map({ $0.name.origin == flow.name.origin }) == true {
            for param in flow.params where Namer.flowMembers.contains(param.name.value) {
                diagnostics.error(
                    "param \(param.name.quoted) of flow \(flow.name.quoted) clashes with the coordinator's own \(param.name.quoted); choose another name",
                    at: param.name.origin)
            }
            checkFlowMembers(of: flow, in: spec, accessors: viewModelAccessors, into: &diagnostics)
        }
    }

    /// The view model holds the responder (or a closure per reported event), a method per
    /// child's event it passes on, the children's view models, a method per handled event, the
    /// hooks of emitting actions, clearers and the system-gesture hook, beside the params, state, actions and repositories.
    private static func checkViewModelMembers(
        of screen: ScreenSpec, in spec: AnalyzedSpec, into diagnostics: inout DiagnosticCollector
    ) {
        let usesClosures = spec.spec.outputs?.value == .closures
        let reported = reportedEventOrigins(of: screen, in: spec)
        var generated: [LocatedName] = []
        if let first = reported.first, !usesClosures {
            generated.append(LocatedName(value: "responder", origin: first.origin))
        }
        if usesClosures {
            generated += reported.map {
                LocatedName(value: Namer.closureProperty(forEvent: $0.value), origin: $0.origin)
            }
        } else {
            let own = Set(screen.emits.map(\.value) + screen.handles.map(\.value))
            generated += reported.filter { !own.contains($0.value) }
        }
        generated += SpecValidator.firstOfEachName(screen.children).map {
            LocatedName(value: Namer.viewModelProperty(forScreen: $0.value), origin: $0.origin)
        }
        generated += SpecValidator.firstOfEachName(screen.handles)
        generated += screen.actions.filter { $0.emits != nil }.map {
            LocatedName(value: Namer.willSend(forAction: $0.name.value), origin: $0.name.origin)
        }
        generated += screen.state.filter { !$0.isInput && $0.type.value.isOptional }.map {
            LocatedName(value: Namer.clear(forState: $0.name.value), origin: $0.name.origin)
        }
        // Reserved on every screen, not only those a route pushes or presents: adding a route must
        // not make a member name invalid.
        generated.append(LocatedName(value: Namer.closedBySystemGesture, origin: screen.name.origin))
        let own =
            screen.params.map(\.name) + screen.state.map(\.name) + screen.actions.map(\.name)
            + SpecValidator.dependencyProperties(of: screen)
        diagnostics.reportDuplicates(
            in: own + generated, what: "member of screen \(screen.name.quoted)", from: own.count)
        for entry in screen.state
        where SwiftName.keywords.contains(entry.name.value)
            && !SwiftName.forbiddenMemberNames.contains(entry.name.value)
        {
            // State is a stored property of an @Observable class, whose macro cannot expand a
            // property named with a keyword, even in backticks.
            diagnostics.error(
                "state entry name \(entry.name.quoted) is a Swift keyword, which the @Observable view model cannot hold as a property; choose another name",
                at: entry.name.origin)
        }
        for action in screen.actions {
            // An emitting action's body sends through `responder` or the event's closure, which
            // a param of the same name would hide.
            guard let emits = action.emits else { continue }
            let sender = usesClosures ? Namer.closureProperty(forEvent: emits.value) : "responder"
            for param in action.params where param.name.value == sender {
                diagnostics.error(
                    "param \(param.name.quoted) of action \(action.name.quoted) would hide the view model's \"\(sender)\" that sends \(emits.quoted); choose another name",
                    at: param.name.origin)
            }
        }
    }

    /// The events a screen's view model reports, each where the spec names it: its own
    /// `emits`, else the child that reports it.
    private static func reportedEventOrigins(of screen: ScreenSpec, in spec: AnalyzedSpec) -> [LocatedName] {
        (spec.analysis.reportedEvents[screen.name.value] ?? []).compactMap { event in
            if let own = screen.emits.first(where: { $0.value == event }) { return own }
            let child = screen.children.first { spec.analysis.reportedEvents[$0.value]?.contains(event) == true }
            return child.map { LocatedName(value: event, origin: $0.origin) }
        }
    }

    /// A flow's type holds its params, a method per event that reaches it, a closure per event
    /// it hands on (with closure outputs) and, with `accessors`, a `…ViewModel` method per
    /// screen it shows.
    private static func checkFlowMembers(
        of flow: FlowSpec, in spec: AnalyzedSpec, accessors: Bool, into diagnostics: inout DiagnosticCollector
    ) {
        let name = flow.name.value
        var members = TypeNamespace()
        let flowType = "flow \(flow.name.quoted)"
        for param in flow.params {
            members.claim(
                param.name.value, by: "param \(param.name.quoted) of \(flowType)", at: param.name.origin, &diagnostics)
        }
        for eventName in spec.analysis.incomingEvents[name] ?? [] {
            guard let event = spec.index.events[eventName] else { continue }
            members.claim(
                eventName, by: "the method \(event.name.quoted) that event \(event.name.quoted) gives \(flowType)",
                at: event.name.origin, &diagnostics)
        }
        func claim(_ member: String, kind: String, from owner: LocatedName, _ ownerKind: String) {
            members.claim(
                member, by: "the \(kind) \"\(member)\" that \(ownerKind) \(owner.quoted) gives \(flowType)",
                at: owner.origin, &diagnostics)
        }
        if spec.spec.outputs?.value == .closures {
            for event in (spec.analysis.handedUpEvents[name] ?? []).compactMap({ spec.index.events[$0] }) {
                claim(Namer.closureProperty(forEvent: event.name.value), kind: "closure", from: event.name, "event")
            }
        }
        if accessors {
            for screen in (spec.analysis.shownScreens[name] ?? []).compactMap({ spec.index.screens[$0] }) {
                claim(
                    Namer.viewModelProperty(forScreen: screen.name.value), kind: "method", from: screen.name, "screen")
            }
        }
        checkPayloadNames(reaching: flow, in: spec, members: members, into: &diagnostics)
    }

    /// The method an event gives a flow takes the payload as parameters, and its body uses the
    /// flow's members and its own locals by name: a payload value may not hide them.
    private static func checkPayloadNames(
        reaching flow: FlowSpec, in spec: AnalyzedSpec, members: TypeNamespace,
        into diagnostics: inout DiagnosticCollector
    ) {
        for eventName in spec.analysis.incomingEvents[flow.name.value] ?? [] {
            guard let event = spec.index.events[eventName] else { continue }
            for param in event.params {
                let hidden: String?
                // A payload value may share a flow param's name: it is meant to take its place.
                if let owner = members.owner(of: param.name.value), !owner.hasPrefix("param "),
                    !owner.hasPrefix("the method \"\(eventName)\"")
                {
                    hidden = owner
                } else if Namer.flowMembers.contains(param.name.value) {
                    hidden = "the member \(param.name.quoted) every flow has"
                } else if routeLocalNames.contains(param.name.value) {
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
}
