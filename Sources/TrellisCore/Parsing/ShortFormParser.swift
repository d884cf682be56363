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
/// It works on UTF-8 bytes (the separators it looks for are ASCII) and reports offsets in
/// Unicode scalars.
enum ShortFormParser {
    /// Parses `"name: Type"`.
    static func member(_ text: String) throws(TypeSyntaxError) -> ShortMember {
        let bytes = Array(text.utf8)
        return try inScalars(bytes) { () throws(TypeSyntaxError) in try member(bytes, from: 0, to: bytes.count) }
    }

    /// Parses `"name(param: Type, ...) -> Type"`; parentheses and the return type are optional.
    static func signature(_ text: String) throws(TypeSyntaxError) -> ShortSignature {
        let bytes = Array(text.utf8)
        return try inScalars(bytes) { () throws(TypeSyntaxError) in try signature(bytes) }
    }

    private static func signature(_ bytes: [UInt8]) throws(TypeSyntaxError) -> ShortSignature {
        let arrow = findArrow(in: bytes)
        let headEnd = arrow ?? bytes.count
        var returnType: TextPiece? = nil
        if let arrow {
            returnType = trimmed(bytes, from: arrow + 2, to: bytes.count)
            if returnType?.text.isEmpty ?? true {
                throw TypeSyntaxError(message: "expected a return type after '->'", offset: bytes.count)
            }
        }
        let open = bytes[..<headEnd].firstIndex(of: UInt8(ascii: "("))
        let close = bytes[..<headEnd].lastIndex(of: UInt8(ascii: ")"))
        guard let open else {
            if let close { throw TypeSyntaxError(message: "')' without '('", offset: close) }
            return ShortSignature(name: trimmed(bytes, from: 0, to: headEnd), params: [], returnType: returnType)
        }
        let name = trimmed(bytes, from: 0, to: open)
        guard let close else {
            throw TypeSyntaxError(message: "expected ')' to close the parameter list", offset: headEnd)
        }
        let trailing = trimmed(bytes, from: close + 1, to: headEnd)
        if !trailing.text.isEmpty {
            throw TypeSyntaxError(
                message: "unexpected '\(trailing.text)' after the parameter list", offset: trailing.offset)
        }
        var params: [ShortMember] = []
        if !trimmed(bytes, from: open + 1, to: close).text.isEmpty {
            var start = open + 1
            var depth = 0
            for position in (open + 1)...close {
                let byte = bytes[position]
                if byte == UInt8(ascii: "[") { depth += 1 }
                if byte == UInt8(ascii: "]") { depth -= 1 }
                if position == close || (byte == UInt8(ascii: ",") && depth == 0) {
                    params.append(try member(bytes, from: start, to: position))
                    start = position + 1
                }
            }
        }
        return ShortSignature(name: name, params: params, returnType: returnType)
    }

    private static func member(_ bytes: [UInt8], from start: Int, to end: Int) throws(TypeSyntaxError) -> ShortMember {
        guard let colon = bytes[start..<end].firstIndex(of: UInt8(ascii: ":")) else {
            let text = trimmed(bytes, from: start, to: end)
            throw TypeSyntaxError(
                message: text.text.isEmpty
                    ? "expected \"name: Type\", found nothing" : "expected \"name: Type\", found \"\(text.text)\"",
                offset: text.offset)
        }
        let name = trimmed(bytes, from: start, to: colon)
        let type = trimmed(bytes, from: colon + 1, to: end)
        if type.text.isEmpty {
            throw TypeSyntaxError(message: "expected a type after ':'", offset: colon + 1)
        }
        return ShortMember(name: name, type: type)
    }

    /// The index of `->`, if any.
    private static func findArrow(in bytes: [UInt8]) -> Int? {
        var position = 0
        while position + 1 < bytes.count {
            if bytes[position] == UInt8(ascii: "-"), bytes[position + 1] == UInt8(ascii: ">") { return position }
            position += 1
        }
        return nil
    }

    /// The text between `start` and `end` without surrounding spaces, with its byte offset.
    private static func trimmed(_ bytes: [UInt8], from start: Int, to end: Int) -> TextPiece {
        var lower = start
        var upper = end
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        while lower < upper, isSpace(bytes[lower]) { lower += 1 }
        while upper > lower, isSpace(bytes[upper - 1]) { upper -= 1 }
        return TextPiece(text: String(decoding: bytes[lower..<upper], as: UTF8.self), offset: lower)
    }

    /// Runs `parse` and turns every byte offset in its result or error into a scalar offset.
    private static func inScalars<Result: ScalarOffsets>(
        _ bytes: [UInt8], _ parse: () throws(TypeSyntaxError) -> Result
    ) throws(TypeSyntaxError) -> Result {
        let isASCII = bytes.allSatisfy { $0 < 0x80 }
        do throws(TypeSyntaxError) {
            let result = try parse()
            if isASCII { return result }
            // One pass for every offset: a signature with thousands of params converts each.
            var scalarsBefore = [Int](repeating: 0, count: bytes.count + 1)
            for (offset, byte) in bytes.enumerated() {
                scalarsBefore[offset + 1] = scalarsBefore[offset] + (byte & 0xC0 == 0x80 ? 0 : 1)
            }
            return result.convertingOffsets { offset in
                offset > bytes.count ? scalarsBefore[bytes.count] + offset - bytes.count : scalarsBefore[max(offset, 0)]
            }
        } catch {
            throw TypeSyntaxError(message: error.message, offset: scalarOffset(ofByte: error.offset, in: bytes))
        }
    }
}

/// Results whose offsets can be converted from bytes to scalars.
protocol ScalarOffsets {
    func convertingOffsets(_ convert: (Int) -> Int) -> Self
}

extension TextPiece {
    func convertingOffsets(_ convert: (Int) -> Int) -> TextPiece {
        TextPiece(text: text, offset: convert(offset))
    }
}

extension ShortMember: ScalarOffsets {
    func convertingOffsets(_ convert: (Int) -> Int) -> ShortMember {
        ShortMember(name: name.convertingOffsets(convert), type: type.convertingOffsets(convert))
    }
}

extension ShortSignature: ScalarOffsets {
    func convertingOffsets(_ convert: (Int) -> Int) -> ShortSignature {
        ShortSignature(
            name: name.convertingOffsets(convert), params: params.map { $0.convertingOffsets(convert) },
            returnType: returnType?.convertingOffsets(convert))
    }
}
