extension SpecValidator {
    /// Identifier forms, one namespace for types (with the types generated from them), one
    /// for events, one per member scope, and no name listed twice.
    mutating func checkNames() {
        if let module = spec.module { checkTypeName(module, kind: "module") }
        // The spec's own type names; the types each architecture generates from them are
        // checked with the architecture (`ArchitectureFit`).
        var typeNames = TypeNamespace()
        for model in spec.models {
            checkTypeName(model.name, kind: "model")
            typeNames.claimEntry(model.name.value, kind: "model", at: model.name.origin, &diagnostics)
            checkModelMembers(model)
        }
        for repository in spec.repositories {
            checkTypeName(repository.name, kind: "repository")
            typeNames.claimEntry(repository.name.value, kind: "repository", at: repository.name.origin, &diagnostics)
            checkUnique(repository.methods.map(\.name), what: "method")
            for method in repository.methods { checkSignatureNames(method, kind: "method") }
        }
        for screen in spec.screens {
            checkTypeName(screen.name, kind: "screen")
            typeNames.claimEntry(screen.name.value, kind: "screen", at: screen.name.origin, &diagnostics)
            checkScreenMembers(screen)
        }
        for flow in spec.flows {
            checkTypeName(flow.name, kind: "flow")
            typeNames.claimEntry(flow.name.value, kind: "flow", at: flow.name.origin, &diagnostics)
            checkUnique(flow.params.map(\.name), what: "param")
            for param in flow.params { checkMemberName(param.name, kind: "param") }
        }
        var eventNames = TypeNamespace()
        for event in spec.events {
            checkSignatureNames(event, kind: "event")
            if let group = event.group { checkTypeName(group, kind: "group") }
            eventNames.claimEntry(event.name.value, kind: "event", at: event.name.origin, &diagnostics)
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

    /// Params, state and actions all become members of one type (the view model, or the
    /// state and its actions), beside the properties that hold its repositories. What each
    /// architecture adds to them is checked with the architecture.
    private mutating func checkScreenMembers(_ screen: ScreenSpec) {
        checkUnique(
            screen.params.map(\.name) + screen.state.map(\.name) + screen.actions.map(\.name)
                + SpecValidator.dependencyProperties(of: screen),
            what: "member of screen \(screen.name.quoted)")
        for param in screen.params { checkMemberName(param.name, kind: "param") }
        for entry in screen.state { checkMemberName(entry.name, kind: "state entry") }
        for action in screen.actions {
            checkMemberName(action.name, kind: "action")
            checkUnique(action.params.map(\.name), what: "param")
            for param in action.params { checkMemberName(param.name, kind: "param") }
        }
        checkUnique(screen.dependencies, what: "entry of dependencies", listed: true)
        checkUnique(screen.emits, what: "entry of emits", listed: true)
        checkUnique(screen.handles, what: "entry of handles", listed: true)
        checkUnique(screen.children, what: "entry of children", listed: true)
    }

    /// The properties that hold a screen's repositories, each where the spec names it.
    static func dependencyProperties(of screen: ScreenSpec) -> [LocatedName] {
        firstOfEachName(screen.dependencies).map {
            LocatedName(value: Namer.dependencyProperty(forRepository: $0.value), origin: $0.origin)
        }
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
                "\(kind) name \(name.quoted) is a Swift or Foundation type that the generated code relies on; choose another name",
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
    static func firstOfEachName(_ names: [LocatedName]) -> [LocatedName] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0.value).inserted }
    }

    /// Reports each name that appears again after its first appearance.
    mutating func checkUnique(_ names: [LocatedName], what: String, listed: Bool = false) {
        diagnostics.reportDuplicates(in: names, what: what, listed: listed)
    }

    /// A plausible identifier from what was written: `sign in` → `SignIn`.
    private func suggestedTypeName(_ text: String) -> String {
        let words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        let joined = words.map { SwiftName.upperFirst(String($0)) }.joined()
        let trimmed = joined.drop { $0.isNumber }
        return trimmed.isEmpty ? "Name" : SwiftName.upperFirst(String(trimmed))
    }
}

extension DiagnosticCollector {
    /// Reports each name that appears again after its first appearance, from position `start`
    /// of `names` on (the names before it were checked already). `what` is only worded for a
    /// duplicate: most lists have none.
    mutating func reportDuplicates(
        in names: [LocatedName], what: @autoclosure () -> String, listed: Bool = false, from start: Int = 0
    ) {
        var seen: [String: Origin] = Dictionary(minimumCapacity: names.count)
        for (position, name) in names.enumerated() {
            if let first = seen[name.value] {
                guard position >= start else { continue }
                let message =
                    listed
                    ? "\(name.quoted) is listed twice (first at \(first.location))"
                    : "duplicate \(what()) \(name.quoted) (first declared at \(first.location), \(first.path))"
                error(message, at: name.origin)
            } else {
                seen[name.value] = name.origin
            }
        }
    }
}
