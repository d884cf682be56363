/// The line layout as it was first written, character by character: slow, and plainly right
/// (besides the guard against a closure with nothing after `in`, which crashed). It is kept as
/// the reference `SwiftLineWrapper`, which works on bytes, is checked against.
enum ReferenceLineWrapper {
    static let indentUnit = "    "

    static func wrap(_ source: String, width: Int = 120) -> String {
        // Only lines of more bytes than `width` can have more characters: the others are
        // copied as they are, and a file without one is returned as it is.
        var source = source
        let longLines = source.withUTF8 { bytes in
            var ranges: [Range<Int>] = []
            var lineStart = 0
            for position in 0...bytes.count where position == bytes.count || bytes[position] == UInt8(ascii: "\n") {
                if position - lineStart > width { ranges.append(lineStart..<position) }
                lineStart = position + 1
            }
            return ranges
        }
        guard !longLines.isEmpty else { return source }
        var result = ""
        var copiedUpTo = source.utf8.startIndex
        for range in longLines {
            let start = source.utf8.index(source.utf8.startIndex, offsetBy: range.lowerBound)
            let end = source.utf8.index(start, offsetBy: range.count)
            let line = String(source[start..<end])
            let wrapped = wrapLine(line, width: width, depth: 0)
            guard wrapped != [line] else { continue }
            if result.isEmpty { result.reserveCapacity(source.utf8.count + 256) }
            result += source[copiedUpTo..<start]
            result += wrapped.joined(separator: "\n")
            copiedUpTo = end
        }
        guard copiedUpTo != source.utf8.startIndex else { return source }
        return result + source[copiedUpTo...]
    }

    private static func wrapLine(_ line: String, width: Int, depth: Int) -> [String] {
        guard characterCount(line) > width, depth < 8 else { return [line] }
        let indentation = String(line.prefix { $0 == " " })
        let body = line.dropFirst(indentation.count)
        if body.hasPrefix("//") { return wrapComment(line, indentation: indentation, width: width) }
        if contains(body, "typealias "), contains(body, " & ") {
            // A long protocol composition: one protocol per line, each after its `&`.
            let parts = line.split(separator: " & ", omittingEmptySubsequences: false).map(String.init)
            return [parts[0]] + parts.dropFirst().map { indentation + indentUnit + "& " + $0 }
        }
        if let closure = closureSplit(line) {
            return [closure.head]
                + wrapLine(indentation + indentUnit + closure.body, width: width, depth: depth + 1)
                + [indentation + "}"]
        }
        // Brackets, quotes and commas are ASCII, and no byte of a longer UTF-8 sequence is:
        // the line is taken apart by its bytes.
        let bytes = Array(line.utf8)
        guard let (open, close) = outermostBrackets(bytes) else { return [line] }
        let head = String(decoding: bytes[...open], as: UTF8.self)
        let tail = String(decoding: bytes[close...], as: UTF8.self)
        let elements = topLevelElements(bytes[(open + 1)..<close])
        guard !elements.isEmpty else { return [line] }
        // A literal takes a trailing comma; a type (`var deep: [String: …]`, `-> [String]`) does not.
        let isCollection =
            bytes[open] == UInt8(ascii: "[") && !elements.contains { $0.hasPrefix(":") }
            && !isTypePosition(head.dropLast())
        var lines = [head]
        for (offset, element) in elements.enumerated() {
            let isLast = offset == elements.count - 1
            let comma = !isLast || isCollection ? "," : ""
            lines += wrapLine(indentation + indentUnit + element + comma, width: width, depth: depth + 1)
        }
        lines += wrapLine(indentation + tail, width: width, depth: depth + 1)
        return lines
    }

    /// The first opening bracket outside strings whose partner closes on the same line, with
    /// something inside: the place to break a call, declaration or literal.
    private static func outermostBrackets(_ bytes: [UInt8]) -> (Int, Int)? {
        var stack: [Int] = []
        var inString = false
        var previous = UInt8(ascii: " ")
        for (position, byte) in bytes.enumerated() {
            defer { previous = byte }
            if byte == UInt8(ascii: "\""), previous != UInt8(ascii: "\\") { inString.toggle() }
            if inString { continue }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["):
                stack.append(position)
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                guard let open = stack.popLast() else { return nil }
                if stack.isEmpty, position > open + 1 { return (open, position) }
            default:
                break
            }
        }
        return nil
    }

