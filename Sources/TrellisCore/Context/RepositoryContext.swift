/// A repository protocol and its test stub, as templates print them.
struct RepositoryContext: Encodable {
    var name: String
    var doc: [String]
    /// `userSessionRepository`: the property that holds it in view models and containers.
    var property: String
    var stubName: String
    var methods: [RepositoryMethodContext]
    /// Whether a method has params with defaults, and so an overload without them.
    var hasDefaultedMethods: Bool
    var isLast: Bool
}

/// One `async throws` method of a repository.
struct RepositoryMethodContext: Encodable {
    var name: String
    /// The name as written (for docs): `import`, where `name` is `` `import` ``.
    var label: String
    var doc: [String]
    /// `func signIn(email: String, password: String) async throws -> UserSession`.
    var signature: String
    /// For params with defaults (not allowed in a protocol): the signature of an overload
    /// without them, and the call it forwards to with the defaults filled in.
    var shortSignature: String?
    var forwardingCall: String?
    // The stub's parts.
    /// `signInResult`.
    var resultProperty: String
    /// `Result<UserSession, any Error>`.
    var resultType: String
    /// What the stub returns until a test sets a result.
    var defaultResult: String
    /// `signInCalls`.
    var callsProperty: String
    /// `[(email: String, password: String)]`, `[String]` or `Int` for a method without params.
    var callsType: String
    /// `[]` or `0`.
    var callsStart: String
    /// The statement that records a call.
    var recordCall: String
}

extension ContextBuilder {
    func repository(_ repository: RepositorySpec, isLast: Bool) -> RepositoryContext {
        let methods = repository.methods.map { method(of: repository, $0) }
        return RepositoryContext(
            name: repository.name.value,
            doc: docLines(
                repository.doc,
                fallback: "Implemented by the app"
                    + (facts.users[repository.name.value].map { "; injected into " + SpecFacts.list($0) } ?? "") + "."),
            property: GeneratedName.dependencyProperty(forRepository: repository.name.value),
            stubName: GeneratedName.stub(forRepository: repository.name.value),
            methods: methods, hasDefaultedMethods: methods.contains { $0.shortSignature != nil }, isLast: isLast)
    }

    private func method(of repository: RepositorySpec, _ method: SignatureSpec) -> RepositoryMethodContext {
        let name = SwiftName.identifier(method.name.value)
        let params = members(method.params, kind: "param")
        let returnType = method.returnType?.value
        let returns = returnType.map { " -> \($0)" } ?? ""
        let signature = "func \(name)(\(params.map(\.declaration).joined(separator: ", "))) async throws" + returns
        var shortSignature: String? = nil
        var forwardingCall: String? = nil
        if params.contains(where: { $0.defaultValue != nil }) {
            let kept = params.filter { $0.defaultValue == nil }
            shortSignature = "func \(name)(\(kept.map(\.declaration).joined(separator: ", "))) async throws" + returns
            let arguments = params.map { "\($0.label): \($0.defaultValue ?? $0.name)" }
            forwardingCall = "try await self.\(name)(\(arguments.joined(separator: ", ")))"
        }
        let notConfigured =
            ".failure(RepositoryStubError.notConfigured(\(SwiftLiteral.string("\(repository.name.value).\(method.name.value)"))))"
        let defaultResult: String
        switch returnType {
        case nil: defaultResult = ".success(())"
        case .optional?: defaultResult = ".success(nil)"
        case .array?: defaultResult = ".success([])"
        case .dictionary?: defaultResult = ".success([:])"
        default: defaultResult = notConfigured
        }
        let callsType: String
        let recordCall: String
        let calls = GeneratedName.stubCalls(forMethod: method.name.value)
        switch params.count {
        case 0:
            callsType = "Int"
            recordCall = "\(calls) += 1"
        case 1:
            callsType = "[\(params[0].type)]"
            recordCall = "\(calls).append(\(params[0].name))"
        default:
            callsType = "[(" + params.map { "\($0.label): \($0.type)" }.joined(separator: ", ") + ")]"
            recordCall = "\(calls).append((" + params.map(\.argument).joined(separator: ", ") + "))"
        }
        return RepositoryMethodContext(
            name: name, label: method.name.value,
            doc: docLines(method.doc),
            signature: signature,
            shortSignature: shortSignature, forwardingCall: forwardingCall,
            resultProperty: GeneratedName.stubResult(forMethod: method.name.value),
            resultType: "Result<\(returnType?.description ?? "Void"), any Error>",
            defaultResult: defaultResult, callsProperty: calls, callsType: callsType,
            callsStart: params.isEmpty ? "0" : "[]",
            recordCall: recordCall)
    }
}
