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
