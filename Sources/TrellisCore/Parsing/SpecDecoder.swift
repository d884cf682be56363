/// Turns the JSON of a spec file into a `ModuleSpec`, reporting every misplaced, misspelled
/// or mistyped value with its path and position.
struct SpecDecoder {
    var diagnostics: DiagnosticCollector
    /// The entries' `renamedFrom`, as they are read.
    var renames: [RenameSpec] = []
    /// What decodes the screens and the flows, each on its own (the other parts of a spec are
    /// small).
    var workers: any Workers = SerialWorkers()

    static let topLevelKeys = SpecShape.module.keys

    /// Decodes the whole document.
    mutating func decodeModule(_ root: JSONValue) -> ModuleSpec? {
        guard
            let object = ObjectReader(
                root, path: "", kind: "a module spec (a JSON object)", allowedKeys: Self.topLevelKeys,
                diagnostics: &diagnostics)
        else { return nil }
        var spec = ModuleSpec(origin: object.origin)
        if let value = object["specVersion"] {
            spec.specVersion = integer(value, path: "specVersion")
        } else {
            object.reportMissing("specVersion", in: "a module spec", diagnostics: &diagnostics)
        }
        if let value = object["module"] {
            spec.module = string(value, path: "module")
        } else {
            object.reportMissing("module", in: "a module spec", diagnostics: &diagnostics)
        }
        if let value = object["architecture"] {
            spec.architecture = choice(value, path: "architecture", what: "architecture")
        }
        if let value = object["outputs"] {
            spec.outputs = choice(value, path: "outputs", what: "outputs style")
        }
        spec.doc = object["doc"].flatMap { string($0, path: object.path("doc"))?.value }
        spec.models = elements(object, "models") { decoder, value, path in decoder.model(value, path: path) }
        spec.repositories = elements(object, "repositories") { decoder, value, path in
            decoder.repository(value, path: path)
        }
        spec.events = elements(object, "events") { decoder, value, path in
            decoder.signature(value, path: path, kind: "an event", allowsReturnType: false, allowsGroup: true)
        }
        spec.screens = spreadElements(object, "screens") { decoder, value, path in decoder.screen(value, path: path) }
        if !object.has("screens") {
            object.reportMissing("screens", in: "a module spec", diagnostics: &diagnostics)
        } else if case .array(let screens)? = object["screens"]?.kind, screens.isEmpty {
            diagnostics.error("a module needs at least one screen", at: object.origin("screens"))
        }
        spec.flows = spreadElements(object, "flows") { decoder, value, path in decoder.flow(value, path: path) }
        spec.renames = renames
        return spec
    }

    /// Records the entry's `renamedFrom`, if it has one.
    mutating func recordRename(_ object: ObjectReader, of name: LocatedName?, kind: RenameSpec.Kind) {
        guard let value = object["renamedFrom"], let old = string(value, path: object.path("renamedFrom")), let name
        else { return }
        renames.append(RenameSpec(kind: kind, old: old, new: name))
    }

    // MARK: - Shared value readers

    /// Decodes each element of the array at `key`, skipping those that did not decode.
    mutating func elements<Element>(
        _ object: ObjectReader, _ key: String,
        _ decode: (inout SpecDecoder, JSONValue, String) -> Element?
    ) -> [Element] {
        guard let value = object[key] else { return [] }
        let path = object.path(key)
        guard case .array(let values) = value.kind else {
            diagnostics.error("expected an array, found \(value.kindDescription)", at: value.location, path: path)
            return []
        }
        return values.enumerated().compactMap { index, element in
            decode(&self, element, path.appendingPath(index: index))
        }
    }

    /// `elements`, each decoded by `workers` with a decoder of its own; what each reports and
    /// renames is taken in the elements' order, as if they were decoded one after another.
    mutating func spreadElements<Element: Sendable>(
        _ object: ObjectReader, _ key: String,
        _ decode: @Sendable (inout SpecDecoder, JSONValue, String) -> Element?
    ) -> [Element] {
        guard case .array(let values)? = object[key]?.kind else { return elements(object, key, decode) }
        let path = object.path(key)
        let file = diagnostics.file
        let decoded = workers.map(values.count) { index in
            var decoder = SpecDecoder(diagnostics: DiagnosticCollector(file: file))
            let element = decode(&decoder, values[index], path.appendingPath(index: index))
            return (element, decoder.diagnostics.diagnostics, decoder.renames)
        }
        var elements: [Element] = []
        for (element, reported, renamed) in decoded {
            for diagnostic in reported { diagnostics.append(diagnostic) }
            renames += renamed
            if let element { elements.append(element) }
        }
        return elements
    }

    mutating func string(_ value: JSONValue, path: String) -> LocatedName? {
        guard let text = value.stringValue else {
            diagnostics.error("expected a string, found \(value.kindDescription)", at: value.location, path: path)
            return nil
        }
        return LocatedName(value: text, origin: Origin(path: path, location: value.location))
    }

    mutating func bool(_ value: JSONValue, path: String) -> Bool? {
        guard case .bool(let flag) = value.kind else {
            diagnostics.error("expected true or false, found \(value.kindDescription)", at: value.location, path: path)
            return nil
        }
        return flag
    }

    mutating func integer(_ value: JSONValue, path: String) -> Located<Int>? {
        guard case .number(let text) = value.kind, let number = Int(text) else {
            diagnostics.error("expected a whole number, found \(value.kindDescription)", at: value.location, path: path)
            return nil
        }
        return Located(value: number, origin: Origin(path: path, location: value.location))
    }

    /// A string that must be one of an enumeration's raw values.
    mutating func choice<Choice: RawRepresentable & CaseIterable & Sendable & Hashable>(
        _ value: JSONValue, path: String, what: String
    ) -> Located<Choice>? where Choice.RawValue == String {
        guard let text = string(value, path: path) else { return nil }
        guard let choice = Choice(rawValue: text.value) else {
            let known = Choice.allCases.map(\.rawValue)
            let list = known.map { "\"\($0)\"" }.joined(separator: ", ")
            diagnostics.error(
                "unknown \(what) \"\(text.value)\"; expected one of \(list)", at: text.origin,
                suggesting: Suggestion.closest(to: text.value, in: known))
            return nil
        }
        return Located(value: choice, origin: text.origin)
    }

    /// An array of names: `emits`, `handles`, `children`, `dependencies`.
    mutating func names(_ object: ObjectReader, _ key: String) -> [LocatedName] {
        elements(object, key) { decoder, value, path in decoder.string(value, path: path) }
    }

    /// The origin of a piece of a short-form string: exact when the string had no escapes.
    func origin(of piece: TextPiece, in value: JSONValue, path: String) -> Origin {
        guard case .string(_, verbatim: true) = value.kind else { return Origin(path: path, location: value.location) }
        return Origin(path: path, location: value.location.advanced(by: 1 + piece.offset))
    }
}
