import Foundation
import Testing

@testable import TrellisCore

/// `trellis schema`: the JSON Schema agrees with the spec reader, key for key, and accepts the
/// repository's specs.
@Suite struct SpecSchemaTests {
    let schema: [String: Any]

    init() throws {
        schema = try #require(try JSONSerialization.jsonObject(with: Data(SpecSchema.json().utf8)) as? [String: Any])
    }

    /// A spec that uses every key of every kind of object.
    static let everyKey = #"""
        {
          "$schema": "./trellis-spec.schema.json", "specVersion": 1, "module": "Every", "architecture": "event-driven",
          "outputs": "responders", "doc": "All keys.",
          "models": [
            { "name": "Item", "doc": "d", "fields": [{ "name": "id", "type": "String", "doc": "d", "default": "x" }] },
            { "name": "Kind", "cases": [{ "name": "one", "params": ["value: Int"], "doc": "d" }] },
            { "name": "Token", "rawValue": "String" }
          ],
          "repositories": [
            { "name": "ItemRepository", "doc": "d", "methods": [{ "name": "load", "params": ["id: String"], "doc": "d", "returns": "Item" }] }
          ],
          "events": [{ "name": "opened", "params": ["item: Item"], "doc": "d", "group": "Item" }, "closed", "back", "done"],
          "screens": [
            {
              "name": "List", "doc": "d", "params": [], "dependencies": ["ItemRepository"],
              "state": [{ "name": "query", "type": "String", "doc": "d", "default": "", "input": true }],
              "actions": [{ "name": "open", "doc": "d", "params": ["item: Item"], "async": false, "onAppear": false, "emits": "opened" }],
              "emits": ["opened"], "handles": ["closed"], "children": ["Badge"]
            },
            { "name": "Badge", "actions": [{ "name": "close", "emits": "closed" }], "emits": ["closed"] },
            { "name": "Detail", "params": ["item: Item"], "actions": [{ "name": "back", "emits": "back" }, { "name": "done", "emits": "done" }], "emits": ["back", "done"] },
            { "name": "Sheet", "actions": [{ "name": "back", "emits": "back" }], "emits": ["back"] }
          ],
          "flows": [
            { "name": "Main", "doc": "d", "start": "List", "routes": [
              { "on": "opened", "start": "Inner", "presentation": "inPlace" }, { "on": "back", "pop": true }
            ] },
            { "name": "Inner", "params": ["item: Item"], "start": "Detail", "routes": [
              { "on": "back", "dismiss": true }, { "on": "closed", "replace": "Detail" },
              { "on": "done", "finish": true },
              { "on": "opened", "present": "Sheet", "style": "sheet", "detents": ["medium"], "interactiveDismiss": false }
            ] },
            { "name": "Other", "renamedFrom": "Another", "start": "Sheet", "routes": [{ "on": "back", "push": "Detail" }] },
            { "name": "Tabs", "tabs": [{ "flow": "Other", "title": "O", "icon": "star" }, { "flow": "Inner", "title": "I" }], "routes": [
              { "on": "back", "select": "Other" }, { "on": "closed", "confirmationDialog": { "title": "Close?" } },
              { "on": "opened", "alert": { "title": "Open {item.id}?", "message": "m", "actions": [{ "title": "Yes", "role": "destructive", "sends": "done" }] } }
            ] }
          ]
        }
        """#

    @Test func everyKeyTheReaderAcceptsIsInTheSchemaAndTheOtherWayRound() throws {
        // The reader accepts every key of the schema…
        let loaded = Pipeline.validate(Array(Self.everyKey.utf8), fileName: "Every.json")
        #expect(!loaded.diagnostics.contains { $0.message.contains("unknown key") }, "\(loaded.diagnostics)")
        let document = try JSONSerialization.jsonObject(with: Data(Self.everyKey.utf8))
        #expect(problems(document).isEmpty, "\(problems(document))")
        // …the spec above uses every one of them…
        var used: Set<String> = []
        collectKeys(document, into: &used)
        let declared = Set(SpecShape.all.flatMap(\.keys))
        #expect(declared.subtracting(used).isEmpty, "keys the test spec does not use: \(declared.subtracting(used))")
        // …and a key the schema lacks, the reader refuses.
        for shape in SpecShape.all {
            let defs = try #require(schema["$defs"] as? [String: Any])
            let object = shape.name == "module" ? schema : try #require(defs[shape.name] as? [String: Any])
            let properties = try #require(object["properties"] as? [String: Any])
            #expect(Set(properties.keys) == Set(shape.keys), "\(shape.name)")
            #expect(object["additionalProperties"] as? Bool == false)
        }
        let unknown = Pipeline.validate(
            Array(
                Self.everyKey.replacingOccurrences(of: "\"async\": false", with: "\"asynchronous\": false").utf8),
            fileName: "Every.json")
        #expect(unknown.diagnostics.contains { $0.message.contains("unknown key \"asynchronous\"") })
    }

    @Test func everySpecInTheRepositoryFollowsTheSchema() throws {
        var files = [kooberSpecFile, repositoryRoot.appendingPathComponent("GeneratedExample/Chat.json")]
        let golden = repositoryRoot.appendingPathComponent("Tests/Golden")
        for folder in try FileManager.default.contentsOfDirectory(atPath: golden.path).sorted() {
            let spec = golden.appendingPathComponent("\(folder)/\(folder).json")
            if FileManager.default.fileExists(atPath: spec.path) { files.append(spec) }
        }
        #expect(files.count >= 7)
        for file in files {
            let document = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
            #expect(problems(document).isEmpty, "\(file.lastPathComponent): \(problems(document))")
        }
        let starter = try JSONSerialization.jsonObject(with: Data(StarterSpec.json(moduleName: "Notes").utf8))
        #expect(problems(starter).isEmpty)
    }

    @Test func theSchemaRejectsAnUnknownKeyAndAWrongType() throws {
        let misspelled = try JSONSerialization.jsonObject(
            with: Data(#"{"specVersion": 1, "module": "M", "screens": [{"name": "A", "acions": []}]}"#.utf8))
        #expect(problems(misspelled) == ["screens[0]: unknown key acions"])
        let mistyped = try JSONSerialization.jsonObject(
            with: Data(
                #"{"specVersion": "1", "module": "M", "screens": [{"name": "A", "actions": [{"name": "go", "async": "yes"}]}]}"#
                    .utf8))
        #expect(
            problems(mistyped) == ["screens[0].actions[0].async: expected boolean", "specVersion: expected integer"])
        let missing = try JSONSerialization.jsonObject(with: Data(#"{"specVersion": 1, "module": "M"}"#.utf8))
        #expect(problems(missing) == ["missing screens"])
    }

    // A validator for the part of JSON Schema the spec schema uses: type, properties,
    // additionalProperties, required, items, anyOf, enum and $ref.

    func problems(_ value: Any, path: String = "") -> [String] {
        problems(value, against: schema, path: path)
    }

    private func problems(_ value: Any, against node: [String: Any], path: String) -> [String] {
        if let reference = node["$ref"] as? String {
            let name = String(reference.dropFirst("#/$defs/".count))
            let defs = schema["$defs"] as? [String: Any]
            guard let target = defs?[name] as? [String: Any] else { return ["\(path): no definition \(name)"] }
            return problems(value, against: target, path: path)
        }
        if let options = node["anyOf"] as? [[String: Any]] {
            let results = options.map { problems(value, against: $0, path: path) }
            return results.contains { $0.isEmpty } ? [] : results.min { $0.count < $1.count } ?? []
        }
        if let allowed = node["enum"] as? [String] {
            return (value as? String).map(allowed.contains) == true ? [] : ["\(path): not one of \(allowed)"]
        }
        switch node["type"] as? String {
        case "string": return value is String ? [] : ["\(path): expected string"]
        case "boolean": return isBoolean(value) ? [] : ["\(path): expected boolean"]
        case "integer":
            return (value is NSNumber && !isBoolean(value) && !(value is String)) ? [] : ["\(path): expected integer"]
        case "array":
            guard let array = value as? [Any] else { return ["\(path): expected array"] }
            let items = node["items"] as? [String: Any] ?? [:]
            return array.enumerated().flatMap { problems($1, against: items, path: "\(path)[\($0)]") }
        case "object":
            guard let object = value as? [String: Any] else { return ["\(path): expected object"] }
            let properties = node["properties"] as? [String: Any] ?? [:]
            var found: [String] = []
            for key in (node["required"] as? [String] ?? []) where object[key] == nil {
                found.append(path.isEmpty ? "missing \(key)" : "\(path): missing \(key)")
            }
            for key in object.keys.sorted() {
                let child = path.isEmpty ? key : "\(path).\(key)"
                guard let property = properties[key] as? [String: Any] else {
                    if node["additionalProperties"] as? Bool == false {
                        found.append(path.isEmpty ? "unknown key \(key)" : "\(path): unknown key \(key)")
                    }
                    continue
                }
                found += problems(object[key] as Any, against: property, path: child)
            }
            return found
        default: return []
        }
    }

    private func isBoolean(_ value: Any) -> Bool {
        // JSONSerialization gives booleans as NSNumbers of the C type `char`.
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    private func collectKeys(_ value: Any, into keys: inout Set<String>) {
        if let object = value as? [String: Any] {
            keys.formUnion(object.keys)
            for child in object.values { collectKeys(child, into: &keys) }
        } else if let array = value as? [Any] {
            for child in array { collectKeys(child, into: &keys) }
        }
    }
}
