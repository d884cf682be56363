/// The members of one JSON object of the spec, checked against the keys its kind allows.
struct ObjectReader {
    let origin: Origin
    /// The keys that are not allowed here (already reported).
    private(set) var unknownKeys: [String] = []
    private let members: [String: JSONMember]

    /// Reads `value` as an object of the spec; reports a value that is not an object, unknown
    /// keys (with the closest known one) and keys given twice. Returns nil for a non-object.
    init?(
        _ value: JSONValue, path: String, kind: String, allowedKeys: [String],
        diagnostics: inout DiagnosticCollector
    ) {
        guard case .object(let list) = value.kind else {
            diagnostics.error("expected \(kind), found \(value.kindDescription)", at: value.location, path: path)
            return nil
        }
        origin = Origin(path: path, location: value.location)
        var members: [String: JSONMember] = [:]
        for member in list {
            if let first = members[member.key] {
                diagnostics.error(
                    "key \"\(member.key)\" given twice in one object (first at \(first.keyLocation))",
                    at: member.keyLocation, path: path.appendingPath(member.key))
                continue
            }
            guard allowedKeys.contains(member.key) else {
                unknownKeys.append(member.key)
                if let feature = SpecShape.notYetGenerated[member.key] {
                    diagnostics.error(
                        "\"\(member.key)\" (\(feature)) is in the spec format, but this version of Trellis does "
                            + "not generate it yet", at: member.keyLocation, path: path.appendingPath(member.key))
                    continue
                }
                diagnostics.error(
                    "unknown key \"\(member.key)\" in \(kind)", at: member.keyLocation,
                    path: path.appendingPath(member.key),
                    suggesting: Suggestion.closest(to: member.key, in: allowedKeys))
                continue
            }
            members[member.key] = member
        }
        self.members = members
    }

    /// The value of `key`, if given.
    subscript(key: String) -> JSONValue? { members[key]?.value }

    /// Whether `key` is given.
    func has(_ key: String) -> Bool { members[key] != nil }

    /// The JSON path of `key`'s value.
    func path(_ key: String) -> String { origin.path.appendingPath(key) }

    /// The origin of `key`'s value; when the key is missing, its path at the object's position.
    func origin(_ key: String) -> Origin {
        Origin(path: path(key), location: members[key]?.value.location ?? origin.location)
    }

    /// Reports that `key` is required and missing, unless an unknown key here is a likely
    /// misspelling of it (already reported with the suggestion).
    func reportMissing(_ key: String, in kind: String, diagnostics: inout DiagnosticCollector) {
        if unknownKeys.contains(where: { Suggestion.closest(to: $0, in: [key]) == key }) { return }
        diagnostics.error("\(kind) needs \"\(key)\"", at: origin(key))
    }
}
