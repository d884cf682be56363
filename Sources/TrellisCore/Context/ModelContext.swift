/// A model as templates print it: a struct, an enum or a wrapped value.
struct ModelContext: Encodable, Sendable {
    var name: String
    var doc: DocLines
    var isStruct: Bool
    var isEnum: Bool
    var isWrapped: Bool
    /// Struct fields (with their defaults, for the memberwise init).
    var fields: [MemberContext]
    /// Enum cases.
    var cases: [EnumCaseContext]
    /// Whether the enum has no payloads, so it gets `String` raw values and `CaseIterable`.
    var isSimpleEnum: Bool
    /// The wrapped value's raw type.
    var rawType: String?
}

/// An enum case: `failed(reason: String)`, or `sending`.
struct EnumCaseContext: Encodable, Sendable {
    var name: String
    var doc: DocLines
    /// The case's payload.
    var params: [MemberContext]
    var hasParams: Bool
}

extension ContextBuilder {
    func model(_ model: ModelSpec) -> ModelContext {
        var context = ModelContext(
            name: model.name.value, doc: docLines(model.doc), isStruct: false, isEnum: false, isWrapped: false,
            fields: [], cases: [], isSimpleEnum: false, rawType: nil)
        switch model.kind {
        case .structure(let fields):
            context.isStruct = true
            context.fields = members(fields)
        case .enumeration(let cases):
            context.isEnum = true
            context.isSimpleEnum = cases.allSatisfy(\.params.isEmpty)
            context.cases = cases.map { enumCase in
                EnumCaseContext(
                    name: SwiftName.identifier(enumCase.name.value), doc: docLines(enumCase.doc),
                    params: members(enumCase.params), hasParams: !enumCase.params.isEmpty)
            }
        case .wrapped(let rawType):
            context.isWrapped = true
            context.rawType = rawType.value.description
        }
        return context
    }
}
