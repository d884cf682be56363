extension SpecValidator {
    /// Identifier forms, one namespace for types (with the types generated from them), one
    /// for events, one per member scope, and no name listed twice.
    mutating func checkNames() {
        if let module = spec.module { checkTypeName(module, kind: "module") }
        var typeNames = TypeNamespace()
        if let module = spec.module {
            for type in GeneratedName.types(forModule: module.value) {
                typeNames.claim(
                    type, by: "the type \"\(type)\" generated for module \(module.quoted)", at: module.origin,
                    &diagnostics)
            }
            // Types every generated module (or its tests) declares.
            for name in GeneratedName.fixedTypes {
                typeNames.claim(name, by: "the generated type \"\(name)\"", at: module.origin, &diagnostics)
            }
        }
        for model in spec.models {
            checkTypeName(model.name, kind: "model")
            typeNames.claim(model.name.value, by: "model \(model.name.quoted)", at: model.name.origin, &diagnostics)
            checkModelMembers(model)
        }
        for repository in spec.repositories {
            checkTypeName(repository.name, kind: "repository")
            typeNames.claim(
                repository.name, kind: "repository",
                derived: GeneratedName.types(forRepository: repository.name.value), &diagnostics)
            checkUnique(repository.methods.map(\.name), what: "method")
            for method in repository.methods { checkSignatureNames(method, kind: "method") }
        }
        for screen in spec.screens {
            checkTypeName(screen.name, kind: "screen")
            typeNames.claim(
                screen.name, kind: "screen", derived: GeneratedName.types(forScreen: screen.name.value), &diagnostics)
            checkScreenMembers(screen)
        }
        for flow in spec.flows {
            checkTypeName(flow.name, kind: "flow")
            typeNames.claim(
                flow.name, kind: "flow",
                derived: GeneratedName.types(forFlow: flow.name.value, hasParams: !flow.params.isEmpty), &diagnostics)
            checkUnique(flow.params.map(\.name), what: "param")
            for param in flow.params {
                checkMemberName(param.name, kind: "param")
                if GeneratedName.flowMembers.contains(param.name.value) {
                    diagnostics.error(
                        "param \(param.name.quoted) of flow \(flow.name.quoted) clashes with the coordinator's own \(param.name.quoted); choose another name",
                        at: param.name.origin)
                }
            }
        }
        var eventNames = TypeNamespace()
        var groups: Set<String> = spec.module.map { [$0.value] } ?? []
        for event in spec.events {
            checkSignatureNames(event, kind: "event")
            if let group = event.group {
                checkTypeName(group, kind: "group")
                if groups.insert(group.value).inserted {
                    let name = GeneratedName.eventEnum(forGroup: group.value)
                    typeNames.claim(
                        name, by: "the type \"\(name)\" generated for group \(group.quoted)", at: group.origin,
                        &diagnostics)
                }
            }
            if GeneratedName.flowMembers.contains(event.name.value) {
                diagnostics.error(
                    "event name \(event.name.quoted) clashes with a member every flow has (flows get a method per event); choose another name",
                    at: event.name.origin)
            }
            guard
                eventNames.claim(
                    event.name.value, by: "event \(event.name.quoted)", at: event.name.origin, &diagnostics)
            else { continue }
            let responder = GeneratedName.responder(forEvent: event.name.value)
            typeNames.claim(
                responder, by: "the type \"\(responder)\" generated for event \(event.name.quoted)",
                at: event.name.origin, &diagnostics)
        }
    }

    /// The events a screen's view model reports, each where the spec names it: its own
    /// `emits`, else the child that reports it.
    private func reportedEventOrigins(of screen: ScreenSpec) -> [LocatedName] {
        (analysis.reportedEvents[screen.name.value] ?? []).compactMap { event in
            if let own = screen.emits.first(where: { $0.value == event }) { return own }
            let child = screen.children.first { analysis.reportedEvents[$0.value]?.contains(event) == true }
            return child.map { LocatedName(value: event, origin: $0.origin) }
        }
    }

    private mutating func checkModelMembers(_ model: ModelSpec) {
        switch model.kind {
        case .structure(let fields):
            checkUnique(fields.map(\.name), what: "field")
            for field in fields { checkMemberName(field.name, kind: "field") }
        case .enumeration(let cases):
            checkUnique(cases.map(\.name), what: "case")
            for enumCase in cases { checkSignatureNames(enumCase, kind: "enum case") }
        case .wrapped:
            break
        }
    }

    private mutating func checkScreenMembers(_ screen: ScreenSpec) {
        // Params, state and actions all become members of the view model, beside the
        // properties that hold its repositories.
        let dependencyProperties = firstOfEachName(screen.dependencies).map {
            LocatedName(value: GeneratedName.dependencyProperty(forRepository: $0.value), origin: $0.origin)
        }
        // The members Trellis adds: the responder (or a closure per reported event), the
        // children's view models, a method per handled event and, with responders, one per
        // child's event it passes on.
        var generated: [LocatedName] = []
        let usesClosures = spec.outputs?.value == .closures
        let reported = reportedEventOrigins(of: screen)
        if let first = reported.first, !usesClosures {
            generated.append(LocatedName(value: "responder", origin: first.origin))
        }
        if usesClosures {
            generated += reported.map {
                LocatedName(value: GeneratedName.closureProperty(forEvent: $0.value), origin: $0.origin)
            }
        } else {
            let own = Set(screen.emits.map(\.value) + screen.handles.map(\.value))
            generated += reported.filter { !own.contains($0.value) }
        }
        generated += firstOfEachName(screen.children).map {
            LocatedName(value: GeneratedName.viewModelProperty(forScreen: $0.value), origin: $0.origin)
        }
        generated += firstOfEachName(screen.handles)
        generated += screen.actions.filter { $0.emits != nil }.map {
            LocatedName(value: GeneratedName.willSend(forAction: $0.name.value), origin: $0.name.origin)
        }
        // The event-driven view model sets an input entry through a closure.
        generated += screen.state.filter(\.isInput).map {
            LocatedName(value: GeneratedName.inputSetter(forState: $0.name.value), origin: $0.name.origin)
        }
        checkUnique(
            screen.params.map(\.name) + screen.state.map(\.name) + screen.actions.map(\.name) + dependencyProperties
                + generated,
            what: "member of screen \(screen.name.quoted)")
        for param in screen.params { checkMemberName(param.name, kind: "param") }
        for entry in screen.state {
            checkMemberName(entry.name, kind: "state entry")
            // State becomes a stored property of an @Observable class, whose macro cannot
            // expand a property named with a keyword, even in backticks.
            if SwiftName.keywords.contains(entry.name.value), !SwiftName.forbiddenMemberNames.contains(entry.name.value)
            {
                diagnostics.error(
                    "state entry name \(entry.name.quoted) is a Swift keyword, which the @Observable view model cannot hold as a property; choose another name",
                    at: entry.name.origin)
            }
        }
        for name in screen.actions.map(\.name) + dependencyProperties
        where GeneratedName.actionsMembers.contains(name.value) {
            diagnostics.error(
                "\(name.quoted) clashes with a member of the event-driven \(GeneratedName.actions(forScreen: screen.name.value)) (\(GeneratedName.actionsMembers.sorted().joined(separator: ", "))); choose another name",
                at: name.origin)
        }
        for action in screen.actions {
            checkMemberName(action.name, kind: "action")
            // An emitting action's body sends through `responder` or the event's closure,
            // which a param of the same name would hide.
            if let emits = action.emits {
                let sender = usesClosures ? GeneratedName.closureProperty(forEvent: emits.value) : "responder"
                for param in action.params where param.name.value == sender {
                    diagnostics.error(
                        "param \(param.name.quoted) of action \(action.name.quoted) would hide the view model's \"\(sender)\" that sends \(emits.quoted); choose another name",
                        at: param.name.origin)
                }
            }
            checkUnique(action.params.map(\.name), what: "param")
            for param in action.params { checkMemberName(param.name, kind: "param") }
        }
        checkUnique(screen.dependencies, what: "entry of dependencies", listed: true)
        checkUnique(screen.emits, what: "entry of emits", listed: true)
        checkUnique(screen.handles, what: "entry of handles", listed: true)
        checkUnique(screen.children, what: "entry of children", listed: true)
    }

    private mutating func checkSignatureNames(_ signature: SignatureSpec, kind: String) {
        checkMemberName(signature.name, kind: kind)
        checkUnique(signature.params.map(\.name), what: "param")
        for param in signature.params { checkMemberName(param.name, kind: "param") }
    }

    /// Reports a name longer than the generator allows; returns whether it is short enough.
    private mutating func checkLength(of name: LocatedName, kind: String) -> Bool {
        let length = name.value.unicodeScalars.count
        guard length > SwiftName.maximumLength else { return true }
        diagnostics.error(
            "\(kind) name is \(length) characters long; names have at most \(SwiftName.maximumLength)", at: name.origin)
        return false
    }

    mutating func checkTypeName(_ name: LocatedName, kind: String) {
        guard checkLength(of: name, kind: kind) else { return }
        if !SwiftName.isUpperCamelCase(name.value) {
            diagnostics.error(
                "\(kind) name \(name.quoted) must be an UpperCamelCase Swift identifier (ASCII letters and digits), e.g. \"\(suggestedTypeName(name.value))\"",
                at: name.origin)
        } else if SwiftName.reservedTypeNames.contains(name.value) {
            diagnostics.error(
                "\(kind) name \(name.quoted) is a Swift or Foundation type, or a type nested in generated code, that the generated code relies on; choose another name",
                at: name.origin)
        }
    }

    mutating func checkMemberName(_ name: LocatedName, kind: String) {
        guard checkLength(of: name, kind: kind) else { return }
        if !SwiftName.isLowerCamelCase(name.value) {
            let example = SwiftName.lowerFirst(suggestedTypeName(name.value))
            diagnostics.error(
                "\(kind) name \(name.quoted) must be a lowerCamelCase Swift identifier (ASCII letters and digits), e.g. \"\(example)\"",
                at: name.origin)
        } else if SwiftName.forbiddenMemberNames.contains(name.value) {
            diagnostics.error(
                "\(kind) name \(name.quoted) cannot name a member in Swift; choose another name", at: name.origin)
        }
    }

    /// The names without repeats (a name listed twice is reported on its own).
    func firstOfEachName(_ names: [LocatedName]) -> [LocatedName] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0.value).inserted }
    }

    /// Reports each name that appears again after its first appearance.
    mutating func checkUnique(_ names: [LocatedName], what: String, listed: Bool = false) {
        var seen: [String: Origin] = [:]
        for name in names {
            if let first = seen[name.value] {
                let message =
                    listed
                    ? "\(name.quoted) is listed twice (first at \(first.location))"
                    : "duplicate \(what) \(name.quoted) (first declared at \(first.location), \(first.path))"
                diagnostics.error(message, at: name.origin)
            } else {
                seen[name.value] = name.origin
            }
        }
    }

    /// A plausible identifier from what was written: `sign in` → `SignIn`.
    private func suggestedTypeName(_ text: String) -> String {
        let words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        let joined = words.map { SwiftName.upperFirst(String($0)) }.joined()
        let trimmed = joined.drop { $0.isNumber }
        return trimmed.isEmpty ? "Name" : SwiftName.upperFirst(String(trimmed))
    }
}

