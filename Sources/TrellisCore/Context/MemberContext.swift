/// A field, param or state entry as templates print it.
struct MemberContext: Encodable, Equatable {
    /// The Swift identifier, in backticks when it is a keyword: `` `default` ``.
    var name: String
    /// The name as written in the spec, for argument labels and messages.
    var label: String
    /// The Swift type: `[String: Int]?`.
    var type: String
    /// Documentation lines (each printed after `/// `).
    var doc: [String]
    /// The Swift expression of its default or start value, if it has one.
    var defaultValue: String?
    /// `name: Type` (with ` = default` when `withDefaults` built it).
    var declaration: String
    /// `label: name`, the argument that passes it on.
    var argument: String
    /// A sample value of the type, for tests.
    var sample: String
    /// Whether it is the last in its list (for separators).
    var isLast: Bool
}

/// Documentation comment lines (`/// …`) from a spec `doc`, or from a fallback sentence.
///
/// The doc is split at every line break Swift or an editor honours (`\r`, `\r\n`, U+2028, …)
/// so no text can end a `///` line early and become code; other control characters and the
/// bidirectional overrides that could hide code from a reader become U+FFFD.
func docLines(_ doc: String?, fallback: String) -> [String] {
    let text = doc.map { trimmed(sanitizedDocText($0)) } ?? ""
    let lines = (text.isEmpty ? fallback : text).split(separator: "\n", omittingEmptySubsequences: false)
    return lines.map { line in
        let trimmed = trimmed(line)
        return trimmed.isEmpty ? "///" : "/// " + trimmed
    }
}

/// Documentation comment lines from a spec `doc`; none when the spec gives none.
func docLines(_ doc: String?) -> [String] {
    guard let doc, !trimmed(doc).isEmpty else { return [] }
    return docLines(doc, fallback: "")
}

/// `text` without white space at either end (Foundation's trimming is slow on Linux, and this
/// runs for every doc line of every file).
private func trimmed(_ text: some StringProtocol) -> String {
    let scalars = String(text).unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(Substring(scalars[first...last]))
}

/// `text` with every line break as `\n` and no character that could change the code around a
/// comment.
private func sanitizedDocText(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
        defer { previous = scalar }
        switch scalar.value {
        case 0x0A where previous == "\r":
            continue  // The second half of \r\n.
        case 0x0A, 0x0D, 0x0B, 0x0C, 0x85, 0x2028, 0x2029:
            result.append("\n")
        case 0x09:
            result.append(" ")
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0xFEFF:
            result.append("\u{FFFD}")
        default:
            result.append(scalar)
        }
    }
    return String(result)
}

/// One element of a list that a template prints with a separator between elements.
struct ListItem: Encodable {
    var text: String
    var isLast: Bool
}

func listItems(_ texts: [String]) -> [ListItem] {
    texts.enumerated().map { ListItem(text: $1, isLast: $0 == texts.count - 1) }
}

extension ContextBuilder {
    /// The argument that supplies `param`: by name when `available` has the name (an event's
    /// payload, a flow's params), else the param's default (the validator has checked that
    /// one of the two exists).
    func argument(for param: MemberSpec, available: Set<String>) -> String {
        "\(param.name.value): \(value(for: param, available: available))"
    }

    /// The expression that supplies `param`: its name when available, else its default.
    func value(for param: MemberSpec, available: Set<String>) -> String {
        if !available.contains(param.name.value), let defaultValue = param.defaultValue {
            return literals.value(of: defaultValue, as: param.type.value)
        }
        return SwiftName.identifier(param.name.value)
    }

    /// The members as templates print them; `withDefaults` adds ` = value` to declarations.
    func members(_ members: [MemberSpec], kind: String, withDefaults: Bool = false, seed: Int = 0) -> [MemberContext] {
        members.enumerated().map { offset, member in
            let name = SwiftName.identifier(member.name.value)
            let type = member.type.value.description
            let defaultValue = member.defaultValue.map { literals.value(of: $0, as: member.type.value) }
            var declaration = "\(name): \(type)"
            if withDefaults, let defaultValue { declaration += " = \(defaultValue)" }
            return MemberContext(
                name: name, label: member.name.value, type: type,
                doc: docLines(member.doc),
                defaultValue: defaultValue, declaration: declaration, argument: "\(member.name.value): \(name)",
                sample: literals.sample(of: member.type.value, seed: seed + offset), isLast: offset == members.count - 1
            )
        }
    }
}
