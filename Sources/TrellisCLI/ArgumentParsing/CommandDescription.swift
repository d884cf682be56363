/// What a command accepts, for parsing its arguments and printing its help.
struct CommandDescription: Sendable {
    /// A positional argument.
    struct Positional: Sendable {
        var name: String
        var help: String
        /// Whether it takes one value or more (`SPEC...`).
        var isRepeating = false
        var isOptional = false
    }

    /// A `--name` option; `valueName` is nil for a flag that takes no value.
    struct Option: Sendable {
        var name: String
        var valueName: String?
        var help: String
        /// The values it accepts, when it accepts only some.
        var choices: [String]? = nil
    }

    var name: String
    var abstract: String
    var discussion: String? = nil
    var positionals: [Positional] = []
    var options: [Option] = []
    /// A complete command line that shows a typical use.
    var examples: [String]

    /// `trellis validate SPEC... [--flag]`.
    var usage: String {
        var parts = ["trellis", name]
        for positional in positionals {
            var text = positional.name + (positional.isRepeating ? "..." : "")
            if positional.isOptional { text = "[\(text)]" }
            parts.append(text)
        }
        for option in options {
            parts.append("[\(option.name)\(option.valueName.map { " \($0)" } ?? "")]")
        }
        return parts.joined(separator: " ")
    }
}
