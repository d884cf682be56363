import Mustache

/// The JSON Schema (draft 2020-12) of the spec format, made from `SpecShape`: editors use it to
/// complete keys and flag mistakes as you type. `trellis schema` prints it.
public enum SpecSchema {
    /// The `$id` the schema declares, and the file name `trellis init` writes it to.
    public static let fileName = "trellis-spec.schema.json"

    /// The schema as JSON text, keys sorted, so the same Trellis always prints the same bytes.
    public static func json() -> String {
        var definitions: [String: SchemaJSON] = [:]
        for shape in SpecShape.all where shape.name != "module" {
            definitions[shape.name] = .object(object(shape))
        }
        // Entries that may be written in short as a string.
        definitions["param"] = shortOr("name: Type", "member")
        definitions["stateEntryEntry"] = shortOr("name: Type", "stateEntry")
        definitions["eventEntry"] = shortOr("name(param: Type, …)", "event")
        definitions["enumCaseEntry"] = shortOr("name(param: Type, …)", "enumCase")
        definitions["methodEntry"] = shortOr("name(param: Type) -> Type", "method")
        var root = object(SpecShape.module)
        root["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        root["$id"] = .string(fileName)
        root["title"] = "Trellis module spec"
        root["$defs"] = .object(definitions)
        return PrettyJSON.text(of: SchemaJSON.object(root).value)
    }

    private static func object(_ shape: ObjectShape) -> [String: SchemaJSON] {
        var properties: [String: SchemaJSON] = [:]
        for (key, value) in shape.properties { properties[key] = node(value) }
        return [
            "type": "object", "description": .string(shape.description), "properties": .object(properties),
            "required": .array(shape.required.map(SchemaJSON.string)), "additionalProperties": false,
        ]
    }

    private static func shortOr(_ form: String, _ reference: String) -> SchemaJSON {
        [
            "anyOf": [
                ["type": "string", "description": .string("Short form: \(form).")],
                ["$ref": .string("#/$defs/\(reference)")],
            ]
        ]
    }

    private static func node(_ node: SchemaNode) -> SchemaJSON {
        switch node {
        case .string(let description): ["type": "string", "description": .string(description)]
        case .integer(let description): ["type": "integer", "description": .string(description)]
        case .boolean(let description): ["type": "boolean", "description": .string(description)]
        case .anything(let description): ["description": .string(description)]
        case .oneOf(let values, let description):
            ["enum": .array(values.map(SchemaJSON.string)), "description": .string(description)]
        case .array(let items, let description):
            ["type": "array", "items": self.node(items), "description": .string(description)]
        case .reference(let name): ["$ref": .string("#/$defs/\(name)")]
        }
    }
}

/// A JSON value of the schema (Foundation's `JSONSerialization` is not in FoundationEssentials,
/// which is all the `trellis` binary links).
private indirect enum SchemaJSON: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    case string(String)
    case bool(Bool)
    case array([SchemaJSON])
    case object([String: SchemaJSON])

    init(stringLiteral value: String) { self = .string(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(arrayLiteral elements: SchemaJSON...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, SchemaJSON)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// The value as `PrettyJSON` writes it.
    var value: MustacheValue {
        switch self {
        case .string(let text): .string(text)
        case .bool(let flag): .bool(flag)
        case .array(let elements): .array(elements.map(\.value))
        case .object(let members): .object(members.mapValues(\.value))
        }
    }
}