    /// Whether a bracket after `head` opens a type: a declaration's annotation (`var deep: `) or
    /// a result (`-> `), not a value (`label: ` of an argument, `"key": ` of a literal).
    private static func isTypePosition(_ head: Substring) -> Bool {
        let before = head.reversed().drop { $0 == " " }
        if before.starts(with: ">-") { return true }
        guard before.first == ":", !head.contains("=") else { return false }
        let words = head.split(separator: " ")
        return words.contains("var") || words.contains("let")
    }

    /// The comma-separated parts between two brackets, trimmed.
    private static func topLevelElements(_ bytes: ArraySlice<UInt8>) -> [String] {
        var elements: [String] = []
        var start = bytes.startIndex
        var depth = 0
        var inString = false
        var previous = UInt8(ascii: " ")
        for position in bytes.indices {
            let byte = bytes[position]
            defer { previous = byte }
            if byte == UInt8(ascii: "\""), previous != UInt8(ascii: "\\") { inString.toggle() }
            guard !inString else { continue }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                elements.append(trimmed(String(decoding: bytes[start..<position], as: UTF8.self)))
                start = position + 1
            default: break
            }
        }
        let last = trimmed(String(decoding: bytes[start...], as: UTF8.self))
        if !last.isEmpty { elements.append(last) }
        return elements
    }

    /// `x = { [weak self] a in body }` → (`x = { [weak self] a in`, `body`).
    private static func closureSplit(_ line: String) -> (head: String, body: String)? {
        guard line.hasSuffix(" }"), let brace = line.firstRange(of: "= { "),
            let keyword = line[brace.upperBound...].firstRange(of: " in ")
        else { return nil }
        guard keyword.upperBound <= line.index(line.endIndex, offsetBy: -2) else { return nil }
        let head = trimmed(line[..<keyword.upperBound])
        let indentation = String(line.prefix { $0 == " " })
        let body = String(line[keyword.upperBound..<line.index(line.endIndex, offsetBy: -2)])
        return (indentation + head, trimmed(body))
    }

    /// `text` without the spaces and tabs it starts or ends with.
    private static func trimmed(_ text: some StringProtocol) -> String {
        let isBlank = { (character: Character) in character == " " || character == "\t" }
        guard let first = text.firstIndex(where: { !isBlank($0) }), let last = text.lastIndex(where: { !isBlank($0) })
        else { return "" }
        return String(text[first...last])
    }

    /// Whether `text` holds `pattern` (ASCII), compared byte by byte: the standard library's
    /// `contains` matches characters, and was most of the time lines took to lay out.
    private static func contains(_ text: Substring, _ pattern: String) -> Bool {
        let pattern = Array(pattern.utf8)
        let bytes = Array(text.utf8)
        guard bytes.count >= pattern.count else { return false }
        return (0...(bytes.count - pattern.count)).contains { start in
            bytes[start] == pattern[0] && bytes[start..<(start + pattern.count)].elementsEqual(pattern)
        }
    }

    /// How many characters `text` has, without walking its grapheme clusters when it is plain
    /// ASCII (most generated lines).
    private static func characterCount(_ text: String) -> Int {
        isPlainASCII(text) ? text.utf8.count : text.count
    }

    /// Whether every byte of `text` is a character of its own: ASCII, and no carriage return
    /// (which makes one character with the line feed after it).
    private static func isPlainASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
    }

    /// A long `//` or `///` comment, continued on more lines at word boundaries.
    private static func wrapComment(_ line: String, indentation: String, width: Int) -> [String] {
        let body = line.dropFirst(indentation.count)
        let marker = body.hasPrefix("///") ? "///" : "//"
        // In plain ASCII a character is a byte, and a string knows its bytes at once: counting
        // the growing line's characters again for every word made long comments quadratic.
        let isPlain = isPlainASCII(line)
        func count(_ text: some StringProtocol) -> Int { isPlain ? text.utf8.count : text.count }
        let text = body.dropFirst(marker.count)
        let words =
            isPlain
            ? text.utf8.split(separator: UInt8(ascii: " ")).map { Substring($0) }
            : text.split(separator: " ")
        var lines: [String] = []
        var current = indentation + marker
        for word in words {
            if count(current) + 1 + count(word) > width, current != indentation + marker {
                lines.append(current)
                current = indentation + marker
            }
            current += " " + word
        }
        lines.append(current)
        return lines
    }
}
