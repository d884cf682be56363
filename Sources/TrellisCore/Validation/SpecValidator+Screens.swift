extension SpecValidator {
    /// Screens refer to known repositories, events and screens; actions can fill their
    /// events' payloads; children get their params from their parent.
    mutating func checkScreens() {
        for screen in spec.screens {
            for dependency in screen.dependencies {
                checkKnown(dependency, in: index.repositories, kind: "repository")
            }
            for event in screen.emits + screen.handles { checkKnown(event, in: index.events, kind: "event") }
            for child in screen.children where checkKnown(child, in: index.screens, kind: "screen") {
                guard let childScreen = index.screens[child.value], child.value != screen.name.value else { continue }
                checkSupply(
                    of: childScreen.params, to: "child screen \(child.quoted)",
                    from: [
                        ParamSource("the params of screen \(screen.name.quoted)", screen.params),
                        ParamSource("the state of screen \(screen.name.quoted)", screen.state),
                    ], at: child.origin)
            }
            for action in screen.actions {
                checkEmits(of: action, in: screen)
                if action.runsOnAppear { checkAppearing(action, in: screen) }
            }
        }
    }

    /// The view runs an `onAppear` action with no one to ask for its arguments: the screen must
    /// hold each of them, by name and type, or the param must have a default.
    private mutating func checkAppearing(_ action: ActionSpec, in screen: ScreenSpec) {
        checkSupply(
            of: action.params, to: "action \(action.name.quoted), which runs on appear,",
            from: [
                ParamSource("the params of screen \(screen.name.quoted)", screen.params),
                ParamSource("the state of screen \(screen.name.quoted)", screen.state),
            ], at: action.name.origin)
    }

    private mutating func checkEmits(of action: ActionSpec, in screen: ScreenSpec) {
        guard let emits = action.emits, checkKnown(emits, in: index.events, kind: "event"),
            let event = index.events[emits.value]
        else { return }
        if !screen.emits.contains(where: { $0.value == emits.value }) {
            diagnostics.error(
                "action \(action.name.quoted) emits \(emits.quoted), which is not in the \"emits\" of screen \(screen.name.quoted); add it there",
                at: emits.origin)
        }
        checkSupply(
            of: event.params, to: "the payload of event \(emits.quoted)",
            from: [
                ParamSource("the params of action \(action.name.quoted)", action.params),
                ParamSource("the params of screen \(screen.name.quoted)", screen.params),
                ParamSource("the state of screen \(screen.name.quoted)", screen.state),
            ], at: emits.origin)
    }

    /// A screen may not contain itself, directly or through other children. Returns the
    /// screens on a cycle.
    @discardableResult
    mutating func checkChildCycles() -> Set<String> {
        var inCycle: Set<String> = []
        let screens = index.screens
        let finder = CycleFinder(
            nodes: spec.screens.map(\.name.value),
            edges: { name in (screens[name]?.children ?? []).map { (parent: name, child: $0) } },
            target: { $0.child.value })
        for cycle in finder.cycles() {
            guard let first = cycle.first else { continue }
            for edge in cycle { inCycle.insert(edge.parent) }
            let chain = ([first.parent] + cycle.map(\.child.value)).joined(separator: " → ")
            let message =
                cycle.count == 1
                ? "screen \"\(first.parent)\" is its own child"
                : "screen \"\(first.parent)\" contains itself through its children (\(chain))"
            diagnostics.error(message, at: first.child.origin)
        }
        return inCycle
    }

    /// How deep children may be embedded in children.
    static let maximumChildDepth = 16
    /// How many view models one screen may embed, counting children of children.
    static let maximumEmbeddedScreens = 1_000

    /// A screen's view model makes its children's, and theirs: one object per path through
    /// `children`. Deep or wide embedding would make generated code (and apps) that grow
    /// with the number of paths, so both are capped. `inCycle`: screens on a cycle.
    mutating func checkChildNesting(skipping inCycle: Set<String>) {
        let screens = index.screens
        let children = { (name: String) in (screens[name]?.children ?? []).map(\.value) }
        let names = Self.firstOfEachName(spec.screens.map(\.name)).map(\.value)
        let measure = AcyclicMeasure(
            nodes: names, excluded: inCycle, sizeCap: Self.maximumEmbeddedScreens, targets: children)
        let exceeding = measure.firstExceeding(
            names, depth: Self.maximumChildDepth, size: Self.maximumEmbeddedScreens, targets: children)
        for (name, tooDeep) in exceeding {
            guard let screen = index.screens[name] else { continue }
            diagnostics.error(
                tooDeep
                    ? "screen \(screen.name.quoted) embeds children inside children more than \(Self.maximumChildDepth) levels deep"
                    : "screen \(screen.name.quoted) embeds more than \(Self.maximumEmbeddedScreens) view models, counting children of children",
                at: screen.name.origin)
        }
    }

    /// Reports `name` when it is not declared; returns whether it is.
    @discardableResult
    mutating func checkKnown<Declaration>(_ name: LocatedName, in declarations: [String: Declaration], kind: String)
        -> Bool
    {
        if declarations[name.value] != nil { return true }
        let names = sortedNames[kind] ?? declarations.keys.sorted()
        sortedNames[kind] = names
        let suggestion = Suggestion.closest(to: name.value, in: names, budget: &suggestionBudget)
        diagnostics.error("unknown \(kind) \(name.quoted)", at: name.origin, suggesting: suggestion)
        return false
    }

    /// Each param must be supplied by name and type; the first source with the name decides.
    mutating func checkSupply(
        of params: [MemberSpec], to target: String, from sources: [ParamSource], at origin: Origin
    ) {
        for param in params where isResolved(param.type.value) {
            let needed = "\(param.name.value): \(param.type.value)"
            let supplier = sources.lazy.compactMap { source in
                source.members.first { $0.name.value == param.name.value }.map { (source, $0) }
            }.first
            guard let (source, member) = supplier else {
                if param.defaultValue != nil { continue }
                let names = sources.map(\.description)
                let supplies =
                    names.count > 1
                    ? "neither " + names.joined(separator: " nor ") + " supplies"
                    : (names.first ?? "nothing") + " does not supply"
                diagnostics.error("\(target) needs \"\(needed)\", which \(supplies)", at: origin)
                continue
            }
            if member.type.value != param.type.value {
                diagnostics.error(
                    "\(target) needs \"\(needed)\", but \(source.description) has \"\(member.name.value): \(member.type.value)\"",
                    at: origin)
            }
        }
    }
}

/// Where a param's value may come from: an event payload, a flow's or screen's params, state.
struct ParamSource {
    var description: String
    var members: [MemberSpec]

    init(_ description: String, _ members: [MemberSpec]) {
        self.description = description
        self.members = members
    }
}
