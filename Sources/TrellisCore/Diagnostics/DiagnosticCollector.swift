/// Collects the diagnostics of one input file as a stage finds them.
///
/// Stages report every problem they find and go on, so that one run shows them all.
public struct DiagnosticCollector: Sendable {
    /// The file the diagnostics are about, as the user named it.
    public let file: String
    /// Everything reported so far, in the order it was reported.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty collector for `file`.
    public init(file: String) {
        self.file = file
    }

    /// Reports an error at `location`, about the value at `path`, with the name most likely
    /// meant there, if any.
    public mutating func error(
        _ message: String, at location: SourceLocation?, path: String?, suggesting suggestion: String? = nil
    ) {
        diagnostics.append(
            Diagnostic(
                severity: .error, file: file, location: location, path: path, message: message,
                suggestion: suggestion))
    }

    /// Reports a warning at `location`, about the value at `path`.
    public mutating func warning(_ message: String, at location: SourceLocation?, path: String?) {
        diagnostics.append(
            Diagnostic(severity: .warning, file: file, location: location, path: path, message: message))
    }

    /// Adds a diagnostic another stage made.
    mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Reports an error about the value that `origin` points at.
    mutating func error(_ message: String, at origin: Origin, suggesting suggestion: String? = nil) {
        error(message, at: origin.location, path: origin.path, suggesting: suggestion)
    }

    /// Reports a warning about the value that `origin` points at.
    mutating func warning(_ message: String, at origin: Origin) {
        warning(message, at: origin.location, path: origin.path)
    }
}
