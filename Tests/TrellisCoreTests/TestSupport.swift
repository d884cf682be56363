import Foundation
import Testing

@testable import TrellisCore

/// Loads `json` as a spec named `test.json`.
func load(_ json: String) -> SpecLoadResult {
    Pipeline.validate(Array(json.utf8), fileName: "test.json")
}

/// The diagnostics of `json`.
func diagnose(_ json: String) -> [Diagnostic] {
    load(json).diagnostics
}

/// The repository's root folder.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The reference spec, as the repository holds it (Koober, a ride-hailing app).
let kooberSpecFile = repositoryRoot.appendingPathComponent("GeneratedExample/Koober.json")

/// Expects exactly one error whose path, line and message match, and no other error.
func expectSingleError(
    _ diagnostics: [Diagnostic], path: String?, line: Int, column: Int? = nil, containing text: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let errors = diagnostics.filter { $0.severity == .error }
    #expect(
        errors.count == 1, "expected one error, got:\n\(errors.map(\.description).joined(separator: "\n"))",
        sourceLocation: sourceLocation)
    guard let error = errors.first else { return }
    #expect(error.path == path, "\(error)", sourceLocation: sourceLocation)
    #expect(error.location?.line == line, "\(error)", sourceLocation: sourceLocation)
    if let column { #expect(error.location?.column == column, "\(error)", sourceLocation: sourceLocation) }
    #expect(error.text.contains(text), "\(error)", sourceLocation: sourceLocation)
}

/// Expects no error and no warning.
func expectClean(_ diagnostics: [Diagnostic], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(
        diagnostics.isEmpty, "\(diagnostics.map(\.description).joined(separator: "\n"))",
        sourceLocation: sourceLocation)
}

/// A small valid spec, built from pieces so that each test changes only what it is about.
/// Line numbers: the first line of `models` is line 5, and each section starts on its own line.
func spec(
    models: String = #"{ "name": "Item", "fields": ["id: String", "title: String"] }"#,
    repositories: String = #"{ "name": "ItemRepository", "methods": ["loadItems() -> [Item]"] }"#,
    events: String = #""itemSelected(item: Item)", "closed""#,
    screens: String = """
    { "name": "ItemList", "dependencies": ["ItemRepository"], "state": ["items: [Item]"],
          "actions": [{ "name": "select", "params": ["item: Item"], "emits": "itemSelected" }], "emits": ["itemSelected"] },
        { "name": "ItemDetail", "params": ["item: Item"], "actions": [{ "name": "close", "emits": "closed" }], "emits": ["closed"] }
    """,
    flows: String = """
    { "name": "Main", "start": "ItemList", "routes": [{ "on": "itemSelected", "push": "ItemDetail" }, { "on": "closed", "pop": true }] }
    """
) -> String {
    """
    {
      "specVersion": 1,
      "module": "Shop",
      "models": [
        \(models)
      ],
      "repositories": [
        \(repositories)
      ],
      "events": [
        \(events)
      ],
      "screens": [
        \(screens)
      ],
      "flows": [
        \(flows)
      ]
    }
    """
}
