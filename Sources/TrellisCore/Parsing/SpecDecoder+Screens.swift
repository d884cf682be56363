extension SpecDecoder {
    mutating func screen(_ value: JSONValue, path: String) -> ScreenSpec? {
        guard
            let object = ObjectReader(
                value, path: path, kind: "a screen (an object)",
                allowedKeys: SpecShape.screen.keys, diagnostics: &diagnostics)
        else { return nil }
        let name = requiredName(object, in: "a screen")
        var screen = ScreenSpec(name: name ?? LocatedName(value: "", origin: object.origin), origin: object.origin)
        screen.doc = object["doc"].flatMap { string($0, path: object.path("doc"))?.value }
        screen.params = elements(object, "params") { decoder, value, path in
            decoder.member(value, path: path, kind: "param")
        }
        screen.dependencies = names(object, "dependencies")
        screen.state = elements(object, "state") { decoder, value, path in
            decoder.member(value, path: path, kind: "state entry", allowsInput: true)
        }
        let actionRenames = renames.count
        screen.actions = elements(object, "actions") { decoder, value, path in decoder.action(value, path: path) }
        for index in renames.indices.dropFirst(actionRenames) { renames[index].screen = name?.value }
        screen.emits = names(object, "emits")
        screen.handles = names(object, "handles")
        screen.children = names(object, "children")
        recordRename(object, of: name, kind: .screen)
        return name == nil ? nil : screen
    }

    mutating func action(_ value: JSONValue, path: String) -> ActionSpec? {
        guard
            let object = ObjectReader(
                value, path: path, kind: "an action (an object)",
                allowedKeys: SpecShape.action.keys, diagnostics: &diagnostics)
        else { return nil }
        let name = requiredName(object, in: "an action")
        let doc = object["doc"].flatMap { string($0, path: object.path("doc"))?.value }
        let params = elements(object, "params") { decoder, value, path in
            decoder.member(value, path: path, kind: "param")
        }
        let isAsync = object["async"].flatMap { bool($0, path: object.path("async")) } ?? false
        let emits = object["emits"].flatMap { string($0, path: object.path("emits")) }
        let runsOnAppear = object["onAppear"].flatMap { bool($0, path: object.path("onAppear")) } ?? false
        guard let name else { return nil }
        recordRename(object, of: name, kind: .action)
        return ActionSpec(
            name: name, doc: doc, params: params, isAsync: isAsync, emits: emits, runsOnAppear: runsOnAppear,
            origin: object.origin)
    }
}
