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

    /// Creates a diagnostic.
    public init(
        severity: Severity, file: String, location: SourceLocation?, path: String?, message: String
    ) {
        self.severity = severity
        self.file = file
        self.location = location
        self.path = path
        self.message = message
    }

    /// The compiler form that Xcode, VS Code and CI logs understand:
    /// `FILE:LINE:COLUMN: error: PATH: message`.
    public var description: String {
        var text = file
        if let location { text += ":\(location.line):\(location.column)" }
        text += ": \(severity.rawValue): "
        if let path, !path.isEmpty { text += "\(path): " }
        return text + message
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
