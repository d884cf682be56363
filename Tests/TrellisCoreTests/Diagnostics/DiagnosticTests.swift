import Testing

@testable import TrellisCore

@Suite struct DiagnosticTests {
    @Test func printsInTheCompilerForm() {
        let error = Diagnostic(
            severity: .error, file: "Koober.json", location: SourceLocation(line: 61, column: 14),
            path: "flows[1].routes[0].on",
            message: "unknown event \"signInRequestd\"", suggestion: "signInRequested")
        #expect(
            error.description
                == "Koober.json:61:14: error: flows[1].routes[0].on: unknown event \"signInRequestd\" (did you mean \"signInRequested\"?)"
        )
        let warning = Diagnostic(severity: .warning, file: "a.json", location: nil, path: nil, message: "m")
        #expect(warning.description == "a.json: warning: m")
    }

    /// Quoted from a spec, a line break would split the diagnostic and a bidirectional override
    /// (U+202E) would show the rest of its line reversed: both are printed as escapes.
    @Test func escapesControlAndBidirectionalCharactersQuotedFromTheSpec() {
        let error = Diagnostic(
            severity: .error, file: "a.json", location: SourceLocation(line: 1, column: 2),
            path: "screens[0].na\u{202E}me", message: "unknown key \"Sign\u{202E}In\nX\"",
            suggestion: "Sign\u{2066}In\u{200F}")
        #expect(
            error.description
                == #"a.json:1:2: error: screens[0].na\u{202e}me: unknown key "Sign\u{202e}In\nX" (did you mean "Sign\u{2066}In\u{200f}"?)"#
        )
        #expect("Zoë's café, 日本".escapingUnsafeCharacters == "Zoë's café, 日本", "text that shows as written is kept")
    }

    @Test func sortsByPositionKeepingReportOrderAtOnePlace() {
        let make = { (line: Int, message: String) in
            Diagnostic(
                severity: .error, file: "f", location: SourceLocation(line: line, column: 1), path: nil,
                message: message)
        }
        let sorted = [make(3, "a"), make(1, "b"), make(3, "c")].sortedByLocation()
        #expect(sorted.map(\.message) == ["b", "a", "c"])
    }
}
