/// One problem found in an input file, with where it is and what is wrong.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a problem is: errors stop the run, warnings are printed and the run goes on.
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
    }

    /// Whether this problem stops the run.
    public var severity: Severity
    /// The file the problem is in, as the user named it.
    public var file: String
    /// The position of the value at fault, when it has one.
    public var location: SourceLocation?
    /// The JSON path of the value at fault (`screens[2].actions[0].emits`), when it has one.
    public var path: String?
    /// What is wrong, in one sentence.
    public var message: String
    /// The name most likely meant in place of the one at fault (a misspelt key, type or
    /// screen), if one is close: printed as `(did you mean "x"?)` after the message.
    public var suggestion: String?

    /// Creates a diagnostic.
    public init(
        severity: Severity, file: String, location: SourceLocation?, path: String?, message: String,
        suggestion: String? = nil
    ) {
        self.severity = severity
        self.file = file
        self.location = location
        self.path = path
        self.message = message
        self.suggestion = suggestion
    }

    /// The message with its suggestion, as a person reads it.
    public var text: String {
        suggestion.map { "\(message) (did you mean \"\($0)\"?)" } ?? message
    }

    /// The compiler form that Xcode, VS Code and CI logs understand:
    /// `FILE:LINE:COLUMN: error: PATH: message`, always on one line and shown as written: a
    /// line break, another control character or a bidirectional control quoted from the input
    /// is written as an escape (`\n`, `\u{202e}`).
    public var description: String {
        var text = file
        if let location { text += ":\(location.line):\(location.column)" }
        text += ": \(severity.rawValue): "
        if let path, !path.isEmpty { text += "\(path): " }
        return (text + self.text).escapingUnsafeCharacters
    }
}

extension String {
    /// The text with line breaks, other control characters and bidirectional controls as
    /// Swift-style escapes, as compilers print them: quoted from a spec, such a character
    /// would break a diagnostic's line or show the rest of it reversed (U+202E).
    public var escapingUnsafeCharacters: String {
        guard unicodeScalars.contains(where: \.isUnsafeInDiagnostic) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.isUnsafeInDiagnostic: result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension Unicode.Scalar {
    /// Control characters, Unicode's own line and paragraph separators, and the bidirectional
    /// marks, embeddings, overrides and isolates (the characters of "Trojan Source").
    fileprivate var isUnsafeInDiagnostic: Bool {
        switch value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

extension Array where Element == Diagnostic {
    /// Whether any of the diagnostics is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// The diagnostics in file order (line, then column), errors before warnings at one place.
    public func sortedByLocation() -> [Diagnostic] {
        enumerated().sorted { lhs, rhs in
            let left = lhs.element.location ?? SourceLocation(line: 0, column: 0)
            let right = rhs.element.location ?? SourceLocation(line: 0, column: 0)
            if left != right { return left < right }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
