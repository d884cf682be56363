import Foundation

/// The JSON Schema (draft 2020-12) of the spec format, made from `SpecShape`: editors use it to
/// complete keys and flag mistakes as you type. `trellis schema` prints it.
public enum SpecSchema {
    /// The `$id` the schema declares, and the file name `trellis init` writes it to.
    public static let fileName = "trellis-spec.schema.json"

    /// The schema as JSON text, keys sorted, so the same Trellis always prints the same bytes.
    public static func json() -> String {
        var definitions: [String: Any] = [:]
        for shape in SpecShape.all where shape.name != "module" {
            definitions[shape.name] = object(shape)
        }
        // Entries that may be written in short as a string.
        definitions["param"] = shortOr("name: Type", "member")
        definitions["stateEntryEntry"] = shortOr("name: Type", "stateEntry")
        definitions["eventEntry"] = shortOr("name(param: Type, …)", "event")
        definitions["enumCaseEntry"] = shortOr("name(param: Type, …)", "enumCase")
        definitions["methodEntry"] = shortOr("name(param: Type) -> Type", "method")
        var root = object(SpecShape.module)
        root["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        root["$id"] = fileName
        root["title"] = "Trellis module spec"
        root["$defs"] = definitions
        let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Dictionaries of strings, arrays and booleans always serialize.
        let data = (try? JSONSerialization.data(withJSONObject: root, options: options)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func object(_ shape: ObjectShape) -> [String: Any] {
        var properties: [String: Any] = [:]
        for (key, value) in shape.properties { properties[key] = node(value) }
        return [
            "type": "object", "description": shape.description, "properties": properties,
            "required": shape.required, "additionalProperties": false,
        ]
    }

    private static func shortOr(_ form: String, _ reference: String) -> [String: Any] {
        ["anyOf": [["type": "string", "description": "Short form: \(form)."], ["$ref": "#/$defs/\(reference)"]]]
    }

    private static func node(_ node: SchemaNode) -> [String: Any] {
        switch node {
        case .string(let description): ["type": "string", "description": description]
        case .integer(let description): ["type": "integer", "description": description]
        case .boolean(let description): ["type": "boolean", "description": description]
        case .anything(let description): ["description": description]
        case .oneOf(let values, let description): ["enum": values, "description": description]
        case .array(let items, let description):
            ["type": "array", "items": self.node(items), "description": description]
        case .reference(let name): ["$ref": "#/$defs/\(name)"]
        }
    }
}
