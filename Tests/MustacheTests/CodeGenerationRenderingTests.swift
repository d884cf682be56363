import Foundation
import Testing

@testable import Mustache

@Suite struct CodeGenerationRenderingTests {
    @Test func rendersTheBenchmarkTemplateExactly() throws {
        // A copy of the benchmark template and context of ../shared/bench, kept with the tests.
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        let source = try String(contentsOf: folder.appendingPathComponent("model.mustache"), encoding: .utf8)
        let context = try JSONDecoder().decode(
            MustacheValue.self, from: Data(contentsOf: folder.appendingPathComponent("model.json")))
        let output = try Template(source: source, name: "model").render(context, escaping: .none)
        #expect(
            output == """
                // Generated file. Do not edit.
                import Foundation

                public struct User: Codable, Sendable {
                    public var id: Int
                    public var email: String
                    public var nickname: String?
                    public var createdAt: Date

                    public init(id: Int, email: String, nickname: String?, createdAt: Date) {
                        self.id = id
                        self.email = email
                        self.nickname = nickname
                        self.createdAt = createdAt
                    }
                }

                """)
    }

    @Test func withoutEscapingSwiftSourceComesThroughUnchanged() throws {
        let template = try Template(source: "let x: {{type}} = {{value}}", name: "t")
        let output = try template.render(["type": "[String: Int]", "value": "[\"a\": 1] && b < c"], escaping: .none)
        #expect(output == "let x: [String: Int] = [\"a\": 1] && b < c")
    }

    @Test func indentedPartialsLeaveBlankLinesEmpty() throws {
        let library = try TemplateLibrary(sources: ["members": "var a = 1\n\nvar b = 2\n"])
        let template = try Template(source: "struct S {\n    {{>members}}\n}\n", name: "t")
        #expect(
            try template.render([:], partials: library, escaping: .none)
                == "struct S {\n    var a = 1\n\n    var b = 2\n}\n")
    }

    @Test func standaloneSectionsLeaveNoStrayLines() throws {
        let source = """
            enum E {
                {{#cases}}
                case {{name}}
                {{/cases}}
                {{^cases}}
                // none
                {{/cases}}
            }

            """
        let output = try Template(source: source, name: "t").render(
            ["cases": [["name": "a"], ["name": "b"]]], escaping: .none)
        #expect(output == "enum E {\n    case a\n    case b\n}\n")
    }

    @Test func aUserTemplateCanReplaceOneBlockOfABuiltInOne() throws {
        let library = try TemplateLibrary(sources: [
            "builtin": """
            final class {{name}} {
                {{$members}}
                var count = 0
                {{/members}}
            }

            """
        ])
        let user = try Template(
            source: "{{<builtin}}\n{{$members}}\nvar count = 1\nvar name = \"{{name}}\"\n{{/members}}\n{{/builtin}}\n",
            name: "user")
        let output = try user.render(["name": "Box"], partials: library, escaping: .none)
        #expect(output == "final class Box {\n    var count = 1\n    var name = \"Box\"\n}\n")
    }

    @Test func listsTheTemplatesItRefersTo() throws {
        let template = try Template(source: "{{>a}}{{#s}}{{<b}}{{$x}}{{>c}}{{/x}}{{/b}}{{/s}}{{>*dynamic}}", name: "t")
        #expect(template.referencedTemplateNames == ["a", "b", "c"])
    }

    @Test func listsTheKeysItLooksUp() throws {
        let template = try Template(
            source: "{{a.b}}{{#s}}{{.}}{{^t}}{{&u}}{{/t}}{{/s}}{{<p}}{{$x}}{{v}}{{/x}}{{/p}}{{$y}}{{w}}{{/y}}{{! c }}",
            name: "t")
        #expect(template.referencedKeys == ["a", "b", "s", "t", "u", "v", "w"])
    }

    @Test func numbersPrintAsWritten() throws {
        let template = try Template(source: "{{a}} {{b}} {{c}}", name: "t")
        #expect(try template.render(["a": 85, "b": .double(1.21), "c": .double(2.0)]) == "85 1.21 2")
    }
}
