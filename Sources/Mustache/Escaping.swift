/// How `{{name}}` tags escape what they print; `{{{name}}}` and `{{& name}}` never escape.
public enum Escaping: String, Sendable, CaseIterable {
    /// HTML escaping (`&`, `<`, `>`, `"`), as the Mustache spec requires.
    case html
    /// No escaping, for generating source code.
    case none

    func apply(_ text: String, to output: inout String) {
        guard self == .html else {
            output += text
            return
        }
        for character in text.unicodeScalars {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            default: output.unicodeScalars.append(character)
            }
        }
    }
}
