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
        var unknown: [(name: String, origin: Origin)] = []
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
                    unknown.append((name, type.origin))
                }
            }
        }
        for problem in problems { diagnostics.error(problem.message, at: problem.origin) }
        for (name, origin) in unknown {
            let suggestion = Suggestion.closest(to: name, in: known, budget: &suggestionBudget)
            diagnostics.error("unknown type \"\(name)\"", at: origin, suggesting: suggestion)
        }
    }

    func isKnownType(_ name: String) -> Bool {
        BuiltinType(rawValue: name) != nil || index.models[name] != nil
    }

    func isResolved(_ type: TypeReference) -> Bool {
        type.namedTypes.allSatisfy(isKnownType)
    }

    /// A model may not hold itself by value: Swift value types cannot, except through an
    /// array or a dictionary.
    /// Returns the models in a cycle.
    @discardableResult
    mutating func checkModelCycles() -> Set<String> {
        var inCycle: Set<String> = []
        let validator = self
        let finder = CycleFinder(
            nodes: spec.models.map(\.name.value), edges: { validator.valueEdges(of: $0) }, target: \ValueEdge.target)
        for cycle in finder.cycles() {
            guard let first = cycle.first else { continue }
            for edge in cycle { inCycle.insert(edge.model) }
            let description = cycle.map { "\($0.model).\($0.member)" }.joined(separator: " → ")
            diagnostics.error(
                "model \"\(first.model)\" contains itself (\(description) → \(first.model)); a value type can hold itself only through an array or a dictionary",
                at: first.origin)
        }
        return inCycle
    }

    /// A member of `model` holding a value of the model `target`, not in an array or dictionary.
    struct ValueEdge {
        var model: String
        var member: String
        var target: String
        var origin: Origin
    }

    func valueEdges(of modelName: String) -> [ValueEdge] {
        guard let model = index.models[modelName] else { return [] }
        var members: [(String, Located<TypeReference>)] = []
        switch model.kind {
        case .structure(let fields): members = fields.map { ($0.name.value, $0.type) }
        case .enumeration(let cases):
            members = cases.flatMap { enumCase in enumCase.params.map { (enumCase.name.value, $0.type) } }
        case .wrapped(let rawType): members = [("rawValue", rawType)]
        }
        return members.flatMap { member, type in
            type.value.typesHeldByValue.filter { index.models[$0] != nil }.map {
                ValueEdge(model: modelName, member: member, target: $0, origin: type.origin)
            }
        }
    }
}

extension SpecValidator {
    /// How deep models may hold each other by value (fields, optionals, payloads, raw values).
    static let maximumValueDepth = 32
    /// How many model values a generated test's sample of one model may write out.
    static let maximumSampleSize = 1_000

    /// Generated tests write a sample value of a model in full: every model it holds by value,
    /// with arrays and dictionaries of models left empty. Deep or wide nesting would give
    /// tests the compiler chokes on, so both are capped. `inCycle`: the models on a cycle,
    /// reported already.
    mutating func checkModelSizes(skipping inCycle: Set<String>) {
        let names = Self.firstOfEachName(spec.models.map(\.name)).map(\.value)
        let measure = AcyclicMeasure(
            nodes: names, excluded: inCycle, sizeCap: Self.maximumSampleSize, targets: sampleEdges(of:))
        let exceeding = measure.firstExceeding(
            names, depth: Self.maximumValueDepth, size: Self.maximumSampleSize, targets: sampleEdges(of:))
        for (name, tooDeep) in exceeding {
            guard let model = index.models[name] else { continue }
            if tooDeep {
                diagnostics.error(
                    "model \(model.name.quoted) holds models inside models more than \(Self.maximumValueDepth) levels deep by value; hold the deeper ones in an array",
                    at: model.name.origin)
            } else {
                diagnostics.error(
                    "a value of model \(model.name.quoted) holds more than \(Self.maximumSampleSize) model values by value, too many for the sample values of generated tests; hold some in arrays",
                    at: model.name.origin)
            }
        }
    }

    /// The models a sample value of `modelName` holds by value: struct fields, the first
    /// case's payload (the case samples use), the raw value. One entry per member.
    private func sampleEdges(of modelName: String) -> [String] {
        guard let model = index.models[modelName] else { return [] }
        let types: [TypeReference]
        switch model.kind {
        case .structure(let fields): types = fields.map(\.type.value)
        case .enumeration(let cases): types = cases.first?.params.map(\.type.value) ?? []
        case .wrapped(let rawType): types = [rawType.value]
        }
        return types.flatMap { $0.typesHeldByValue.filter { index.models[$0] != nil } }
    }
}
