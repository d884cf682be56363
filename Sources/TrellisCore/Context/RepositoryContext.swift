/// A repository protocol and its test stub, as templates print them.
struct RepositoryContext: Encodable {
    var name: String
    var doc: [String]
    /// `userSessionRepository`: the property that holds it in view models and containers.
    var property: String
    var stubName: String
    var methods: [RepositoryMethodContext]
    var isLast: Bool
}

/// One `async throws` method of a repository.
struct RepositoryMethodContext: Encodable {
    var name: String
    var doc: [String]
    /// `func signIn(email: String, password: String) async throws -> UserSession`.
    var signature: String
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
        RepositoryContext(
            name: repository.name.value,
            doc: docLines(repository.doc, fallback: "Reads and writes the data of `\(repository.name.value)`."),
            property: SwiftName.lowerFirst(repository.name.value), stubName: repository.name.value + "Stub",
            methods: repository.methods.map { method(of: repository, $0) }, isLast: isLast)
    }

    private func method(of repository: RepositorySpec, _ method: SignatureSpec) -> RepositoryMethodContext {
        let name = SwiftName.identifier(method.name.value)
        let params = members(method.params, kind: "param", withDefaults: true)
        let returnType = method.returnType?.value
        var signature = "func \(name)(\(params.map(\.declaration).joined(separator: ", "))) async throws"
        if let returnType { signature += " -> \(returnType)" }
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
        let calls = method.name.value + "Calls"
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
            name: name, doc: docLines(method.doc, fallback: "Performs `\(method.name.value)`."), signature: signature,
            resultProperty: method.name.value + "Result",
            resultType: "Result<\(returnType?.description ?? "Void"), any Error>",
            defaultResult: defaultResult, callsProperty: calls, callsType: callsType,
            callsStart: params.isEmpty ? "0" : "[]",
            recordCall: recordCall)
    }
}
