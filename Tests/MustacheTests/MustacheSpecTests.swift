import Foundation
import Testing

@testable import Mustache

/// The official Mustache spec (`../shared/mustache-spec`), every test of every module
/// Trellis implements. Lambdas are not implemented.
///
/// A clone with nothing beside it skips the suite and says so; CI sets
/// `TRELLIS_REQUIRE_MUSTACHE_SPEC=1`, which turns a missing suite into a failure.
@Suite(.enabled(if: OfficialMustacheSpec.shouldRun, OfficialMustacheSpec.skipReason))
struct MustacheSpecTests {
    struct SpecFile: Decodable {
        var tests: [SpecTest]
    }

    struct SpecTest: Decodable {
        var name: String
        var data: MustacheValue
        var template: String
        var partials: [String: String]?
        var expected: String
    }

    static let specFolder = OfficialMustacheSpec.folder

    static let modules = [
        "comments", "delimiters", "interpolation", "inverted", "partials", "sections", "~inheritance",
        "~dynamic-names",
    ]

    @Test(arguments: modules)
    func passesEveryTestOfTheModule(_ module: String) throws {
        let url = Self.specFolder.appendingPathComponent("\(module).json")
        let data = try #require(
            try? Data(contentsOf: url), "the Mustache spec file \(url.path) is missing; the suite cannot run without it"
        )
        let file = try JSONDecoder().decode(SpecFile.self, from: data)
        #expect(!file.tests.isEmpty)
        for test in file.tests {
            let partials = try TemplateLibrary(sources: test.partials ?? [:])
            let template = try Template(source: test.template, name: test.name)
            let rendered = try template.render(test.data, partials: partials, escaping: .html)
            #expect(rendered == test.expected, "\(module): \(test.name)\ntemplate: \(test.template.debugDescription)")
        }
    }
}

/// Where the official suite is, and whether this run must have it.
enum OfficialMustacheSpec {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/mustache-spec")
    static let isRequired = ProcessInfo.processInfo.environment["TRELLIS_REQUIRE_MUSTACHE_SPEC"] == "1"
    static let isPresent = FileManager.default.fileExists(atPath: folder.path)
    /// Runs when the suite is there, and when it is required (to fail if it is missing).
    static let shouldRun = isPresent || isRequired
    static let skipReason: Comment =
        "the official Mustache spec suite was skipped: ../shared/mustache-spec is not beside the repository (set TRELLIS_REQUIRE_MUSTACHE_SPEC=1 to require it)"
}
