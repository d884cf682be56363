/// A template that cannot be parsed or rendered, with the position of the tag at fault.
public struct TemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The template's name, as it appears in messages (usually its path).
    public var templateName: String
    /// The 1-based line of the tag at fault.
    public var line: Int
    /// The 1-based column of the tag at fault, in Unicode scalars.
    public var column: Int
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(templateName: String, line: Int, column: Int, message: String) {
        self.templateName = templateName
        self.line = line
        self.column = column
        self.message = message
    }

    /// `TEMPLATE:LINE:COLUMN: error: message`, the compiler form editors understand.
    public var description: String {
        "\(templateName):\(line):\(column): error: \(message)"
    }
}

/// A position in a template.
struct TemplatePosition: Equatable, Sendable {
    var line: Int
    var column: Int
}
