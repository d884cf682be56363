/// A repository protocol and its test stub, as templates print them.
struct RepositoryContext: Encodable, Sendable, ListElement {
    var name: String
    var doc: DocLines
    /// `userSessionRepository`: the property that holds it in view models and containers.
    var property: String
    /// `UserSessionRepositoryStub`.
    var stubName: String
    var methods: [RepositoryMethodContext]
    /// Whether a method has params with defaults, and so an overload without them.
    var hasDefaultedMethods: Bool
    /// Whether a method returns a value: the stub can then return samples (`returnSamples()`).
    var returnsValues: Bool
    var isLast = false
}

/// One `async throws` method of a repository, and how its stub answers it.
struct RepositoryMethodContext: Encodable, Sendable {
    var name: String
    /// The name as written (for docs): `import`, where `name` is `` `import` ``.
    var label: String
    var doc: DocLines
    var params: [MemberContext]
    /// The return type, if it returns a value.
    var returnType: String?
    /// Params with defaults (not allowed in a protocol) give an overload without them, which
    /// calls the method with the defaults filled in.
    var hasDefaultedParams: Bool
    /// The params the overload keeps.
    var requiredParams: [MemberContext]
    /// The arguments the overload passes on: its params, and the defaults of the others.
    var forwardedArguments: [ArgumentContext]
    // The stub's parts.
    /// `signInResult`: what the stub returns or throws.
    var resultProperty: String
    /// The type the result holds: the return type, or `Void`.
    var resultValueType: String
    /// What the stub returns until a test sets a result: an empty value where the return type
    /// has one, else a failure that names the method.
    var returnsNothing: Bool
    var returnsOptional: Bool
    var returnsArray: Bool
    var returnsDictionary: Bool
    var needsConfiguring: Bool
    /// What the stub returns once the app walk asks it for samples, as a backend with something
    /// in it would: a value of the return type, two different elements for a list (nil for a
    /// method that returns nothing).
    var sampleResult: String?
    /// `"UserSessionRepository.signIn"`: the literal the failure names the method by.
    var stubKey: String
    /// `signInCalls`: the calls the stub recorded. A count for a method without params, the
    /// value for one param, a tuple of them for several.
    var callsProperty: String
    var hasNoParams: Bool
    var hasOneParam: Bool
    var hasSeveralParams: Bool
}

extension ContextBuilder {
    func repository(_ repository: RepositorySpec) -> RepositoryContext {
        let methods = repository.methods.map { method(of: repository, $0) }
        return RepositoryContext(
            name: repository.name.value,
            doc: docLines(
                repository.doc,
                fallback: "Implemented by the app"
                    + (facts.users[repository.name.value].map { "; injected into " + SpecFacts.list($0) } ?? "") + "."),
            property: Namer.dependencyProperty(forRepository: repository.name.value),
            stubName: Namer.stub(forRepository: repository.name.value),
            methods: methods, hasDefaultedMethods: methods.contains(where: \.hasDefaultedParams),
            returnsValues: methods.contains { $0.sampleResult != nil })
    }

    private func method(of repository: RepositorySpec, _ method: SignatureSpec) -> RepositoryMethodContext {
        let params = members(method.params)
        let returnType = method.returnType?.value
        var isOptional = false
        var isArray = false
        var isDictionary = false
        switch returnType {
        case .optional?: isOptional = true
        case .array?: isArray = true
        case .dictionary?: isDictionary = true
        default: break
        }
        return RepositoryMethodContext(
            name: SwiftName.identifier(method.name.value), label: method.name.value, doc: docLines(method.doc),
            params: params, returnType: returnType?.description,
            hasDefaultedParams: params.contains { $0.defaultValue != nil },
            requiredParams: params.filter { $0.defaultValue == nil }.markingLast(),
            forwardedArguments: listedArguments(params.map { ($0.label, $0.defaultValue ?? $0.name) }),
            resultProperty: Namer.stubResult(forMethod: method.name.value),
            resultValueType: returnType?.description ?? "Void", returnsNothing: returnType == nil,
            returnsOptional: isOptional, returnsArray: isArray, returnsDictionary: isDictionary,
            needsConfiguring: returnType != nil && !isOptional && !isArray && !isDictionary,
            sampleResult: returnType.map(sampleResult),
            stubKey: SwiftLiteral.string("\(repository.name.value).\(method.name.value)"),
            callsProperty: Namer.stubCalls(forMethod: method.name.value), hasNoParams: params.isEmpty,
            hasOneParam: params.count == 1, hasSeveralParams: params.count > 1)
    }

    /// A sample of `type` a stub returns for the app walk: for a list, two elements that differ
    /// where the element type has two values.
    private func sampleResult(_ type: TypeReference) -> String {
        guard case .array(let element) = type else { return literals.sample(of: type, seed: 50) }
        let first = literals.sample(of: element, seed: 50)
        let second = literals.alternativeSample(of: element, seed: 70)
        return first == second ? "[\(first)]" : "[\(first), \(second)]"
    }
}
