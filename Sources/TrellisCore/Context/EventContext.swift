/// An event: its responder protocol, its closure output, and how tests record it.
struct EventContext: Encodable {
    /// The method name: `signedIn`.
    var name: String
    /// The name as written (for docs): `default`, where `name` is `` `default` ``.
    var label: String
    var doc: [String]
    /// `SignedInResponder`.
    var responderName: String
    var params: [MemberContext]
    /// `userSession: UserSession`.
    var parameterList: String
    /// `userSession: userSession`.
    var argumentList: String
    /// `signedIn(userSession: userSession)`: calling the responder method.
    var call: String
    /// `onSignedIn`: the closure output's property.
    var closureProperty: String
    /// `(UserSession) -> Void`.
    var closureType: String
    /// `userSession` (the closure's parameter names, or `_ in` style when empty).
    var closureParameters: String
    /// ` userSession` (with a leading space) or empty: what a closure literal names before `in`.
    var closureArguments: String
    /// `onSignedIn?(userSession)`.
    var closureCall: String
    /// `signedIn(userSession: UserSession)`: the case of the tests' `RecordedEvent`.
    var recordedCase: String
    /// `.signedIn(userSession: userSession)`.
    var recordedValue: String
    var isLast: Bool
}

extension ContextBuilder {
    func event(_ event: SignatureSpec, isLast: Bool = false) -> EventContext {
        let name = SwiftName.identifier(event.name.value)
        let params = members(event.params, kind: "value")
        let parameterList = params.map(\.declaration).joined(separator: ", ")
        let argumentList = params.map(\.argument).joined(separator: ", ")
        let positional = params.map(\.name).joined(separator: ", ")
        let closureProperty = GeneratedName.closureProperty(forEvent: event.name.value)
        return EventContext(
            name: name, label: event.name.value,
            doc: docLines(event.doc, fallback: facts.eventDoc(event.name.value)),
            responderName: GeneratedName.responder(forEvent: event.name.value), params: params,
            parameterList: parameterList,
            argumentList: argumentList,
            call: "\(name)(\(argumentList))",
            closureProperty: closureProperty,
            closureType: "(" + params.map(\.type).joined(separator: ", ") + ") -> Void",
            closureParameters: positional, closureArguments: positional.isEmpty ? "" : " " + positional,
            closureCall: "\(closureProperty)?(\(positional))",
            recordedCase: params.isEmpty ? name : "\(name)(\(parameterList))",
            recordedValue: params.isEmpty ? ".\(name)" : ".\(name)(\(argumentList))", isLast: isLast)
    }
}
