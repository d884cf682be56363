extension SpecDecoder {
    mutating func model(_ value: JSONValue, path: String) -> ModelSpec? {
        guard
            let object = ObjectReader(
                value, path: path, kind: "a model (an object)",
                allowedKeys: SpecShape.model.keys, diagnostics: &diagnostics)
        else { return nil }
        let name = requiredName(object, in: "a model")
        let doc = object["doc"].flatMap { string($0, path: object.path("doc"))?.value }
        let forms = ["fields", "cases", "rawValue"].filter(object.has)
        guard forms.count == 1, let form = forms.first else {
            let message =
                forms.isEmpty
                ? "a model needs exactly one of \"fields\" (a struct), \"cases\" (an enum) or \"rawValue\" (a wrapped value)"
                : "a model takes only one of \(forms.map { "\"\($0)\"" }.joined(separator: ", ")); they make different kinds of type"
            diagnostics.error(message, at: forms.count > 1 ? object.origin(forms[1]) : object.origin)
            return nil
        }
        let kind: ModelSpec.Kind
        switch form {
        case "fields":
            kind = .structure(
                fields: elements(object, "fields") { decoder, value, path in
                    decoder.member(value, path: path, kind: "field")
                })
        case "cases":
            kind = .enumeration(
                cases: elements(object, "cases") { decoder, value, path in
                    decoder.signature(value, path: path, kind: "an enum case", allowsReturnType: false)
                })
        default:
            guard let rawValue = object["rawValue"], let text = string(rawValue, path: object.path("rawValue")),
                let type = typeReference(
                    TextPiece(text: text.value, offset: 0), in: rawValue, path: object.path("rawValue"))
            else { return nil }
            kind = .wrapped(rawType: type)
        }
        guard let name else { return nil }
        recordRename(object, of: name, kind: .model)
        return ModelSpec(name: name, doc: doc, kind: kind, origin: object.origin)
    }

    mutating func repository(_ value: JSONValue, path: String) -> RepositorySpec? {
        guard
            let object = ObjectReader(
                value, path: path, kind: "a repository (an object)", allowedKeys: SpecShape.repository.keys,
                diagnostics: &diagnostics)
        else { return nil }
        let name = requiredName(object, in: "a repository")
        let doc = object["doc"].flatMap { string($0, path: object.path("doc"))?.value }
        let methods = elements(object, "methods") { decoder, value, path in
            decoder.signature(value, path: path, kind: "a repository method", allowsReturnType: true)
        }
        guard let name else { return nil }
        recordRename(object, of: name, kind: .repository)
        return RepositorySpec(name: name, doc: doc, methods: methods, origin: object.origin)
    }

    /// The `name` of an entry, reported when missing.
    mutating func requiredName(_ object: ObjectReader, in kind: String) -> LocatedName? {
        guard let value = object["name"] else {
            object.reportMissing("name", in: kind, diagnostics: &diagnostics)
            return nil
        }
        return string(value, path: object.path("name"))
    }
}
