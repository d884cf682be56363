/// Breaks generated Swift lines that are longer than the line length, the way swift-format
/// lays them out: arguments, parameters and elements one per line inside their brackets,
/// a long closure's body on its own line, protocol compositions one per line, and long
/// comments at word boundaries. Templates print each declaration on one line; this is the one
/// place that lays lines out.
enum SwiftLineWrapper {
    static let indentUnit = "    "

    static func wrap(_ source: String, width: Int = 120) -> String {
        // Only lines of more bytes than `width` can have more characters: the others are
        // copied as they are, and a file without one is returned as it is. The file is read and
        // put together as bytes: a line feed is one byte, and so never part of another character.
        var source = source
        let wrapped = source.withUTF8 { bytes -> [UInt8]? in
            var result: [UInt8] = []
            var copiedUpTo = 0
            var lineStart = 0
            while lineStart <= bytes.count {
                let lineEnd = lineFeed(in: bytes, from: lineStart) ?? bytes.count
                defer { lineStart = lineEnd + 1 }
                guard lineEnd - lineStart > width else { continue }
                let line = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]), as: UTF8.self)
                let lines = wrapLine(line, width: width, depth: 0)
                guard lines != [line] else { continue }
                if result.isEmpty { result.reserveCapacity(bytes.count + 256) }
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copiedUpTo..<lineStart]))
                for (offset, wrappedLine) in lines.enumerated() {
                    if offset > 0 { result.append(UInt8(ascii: "\n")) }
                    result.append(contentsOf: wrappedLine.utf8)
                }
                copiedUpTo = lineEnd
            }
            guard copiedUpTo > 0 else { return nil }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copiedUpTo...]))
            return result
        }
        return wrapped.map { String(decoding: $0, as: UTF8.self) } ?? source
    }

    /// The position of the first line feed in `bytes` at or after `start`, looked for eight
    /// bytes at a time (a file's bytes are looked through once, and most of its lines are short).
    private static func lineFeed(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let raw = UnsafeRawBufferPointer(bytes)
        var position = start
        while position + 8 <= raw.count,
            !ByteWords.hasByte(UInt8(ascii: "\n"), in: raw.loadUnaligned(fromByteOffset: position, as: UInt64.self))
        {
            position += 8
        }
        return bytes[position...].firstIndex(of: UInt8(ascii: "\n"))
    }

    private static func wrapLine(_ line: String, width: Int, depth: Int) -> [String] {
        guard characterCount(line) > width, depth < 8 else { return [line] }
        let indentation = leadingSpaces(of: line)
        let body = line[line.utf8.index(line.startIndex, offsetBy: indentation.utf8.count)...]
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
    /// A closure with nothing in it (`= { a in }`) is not split.
    private static func closureSplit(_ line: String) -> (head: String, body: String)? {
        guard line.hasSuffix(" }"), let brace = line.firstRange(of: "= { "),
            let keyword = line[brace.upperBound...].firstRange(of: " in ")
        else { return nil }
        let bodyEnd = line.index(line.endIndex, offsetBy: -2)
        guard keyword.upperBound <= bodyEnd else { return nil }
        let head = trimmed(line[..<keyword.upperBound])
        let indentation = leadingSpaces(of: line)
        let body = String(line[keyword.upperBound..<bodyEnd])
        return (indentation + head, trimmed(body))
    }

    /// The spaces `line` starts with. A space is a character of its own unless what follows
    /// it is not ASCII (it may be a mark that goes with it): only then are characters walked.
    private static func leadingSpaces(of line: String) -> String {
        let end = line.utf8.firstIndex { $0 != UInt8(ascii: " ") } ?? line.endIndex
        guard end < line.endIndex, line.utf8[end] >= 0x80 else { return String(line[..<end]) }
        return String(line.prefix { $0 == " " })
    }

    /// `text` without the spaces and tabs it starts or ends with.
    private static func trimmed(_ text: some StringProtocol) -> String {
        let text = Substring(text)
        let isBlankByte = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        if isPlainASCII(text) {
            // A byte is a character: the blanks are cut off by bytes.
            let bytes = text.utf8
            guard let first = bytes.firstIndex(where: { !isBlankByte($0) }),
                let last = bytes.lastIndex(where: { !isBlankByte($0) })
            else { return "" }
            return String(text[first...last])
        }
        let isBlank = { (character: Character) in character == " " || character == "\t" }
        guard let first = text.firstIndex(where: { !isBlank($0) }), let last = text.lastIndex(where: { !isBlank($0) })
        else { return "" }
        return String(text[first...last])
    }

    /// Whether `text` holds `pattern` (ASCII), compared byte by byte: the standard library's
    /// `contains` matches characters, and was most of the time lines took to lay out.
    private static func contains(_ text: Substring, _ pattern: StaticString) -> Bool {
        let pattern = UnsafeBufferPointer(start: pattern.utf8Start, count: pattern.utf8CodeUnitCount)
        func search(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let first = pattern.first, bytes.count >= pattern.count else { return false }
            return (0...(bytes.count - pattern.count)).contains { start in
                bytes[start] == first
                    && UnsafeBufferPointer(rebasing: bytes[start..<(start + pattern.count)]).elementsEqual(pattern)
            }
        }
        return text.utf8.withContiguousStorageIfAvailable(search) ?? Array(text.utf8).withUnsafeBufferPointer(search)
    }

    /// How many characters `text` has, without walking its grapheme clusters when it is plain
    /// ASCII (most generated lines).
    private static func characterCount(_ text: String) -> Int {
        isPlainASCII(text) ? text.utf8.count : text.count
    }

    /// Whether every byte of `text` is a character of its own: ASCII, and no carriage return
    /// (which makes one character with the line feed after it).
    private static func isPlainASCII(_ text: some StringProtocol) -> Bool {
        let isPlain = { (byte: UInt8) in byte < 0x80 && byte != UInt8(ascii: "\r") }
        return text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isPlain) } ?? text.utf8.allSatisfy(isPlain)
    }

    /// A long `//` or `///` comment, continued on more lines at word boundaries.
    private static func wrapComment(_ line: String, indentation: String, width: Int) -> [String] {
        // The indentation's spaces are characters of their own (`leadingSpaces`): one byte each.
        let body = line[line.utf8.index(line.startIndex, offsetBy: indentation.utf8.count)...]
        let marker = body.hasPrefix("///") ? "///" : "//"
        // The lines are put together as bytes, and their characters counted as they grow: a
        // line has as many as its words and the spaces between them.
        let start = Array((indentation + marker).utf8)
        var lines: [String] = []
        var current = start
        var count = start.count
        for (word, characters) in words(of: body.dropFirst(marker.count)) {
            if count + 1 + characters > width, current.count > start.count {
                lines.append(String(decoding: current, as: UTF8.self))
                current = start
                count = start.count
            }
            current.append(UInt8(ascii: " "))
            current.append(contentsOf: word)
            count += 1 + characters
        }
        lines.append(String(decoding: current, as: UTF8.self))
        return lines
    }

    /// The words of a comment, as `split(separator: " ")` gives them (parted by each space that
    /// is a character of its own), as bytes, each with how many characters it has.
    private static func words(of text: Substring) -> [(bytes: ArraySlice<UInt8>, characters: Int)] {
        let bytes = Array(text.utf8)
        var words: [(bytes: ArraySlice<UInt8>, characters: Int)] = []
        var start = 0
        func endWord(at end: Int) {
            guard end > start else { return }
            let word = bytes[start..<end]
            // A line holds no line feed, so an ASCII byte is a character of its own.
            let isASCII = word.allSatisfy { $0 < 0x80 }
            words.append((word, isASCII ? word.count : String(decoding: word, as: UTF8.self).count))
        }
        for position in bytes.indices
        where bytes[position] == UInt8(ascii: " ") && isSpaceAlone(at: position, in: bytes) {
            endWord(at: position)
            start = position + 1
        }
        endWord(at: bytes.count)
        return words
    }

    /// Whether the space at `position` is a character of its own. Only the characters next to
    /// it can join it (a prepended mark before it; an extending mark or joiner after it), and
    /// neither is ASCII: only beside other bytes are the two asked about.
    private static func isSpaceAlone(at position: Int, in bytes: [UInt8]) -> Bool {
        let isContinuation = { (byte: UInt8) in byte & 0xC0 == 0x80 }
        if position > 0, bytes[position - 1] >= 0x80 {
            var scalarStart = position - 1
            while scalarStart > 0, isContinuation(bytes[scalarStart]) { scalarStart -= 1 }
            if String(decoding: bytes[scalarStart...position], as: UTF8.self).count == 1 { return false }
        }
        if position + 1 < bytes.count, bytes[position + 1] >= 0x80 {
            var scalarEnd = position + 2
            while scalarEnd < bytes.count, isContinuation(bytes[scalarEnd]) { scalarEnd += 1 }
            if String(decoding: bytes[position..<scalarEnd], as: UTF8.self).count == 1 { return false }
        }
        return true
    }
}
