import Foundation
import Testing

@testable import Mustache
@testable import TrellisCore

/// The context is data: names, type spellings, literals and prose. Templates write every
/// declaration, statement and doc comment, so no string a template sees starts like one.
@Suite struct ContextIsDataTests {
    /// How a string of Swift syntax starts: a doc comment, a declaration, a call's effect.
    static let syntaxOpenings = ["///", "let ", "var ", "func ", "await ", "try "]

    /// Every spec of the goldens and of GeneratedExample, in every architecture.
    static let specs: [String] = {
        let golden =
            (try? FileManager.default.contentsOfDirectory(atPath: GeneratorGoldenTests.goldenFolder.path)) ?? []
        let goldenSpecs = golden.filter { !$0.hasSuffix(".json") }.map { "Tests/Golden/\($0)/\($0).json" }
        return goldenSpecs.sorted() + ["GeneratedExample/Koober.json", "GeneratedExample/Chat.json"]
    }()

    @Test(arguments: specs, Architecture.allCases)
    func noContextStringIsSwiftSyntax(_ specPath: String, _ architecture: Architecture) throws {
        let url = repositoryRoot.appendingPathComponent(specPath)
        let loaded = Pipeline.validate(Array(try Data(contentsOf: url)), fileName: url.lastPathComponent)
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        // An architecture a spec does not fit (an event-driven spec without events) has no context.
        guard !Pipeline.fitDiagnostics(of: spec, for: architecture).containsErrors else { return }
        let text = try Pipeline.contextJSON(
            spec, options: GenerationOptions(architecture: architecture, views: .swiftui))
        let context = try JSONDecoder().decode(MustacheValue.self, from: Data(text.utf8))
        let found = Self.syntax(in: context)
        #expect(found.isEmpty, "\(found.prefix(10).joined(separator: "\n"))")
    }

    /// The walk finds syntax wherever it is, so the test above can fail.
    @Test func theWalkFindsSyntaxAtAnyDepth() {
        let context = MustacheValue.object([
            "name": .string("Cart"),
            "screens": .array([.object(["doc": .array([.string("/// Shows the cart.")])])]),
            "setUp": .string("  let viewModel = Cart()"),
        ])
        #expect(
            Self.syntax(in: context) == [
                #"screens[0].doc[0]: "/// Shows the cart.""#, #"setUp: "  let viewModel = Cart()""#,
            ])
    }

    /// Each string that starts (after its indentation) like Swift syntax, with where it is.
    static func syntax(in value: MustacheValue, at path: String = "") -> [String] {
        switch value {
        case .string(let text):
            let start = text.drop { $0 == " " }
            return syntaxOpenings.contains { start.hasPrefix($0) } ? ["\(path): \"\(text)\""] : []
        case .array(let elements):
            return elements.enumerated().flatMap { syntax(in: $1, at: "\(path)[\($0)]") }
        case .object(let members):
            return members.keys.sorted().flatMap { key in
                syntax(in: members[key] ?? .null, at: path.isEmpty ? key : "\(path).\(key)")
            }
        default:
            return []
        }
    }
}
