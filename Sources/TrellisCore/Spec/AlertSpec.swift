/// An alert or a confirmation dialog a route shows (`"alert"`, `"confirmationDialog"`): its text,
/// with placeholders for values of the payload of the event that showed it, and its actions.
struct AlertSpec: Sendable, Hashable {
    enum Kind: String, Sendable, Hashable {
        case alert, confirmationDialog
    }

    var kind: Kind
    var title: SpecText
    var message: SpecText?
    /// The actions in order; nil when the spec gives none, for the one `OK` that sends nothing.
    var actions: [AlertActionSpec]?
    var origin: Origin
}

/// A button of an alert or a confirmation dialog.
struct AlertActionSpec: Sendable, Hashable {
    enum Role: String, CaseIterable, Sendable, Hashable {
        case cancel, destructive
    }

    var title: LocatedName
    var role: Located<Role>?
    /// The event the action sends, its payload filled from the showing event's; nil for none.
    var sends: LocatedName?
    var origin: Origin
}

/// A piece of an alert's text: literal text, or a placeholder (`{name}`, `{name.field}`) for a
/// value of the payload of the event that showed it.
enum AlertTextPiece: Sendable, Hashable {
    case text(String)
    /// The payload value's name, then a field of it when one is given; `offset` counts the
    /// Unicode scalars before the `{` in the text, for diagnostics.
    case placeholder(path: [String], offset: Int)
    /// A `{` with no `}` after it, a `}` with no `{` before it, or braces around something that
    /// names no value: `offset` counts the Unicode scalars before the brace.
    case malformed(String, offset: Int)

    /// Splits `text` at its braces. A placeholder is a lowerCamelCase name, or two joined by a dot,
    /// between `{` and `}`; the format has no escape for a literal brace.
    static func pieces(of text: String) -> [AlertTextPiece] {
        var pieces: [AlertTextPiece] = []
        var literal = ""
        var offset = 0
        var characters = text[...]
        while let next = characters.first {
            if next == "}" {
                // A closing brace with no placeholder open.
                if !literal.isEmpty { pieces.append(.text(literal)) }
                literal = ""
                pieces.append(.malformed("}", offset: offset))
                characters = characters.dropFirst()
                offset += 1
                continue
            }
            guard next == "{" else {
                literal.append(next)
                characters = characters.dropFirst()
                offset += next.unicodeScalars.count
                continue
            }
            if !literal.isEmpty { pieces.append(.text(literal)) }
            literal = ""
            guard let close = characters.firstIndex(of: "}") else {
                pieces.append(.malformed(String(characters), offset: offset))
                return pieces
            }
            let inside = String(characters[characters.index(after: characters.startIndex)..<close])
            let path = inside.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            let isName: (String) -> Bool = { name in
                guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else {
                    return false
                }
                return name.unicodeScalars.allSatisfy {
                    $0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0)
                }
            }
            if (1...2).contains(path.count), path.allSatisfy(isName) {
                pieces.append(.placeholder(path: path, offset: offset))
            } else {
                pieces.append(.malformed("{" + inside + "}", offset: offset))
            }
            offset += inside.unicodeScalars.count + 2
            characters = characters[characters.index(after: close)...]
        }
        if !literal.isEmpty { pieces.append(.text(literal)) }
        return pieces
    }
}

/// Free text of the spec (an alert's title), with where it was written: a position inside it can
/// be pointed at when the JSON string holds no escapes.
struct SpecText: Sendable, Hashable {
    var value: String
    var origin: Origin
    /// Whether the JSON string is the text as it is, with no escapes, so scalar offsets in the text
    /// are columns after the opening quote.
    var isVerbatim: Bool

    /// Where the scalar at `offset` was written: exact for verbatim text, else the string's start.
    func origin(atScalar offset: Int) -> Origin {
        isVerbatim ? Origin(path: origin.path, location: origin.location.advanced(by: 1 + offset)) : origin
    }
}
