import Testing

@testable import Mustache

@Suite struct TemplateErrorTests {
    func parseError(_ source: String) -> TemplateError? {
        do {
            _ = try Template(source: source, name: "Screen.swift.mustache")
            return nil
        } catch {
            return error
        }
    }

    @Test func anUnclosedSectionNamesWhereItOpened() {
        let error = parseError("line one\n  {{#screens}}\n    {{name}}\n")
        #expect(error?.description == "Screen.swift.mustache:4:1: error: unclosed section \"screens\" (opened at 2:3)")
    }

    @Test func aMismatchedCloseNamesTheOpenSection() {
        let error = parseError("{{#a}}\n{{#b}}\n{{/a}}\n{{/b}}")
        #expect(
            error?.description
                == "Screen.swift.mustache:3:1: error: closing tag \"a\" does not match the open section \"b\" (opened at 2:1)"
        )
    }

    @Test func aStrayCloseIsAnError() {
        #expect(
            parseError("x {{/a}}")?.description
                == "Screen.swift.mustache:1:3: error: closing tag \"a\" has no open section to close")
    }

    @Test func anUnclosedTagIsAnError() {
        #expect(
            parseError("a\nb {{name\n")?.description
                == "Screen.swift.mustache:2:3: error: unclosed tag; expected \"}}\"")
        #expect(parseError("{{{name}}")?.message == "unclosed tag; expected \"}}}\"")
    }

    @Test func malformedTagsAreErrors() {
        #expect(parseError("{{}}")?.message == "empty tag")
        #expect(parseError("{{#}}")?.message == "tag has no name")
        #expect(parseError("{{a b}}")?.message == "tag name \"a b\" contains whitespace")
        #expect(parseError("{{=<% %>}}")?.message.contains("ends with '='") == true)
        #expect(parseError("{{=<%=}}")?.message.contains("two delimiters") == true)
    }

    @Test func positionsCountLinesInsideMultilineComments() {
        #expect(parseError("{{! one\ntwo }}\n{{/x}}")?.line == 3)
    }

    @Test func aTemplateThatIncludesItselfForeverStopsWithAnError() throws {
        let library = try TemplateLibrary(sources: ["loop": "x{{>loop}}"])
        let template = try Template(source: "{{>loop}}", name: "main")
        #expect(throws: TemplateError.self) { try template.render([:], partials: library) }
    }
}
