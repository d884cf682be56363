/// A model as templates print it.
struct ModelContext: Encodable {
    var name: String
    var doc: [String]
    var isStruct: Bool
    var isEnum: Bool
    var isWrapped: Bool
    /// Struct fields.
    var fields: [MemberContext]
    /// The memberwise init's parameters.
    var initParameters: String
    /// Enum cases.
    var cases: [EnumCaseContext]
    /// Whether the enum has no payloads, so it gets `String` raw values and `CaseIterable`.
    var isSimpleEnum: Bool
    /// The wrapped value's raw type.
    var rawType: String?
}

/// An enum case: `failed(reason: String)`.
struct EnumCaseContext: Encodable {
    var name: String
    var doc: [String]
    /// `failed(reason: String)` or `sending`.
    var declaration: String
}

extension ContextBuilder {
    func model(_ model: ModelSpec) -> ModelContext {
        var context = ModelContext(
            name: model.name.value, doc: docLines(model.doc),
            isStruct: false, isEnum: false, isWrapped: false, fields: [], initParameters: "", cases: [],
            isSimpleEnum: false, rawType: nil)
        switch model.kind {
        case .structure(let fields):
            context.isStruct = true
            context.fields = members(fields, kind: "field", withDefaults: true)
            context.initParameters = context.fields.map(\.declaration).joined(separator: ", ")
        case .enumeration(let cases):
            context.isEnum = true
            context.isSimpleEnum = cases.allSatisfy(\.params.isEmpty)
            context.cases = cases.map { enumCase in
                let params = members(enumCase.params, kind: "value").map(\.declaration).joined(separator: ", ")
                let name = SwiftName.identifier(enumCase.name.value)
                return EnumCaseContext(
                    name: name, doc: docLines(enumCase.doc),
                    declaration: params.isEmpty ? name : "\(name)(\(params))")
            }
        case .wrapped(let rawType):
            context.isWrapped = true
            context.rawType = rawType.value.description
        }
        return context
    }
}
