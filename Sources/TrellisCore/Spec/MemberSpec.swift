/// A field of a model, a parameter, or a state entry: `"name: Type"` or its object form.
struct MemberSpec: Sendable, Hashable {
    var name: LocatedName
    var type: Located<TypeReference>
    var doc: String?
    /// The JSON value the member starts from, when the spec gives one.
    var defaultValue: JSONValue?
    /// For state: whether the view may set it (two-way bound, e.g. a text field).
    var isInput: Bool = false
    /// Where the whole entry stands.
    var origin: Origin
}

extension JSONValue: Hashable {
    func hash(into hasher: inout Hasher) {
        hasher.combine(location)
    }
}

/// A name with a parameter list and, for repository methods, a return type:
/// `signIn(email: String) -> UserSession`, `signedIn(userSession: UserSession)`, `sending`.
struct SignatureSpec: Sendable, Hashable {
    var name: LocatedName
    var params: [MemberSpec]
    var returnType: Located<TypeReference>?
    var doc: String?
    /// An event's subject (`Chat`): the event-driven architecture makes an enum per group.
    var group: LocatedName? = nil
    var origin: Origin
}
