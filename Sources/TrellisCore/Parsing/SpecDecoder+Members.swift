extension SpecDecoder {
    /// A field, param or state entry: `"name: Type"` or `{"name", "type", "doc", "default"}`
    /// (state entries also take `"input"`).
    mutating func member(_ value: JSONValue, path: String, kind: String, allowsInput: Bool = false) -> MemberSpec? {
        let entryOrigin = Origin(path: path, location: value.location)
        if let text = value.stringValue {
            let short: ShortMember
            do {
                short = try ShortFormParser.member(text)
            } catch {
                reportSyntax(error, in: value, path: path)
                return nil
            }
            guard let type = typeReference(short.type, in: value, path: path) else { return nil }
            let name = LocatedName(value: short.name.text, origin: origin(of: short.name, in: value, path: path))
            return MemberSpec(name: name, type: type, origin: entryOrigin)
        }
        let keys = allowsInput ? SpecShape.stateEntry.keys : SpecShape.member.keys
        let article = kind.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        guard
            let object = ObjectReader(
                value, path: path, kind: "\(article) \(kind) (\"name: Type\" or an object)", allowedKeys: keys,
                diagnostics: &diagnostics)
        else { return nil }
        var name: LocatedName? = nil
        var type: Located<TypeReference>? = nil
        if let nameValue = object["name"] {
            name = string(nameValue, path: object.path("name"))
        } else {
            object.reportMissing("name", in: "\(article) \(kind)", diagnostics: &diagnostics)
        }
        if let typeValue = object["type"] {
            if let text = string(typeValue, path: object.path("type")) {
                type = typeReference(TextPiece(text: text.value, offset: 0), in: typeValue, path: object.path("type"))
            }
        } else {
            object.reportMissing("type", in: "\(article) \(kind)", diagnostics: &diagnostics)
        }
        let doc = object["doc"].flatMap { string($0, path: object.path("doc"))?.value }
        let isInput = object["input"].flatMap { bool($0, path: object.path("input")) } ?? false
        guard let name, let type else { return nil }
        return MemberSpec(
            name: name, type: type, doc: doc, defaultValue: object["default"], isInput: isInput, origin: entryOrigin)
    }

    /// A signature: a string `name(param: Type, ...) -> Type` or an object
    /// `{"name", "params", "doc"}` (with `"returns"` where a return type is allowed).
    mutating func signature(
        _ value: JSONValue, path: String, kind: String, allowsReturnType: Bool, allowsGroup: Bool = false
    ) -> SignatureSpec? {
        let entryOrigin = Origin(path: path, location: value.location)
        if let text = value.stringValue {
            let short: ShortSignature
            do {
                short = try ShortFormParser.signature(text)
            } catch {
                reportSyntax(error, in: value, path: path)
                return nil
            }
            var params: [MemberSpec] = []
            for param in short.params {
                guard let type = typeReference(param.type, in: value, path: path) else { continue }
                let name = LocatedName(value: param.name.text, origin: origin(of: param.name, in: value, path: path))
                params.append(MemberSpec(name: name, type: type, origin: name.origin))
            }
            var returnType: Located<TypeReference>? = nil
            if let piece = short.returnType {
                if allowsReturnType {
                    returnType = typeReference(piece, in: value, path: path)
                } else {
                    diagnostics.error(
                        "\(kind) has no return type; remove \"-> \(piece.text)\"",
                        at: origin(of: piece, in: value, path: path))
                }
            }
            let name = LocatedName(value: short.name.text, origin: origin(of: short.name, in: value, path: path))
            return SignatureSpec(name: name, params: params, returnType: returnType, origin: entryOrigin)
        }
        let keys = (allowsReturnType ? SpecShape.method : allowsGroup ? SpecShape.event : SpecShape.enumCase).keys
        guard
            let object = ObjectReader(
                value, path: path, kind: "\(kind) (a string or an object)", allowedKeys: keys,
                diagnostics: &diagnostics)
        else { return nil }
        let params = elements(object, "params") { decoder, value, path in
            decoder.member(value, path: path, kind: "param")
        }
        let doc = object["doc"].flatMap { string($0, path: object.path("doc"))?.value }
        var returnType: Located<TypeReference>? = nil
        if let returnValue = object["returns"], let text = string(returnValue, path: object.path("returns")) {
            returnType = typeReference(
                TextPiece(text: text.value, offset: 0), in: returnValue, path: object.path("returns"))
        }
        guard let nameValue = object["name"] else {
            object.reportMissing("name", in: kind, diagnostics: &diagnostics)
            return nil
        }
        guard let name = string(nameValue, path: object.path("name")) else { return nil }
        let group = object["group"].flatMap { string($0, path: object.path("group")) }
        if allowsGroup { recordRename(object, of: name, kind: .event) }
        return SignatureSpec(
            name: name, params: params, returnType: returnType, doc: doc, group: group, origin: entryOrigin)
    }

    /// Parses the type in `piece`, a part of the string `value`; reports a syntax error at the
    /// character at fault.
    mutating func typeReference(_ piece: TextPiece, in value: JSONValue, path: String) -> Located<TypeReference>? {
        do {
            let type = try TypeParser.parse(piece.text)
            return Located(value: type, origin: origin(of: piece, in: value, path: path))
        } catch {
            var shifted = error
            shifted.offset += piece.offset
            reportSyntax(shifted, in: value, path: path, prefix: "invalid type \"\(piece.text)\": ")
            return nil
        }
    }

    mutating func reportSyntax(_ error: TypeSyntaxError, in value: JSONValue, path: String, prefix: String = "") {
        let piece = TextPiece(text: "", offset: error.offset)
        diagnostics.error(prefix + error.message, at: origin(of: piece, in: value, path: path))
    }
}
