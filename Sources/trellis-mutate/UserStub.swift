import Foundation

/// The user's function a mutation stops calling: a reaction to an event, the hook a system
/// gesture runs. Where its body in the golden is still the stub Trellis wrote (comments only),
/// dropping the call changes nothing a program can observe, so no test could kill the mutant:
/// it is counted apart as equivalent. Once the function has a body, the mutant counts like any
/// other. The harness checks the body each run rather than trusting the catalogue.
struct UserStub: Sendable {
    /// The end of the path of the user's file, in the module's sources.
    let file: String
    /// The function's declaration as written, up to its opening brace.
    let declaration: String

    /// The gesture hook (`closedBySystemGesture()`) of each of `screens`, in its user file.
    static func gestureHooks(in screens: [String], suffix: String) -> [UserStub] {
        screens.map { UserStub(file: "\($0)\(suffix).swift", declaration: "func closedBySystemGesture()") }
    }

    /// Whether `text` holds the function with a body of comments only; false when it has a
    /// statement or is not found (nothing is assumed then).
    func isEmptyStub(in text: String) -> Bool {
        guard let body = Self.body(after: declaration, in: text) else { return false }
        return body.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .allSatisfy { $0.isEmpty || $0.hasPrefix("//") }
    }

    /// The text between the braces of the body that follows `declaration`.
    static func body(after declaration: String, in text: String) -> Substring? {
        guard let start = text.range(of: declaration)?.upperBound,
            let open = text[start...].firstIndex(of: "{")
        else { return nil }
        var depth = 0
        var index = open
        while index < text.endIndex {
            switch text[index] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { return text[text.index(after: open)..<index] }
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }
}
