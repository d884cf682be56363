import Foundation
import Testing

@testable import Mustache

/// The official Mustache spec (`../shared/mustache-spec`), every test of every module
/// Trellis implements. Lambdas are not implemented.
@Suite struct MustacheSpecTests {
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

    static let specFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/mustache-spec")

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