/// Names already taken in one namespace, with who took them, so a clash names both sides.
struct TypeNamespace {
    private var owners: [String: (owner: String, origin: Origin)] = [:]

    /// Takes `name` for `owner`, or reports that it was taken; returns whether it was free.
    @discardableResult
    mutating func claim(
        _ name: String, by owner: String, at origin: Origin, _ diagnostics: inout DiagnosticCollector
    ) -> Bool {
        if let first = owners[name] {
            let place = "\(first.origin.location), \(first.origin.path)"
            let message =
                first.owner == owner
                ? "\(owner) is declared twice (first at \(place))"
                : "\(owner) clashes with \(first.owner) (declared at \(place))"
            diagnostics.error(message, at: origin)
            return false
        }
        owners[name] = (owner, origin)
        return true
    }

    /// Who took `name`, if anyone did.
    func owner(of name: String) -> String? {
        owners[name]?.owner
    }

    /// Takes a declaration's name and the names generated from it (`SignIn` → `SignInViewModel`).
    mutating func claim(
        _ name: LocatedName, kind: String, derived: [String], _ diagnostics: inout DiagnosticCollector
    ) {
        guard claim(name.value, by: "\(kind) \(name.quoted)", at: name.origin, &diagnostics) else { return }
        for type in derived {
            claim(type, by: "the type \"\(type)\" generated for \(kind) \(name.quoted)", at: name.origin, &diagnostics)
        }
    }
}
