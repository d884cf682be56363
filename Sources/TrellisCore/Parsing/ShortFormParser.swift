/// A piece of a short-form string: its text and its offset (in Unicode scalars) in the string.
struct TextPiece: Equatable {
    var text: String
    var offset: Int
}

/// A short-form parameter: `name: Type`.
struct ShortMember: Equatable {
    var name: TextPiece
    var type: TextPiece
}

/// A short-form signature: `name`, `name(param: Type, ...)`, `name(...) -> Type`.
struct ShortSignature: Equatable {
    var name: TextPiece
    var params: [ShortMember]
    var returnType: TextPiece?
}

/// Splits the string forms of the spec into their pieces; types are parsed afterwards.
enum ShortFormParser {
    /// Parses `"name: Type"`.
    static func member(_ text: String) throws(TypeSyntaxError) -> ShortMember {
        try member(Array(text.unicodeScalars), offset: 0)
    }

    /// Parses `"name(param: Type, ...) -> Type"`; parentheses and the return type are optional.
    static func signature(_ text: String) throws(TypeSyntaxError) -> ShortSignature {
        let scalars = Array(text.unicodeScalars)
        let arrow = findArrow(in: scalars)
        let head = Array(scalars[..<(arrow ?? scalars.count)])
        var returnType: TextPiece? = nil
        if let arrow {
            returnType = trimmed(scalars, from: arrow + 2, to: scalars.count)
            if returnType?.text.isEmpty ?? true {
                throw TypeSyntaxError(message: "expected a return type after '->'", offset: scalars.count)
            }
        }
        guard let open = head.firstIndex(of: "(") else {
            let name = trimmed(head, from: 0, to: head.count)
            if head.contains(")") {
                throw TypeSyntaxError(message: "')' without '('", offset: head.firstIndex(of: ")") ?? 0)
            }
            return ShortSignature(name: name, params: [], returnType: returnType)
        }
        let name = trimmed(head, from: 0, to: open)
        guard let close = head.lastIndex(of: ")") else {
            throw TypeSyntaxError(message: "expected ')' to close the parameter list", offset: head.count)
        }
        let trailing = trimmed(head, from: close + 1, to: head.count)
        if !trailing.text.isEmpty {
            throw TypeSyntaxError(
                message: "unexpected '\(trailing.text)' after the parameter list", offset: trailing.offset)
        }
        var params: [ShortMember] = []
        let list = trimmed(head, from: open + 1, to: close)
        if !list.text.isEmpty {
            var start = open + 1
            var depth = 0
            for position in (open + 1)...close {
                let scalar = head[position]
                if scalar == "[" { depth += 1 }
                if scalar == "]" { depth -= 1 }
                if position == close || (scalar == "," && depth == 0) {
                    params.append(try member(Array(head[start..<position]), offset: start))
                    start = position + 1
                }
            }
        }
        return ShortSignature(name: name, params: params, returnType: returnType)
    }

    private static func member(_ scalars: [Unicode.Scalar], offset: Int) throws(TypeSyntaxError) -> ShortMember {
        guard let colon = scalars.firstIndex(of: ":") else {
            let text = trimmed(scalars, from: 0, to: scalars.count)
            throw TypeSyntaxError(
                message: text.text.isEmpty
                    ? "expected \"name: Type\", found nothing" : "expected \"name: Type\", found \"\(text.text)\"",
                offset: offset + text.offset)
        }
        var name = trimmed(scalars, from: 0, to: colon)
        var type = trimmed(scalars, from: colon + 1, to: scalars.count)
        name.offset += offset
        type.offset += offset
        if type.text.isEmpty {
            throw TypeSyntaxError(message: "expected a type after ':'", offset: offset + colon + 1)
        }
        return ShortMember(name: name, type: type)
    }

    /// The index of `->` outside brackets, if any.
    private static func findArrow(in scalars: [Unicode.Scalar]) -> Int? {
        var position = 0
        while position + 1 < scalars.count {
            if scalars[position] == "-", scalars[position + 1] == ">" { return position }
            position += 1
        }
        return nil
    }

    /// The text between `start` and `end` without surrounding spaces, with its offset.
    private static func trimmed(_ scalars: [Unicode.Scalar], from start: Int, to end: Int) -> TextPiece {
        var lower = start
        var upper = end
        while lower < upper, scalars[lower].properties.isWhitespace { lower += 1 }
        while upper > lower, scalars[upper - 1].properties.isWhitespace { upper -= 1 }
        return TextPiece(text: String(String.UnicodeScalarView(scalars[lower..<upper])), offset: lower)
    }
}
