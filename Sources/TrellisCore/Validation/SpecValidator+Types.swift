extension SpecValidator {
    /// Calls `body` with every field, param and state entry of the spec, in place (a large
    /// spec has millions; copying them into an array would cost hundreds of megabytes).
    func forEachMember(_ body: (MemberSpec) -> Void) {
        func visit(_ members: [MemberSpec]) { for member in members { body(member) } }
        for model in spec.models {
            switch model.kind {
            case .structure(let fields): visit(fields)
            case .enumeration(let cases): for enumCase in cases { visit(enumCase.params) }
            case .wrapped: break
            }
        }
        for repository in spec.repositories { for method in repository.methods { visit(method.params) } }
        for event in spec.events { visit(event.params) }
        for screen in spec.screens {
            visit(screen.params)
            visit(screen.state)
            for action in screen.actions { visit(action.params) }
        }
        for flow in spec.flows { visit(flow.params) }
    }

    /// Calls `body` with every type written in the spec, where it was written.
    func forEachTypeReference(_ body: (Located<TypeReference>) -> Void) {
        forEachMember { body($0.type) }
        for model in spec.models {
            if case .wrapped(let rawType) = model.kind { body(rawType) }
        }
        for repository in spec.repositories {
            for method in repository.methods { if let returnType = method.returnType { body(returnType) } }
        }
    }

    /// Each named type must be a built-in or a model.
    mutating func checkTypes() {
        let known = index.knownTypeNames
        var problems: [(message: String, origin: Origin)] = []
        forEachTypeReference { type in
            for name in type.value.namedTypes where !isKnownType(name) {
                let kind =
                    index.repositories[name] != nil
                    ? "a repository"
                    : index.screens[name] != nil ? "a screen" : index.flows[name] != nil ? "a flow" : nil
                if let kind {
                    problems.append(
                        (
                            "\"\(name)\" is \(kind), not a type; types are built-ins (String, Int, ...) and models",
                            type.origin
                        ))
                } else {
                    problems.append(("unknown type \"\(name)\"\(Suggestion.hint(for: name, in: known))", type.origin))
                }
            }
        }
        for problem in problems { diagnostics.error(problem.message, at: problem.origin) }
    }

    func isKnownType(_ name: String) -> Bool {
        BuiltinType(rawValue: name) != nil || index.models[name] != nil
    }

    func isResolved(_ type: TypeReference) -> Bool {
        type.namedTypes.allSatisfy(isKnownType)
    }

    /// A model may not hold itself by value: Swift value types cannot, except through an
    /// array or a dictionary.
    mutating func checkModelCycles() {
        var reported: Set<[String]> = []
        for model in spec.models {
            guard let path = cyclePath(from: model.name.value) else { continue }
            let members = Set(path.map(\.model)).sorted()
            guard reported.insert(members).inserted, let first = path.first else { continue }
            let description = path.map { "\($0.model).\($0.member)" }.joined(separator: " → ")
            diagnostics.error(
                "model \(model.name.quoted) contains itself (\(description) → \(model.name.value)); a value type can hold itself only through an array or a dictionary",
                at: first.origin)
        }
    }

    /// The members leading from `start` back to it by value, if any: a depth-first search.
    private func cyclePath(from start: String) -> [(model: String, member: String, origin: Origin)]? {
        var visited: Set<String> = []
        var path: [(model: String, member: String, origin: Origin)] = []
        func visit(_ name: String) -> Bool {
            for edge in valueEdges(of: name) {
                path.append((name, edge.member, edge.origin))
                if edge.target == start { return true }
                if visited.insert(edge.target).inserted, visit(edge.target) { return true }
                path.removeLast()
            }
            return false
        }
        return visit(start) ? path : nil
    }

    private func valueEdges(of modelName: String) -> [(member: String, target: String, origin: Origin)] {
        guard let model = index.models[modelName] else { return [] }
        var members: [(String, Located<TypeReference>)] = []
        switch model.kind {
        case .structure(let fields): members = fields.map { ($0.name.value, $0.type) }
        case .enumeration(let cases):
            members = cases.flatMap { enumCase in enumCase.params.map { (enumCase.name.value, $0.type) } }
        case .wrapped(let rawType): members = [("rawValue", rawType)]
        }
        return members.flatMap { member, type in
            type.value.typesHeldByValue.filter { index.models[$0] != nil }.map { (member, $0, type.origin) }
        }
    }
}
