/// What the spec says about each entry from elsewhere in it, for doc comments that tell a
/// reader something the name does not: who sends an event and who routes it, which flows show a
/// screen, which screens use a repository. Computed once, in one pass over the spec.
struct SpecFacts {
    /// Event → the screens that emit it, in spec order.
    private(set) var senders: [String: [String]] = [:]
    /// Event → the screens that handle it.
    private(set) var handlers: [String: [String]] = [:]
    /// Event → what each flow routing it does: `Onboarding pushes SignIn`.
    private(set) var routes: [String: [String]] = [:]
    /// Screen → how flows show it: `SignedIn presents it on `profileRequested``.
    private(set) var shownBy: [String: [String]] = [:]
    /// The screens a route pushes or presents: the system's own gesture (a back swipe, a swipe
    /// down) can close them.
    private(set) var closableBySystemGesture: Set<String> = []
    /// Screen → the screens it is embedded in.
    private(set) var embeddedIn: [String: [String]] = [:]
    /// Repository → the screens it is injected into.
    private(set) var users: [String: [String]] = [:]
    /// Whether a route shows an alert or a confirmation dialog: the flows then keep the rules that
    /// come with one (screens beneath it do not navigate).
    private(set) var showsAlerts = false
    /// Whether a flow is a tab bar: flows then run flows that do not show (tabs not selected).
    private(set) var hasTabBars = false

    init(spec: ModuleSpec) {
        for screen in spec.screens {
            let name = screen.name.value
            for event in screen.emits { senders[event.value, default: []].append(name) }
            for event in screen.handles { handlers[event.value, default: []].append(name) }
            for child in screen.children { embeddedIn[child.value, default: []].append(name) }
            for repository in screen.dependencies { users[repository.value, default: []].append(name) }
        }
        var seenFlows: Set<String> = []
        var startedOver: Set<String> = []
        for flow in spec.flows where seenFlows.insert(flow.name.value).inserted {
            let name = flow.name.value
            if let start = flow.start?.value { shownBy[start, default: []].append("\(name) starts on it") }
            if flow.tabs != nil { hasTabBars = true }
            for route in flow.routes {
                if case .alert? = route.operation { showsAlerts = true }
                guard let operation = route.operation else { continue }
                routes[route.on.value, default: []].append("\(name) \(Self.describe(operation))")
                switch operation {
                case .push(let screen), .present(let screen): closableBySystemGesture.insert(screen.value)
                case .start(let child) where route.childPresentation != .inPlace:
                    // A child pushed or presented shows its first screen so: a gesture closes it.
                    startedOver.insert(child.value)
                default: break
                }
                if let screen = operation.shownScreen?.value {
                    let verb = ["push": "pushes", "present": "presents", "replace": "shows"][operation.keyword] ?? ""
                    shownBy[screen, default: []].append("\(name) \(verb) it on `\(route.on.value)`")
                }
            }
        }
        for flow in spec.flows where startedOver.contains(flow.name.value) {
            if let start = flow.start?.value { closableBySystemGesture.insert(start) }
        }
    }

    /// `pushes SignIn`, `starts the SignedIn flow`, `finishes`.
    static func describe(_ operation: RouteSpec.Operation) -> String {
        switch operation {
        case .push(let screen): "pushes \(screen.value)"
        case .present(let screen): "presents \(screen.value)"
        case .replace(let screen): "shows \(screen.value) alone"
        case .start(let flow): "starts the \(flow.value) flow"
        case .pop: "goes back"
        case .dismiss: "closes the presented screen"
        case .finish: "finishes"
        case .select(let flow): "selects the tab of the \(flow.value) flow"
        case .alert(let alert): "shows \(alert.kind == .alert ? "an alert" : "a confirmation dialog")"
        }
    }

    /// `Sent by Welcome; handled by PickMeUp; Onboarding pushes SignIn.`
    func eventDoc(_ event: String) -> String {
        var parts: [String] = []
        if let senders = senders[event] { parts.append("Sent by " + Self.list(senders)) }
        if let handlers = handlers[event] { parts.append("handled by " + Self.list(handlers)) }
        parts += routes[event] ?? []
        guard let first = parts.first else { return "Sent by nothing in the spec yet: from outside the module." }
        return Self.sentence(first, parts.dropFirst())
    }

    /// `SignedIn presents it on `profileRequested`.` or `Embedded in PickMeUp.`
    func screenDoc(_ screen: String) -> String {
        var parts = shownBy[screen] ?? []
        if let parents = embeddedIn[screen] { parts.append("embedded in " + Self.list(parents)) }
        guard let first = parts.first else { return "Shown by no flow yet." }
        return Self.sentence(first, parts.dropFirst())
    }

    /// `Sent by A; handled by B.`: clauses joined by semicolons into one sentence.
    static func sentence(_ first: String, _ rest: some Sequence<String>) -> String {
        ([SwiftName.upperFirst(first)] + rest).joined(separator: "; ") + "."
    }

    /// `A`, `A and B`, `A, B and C`.
    static func list(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
    }
}
