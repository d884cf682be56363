import Foundation
import Testing

@testable import TrellisCLI

@Suite struct ValidateCommandTests {
    @Test func aValidSpecExitsZero() async throws {
        let scratch = try ScratchDirectory()
        let result = await scratch.run(
            "validate", repositoryRoot.appendingPathComponent("GeneratedExample/Koober.json").path)
        #expect(result.status == .success)
        #expect(result.errors.isEmpty)
        #expect(result.output.contains("valid (12 models, 4 repositories, 14 events, 10 screens, 3 flows)"))
    }

    @Test func errorsExitOneInTheCompilerForm() async throws {
        let scratch = try ScratchDirectory()
        try scratch.write(
            #"{"specVersion": 1, "module": "A", "screens": [{"name": "B", "emits": ["nope"]}]}"#, to: "bad.json")
        let result = await scratch.run("validate", "bad.json")
        #expect(result.status == .failure)
        #expect(result.errors.contains("bad.json:1:71: error: screens[0].emits[0]: unknown event \"nope\"\n"))
        #expect(result.errors.contains("bad.json: 1 error, 0 warnings"))
    }

    @Test func warningsAloneExitZero() async throws {
        let scratch = try ScratchDirectory()
        let spec =
            #"{"specVersion": 1, "module": "A", "screens": [{"name": "B"}, {"name": "C"}], "flows": [{"name": "F", "start": "B"}]}"#
        try scratch.write(spec, to: "warn.json")
        let result = await scratch.run("validate", "warn.json")
        #expect(result.status == .success)
        #expect(result.errors.contains("warn.json:1:71: warning: screens[1].name: screen \"C\" is never shown"))
        #expect(result.output.contains("warn.json: valid with 1 warning"))
    }

    @Test func everySpecIsCheckedAndAnyErrorFails() async throws {
        let scratch = try ScratchDirectory()
        try scratch.write("{", to: "broken.json")
        try scratch.write(#"{"specVersion": 1, "module": "A", "screens": [{"name": "B"}]}"#, to: "good.json")
        let result = await scratch.run("validate", "broken.json", "good.json")
        #expect(result.status == .failure)
        #expect(result.errors.contains("broken.json:1:2: error: invalid JSON"))
        #expect(result.output.contains("good.json: valid"))
    }

    @Test func aMissingFileIsAFailureNotACrash() async throws {
        let scratch = try ScratchDirectory()
        let result = await scratch.run("validate", "missing.json")
        #expect(result.status == .failure)
        #expect(result.errors == "error: cannot read 'missing.json': no such file\n")
    }
}

@Suite struct InitCommandTests {
    @Test func writesAStarterSpecThatValidates() async throws {
        let scratch = try ScratchDirectory()
        let created = await scratch.run("init", "Notes")
        #expect(created.status == .success)
        #expect(created.output.contains("create Notes.json"))
        let validated = await scratch.run("validate", "Notes.json")
        #expect(validated.status == .success)
        #expect(validated.errors.isEmpty)
    }

    @Test func neverOverwritesWithoutForce() async throws {
        let scratch = try ScratchDirectory()
        try scratch.write("mine", to: "Notes.json")
        let refused = await scratch.run("init", "Notes")
        #expect(refused.status == .failure)
        #expect(refused.errors.contains("already exists; pass --force"))
        #expect(try scratch.read("Notes.json") == "mine")
        #expect(await scratch.run("init", "Notes", "--force").status == .success)
        #expect(try scratch.read("Notes.json").contains("\"module\": \"Notes\""))
    }

    @Test func writesWhereOutputSays() async throws {
        let scratch = try ScratchDirectory()
        #expect(await scratch.run("init", "Shop", "--output", "Specs/Shop.json").status == .success)
        #expect(scratch.exists("Specs/Shop.json"))
    }

    @Test func refusesANameThatIsNotAModuleName() async throws {
        let scratch = try ScratchDirectory()
        let result = await scratch.run("init", "my notes")
        #expect(result.status == .usage)
        #expect(result.errors.contains("not a module name"))
        #expect(scratch.listing().isEmpty)
    }
}

/// `validate --format json`: the diagnostics as data, for editors.
@Suite struct ValidateJSONTests {
    @Test func diagnosticsComeAsJSONWithTheirSuggestion() async throws {
        let scratch = try await ScratchDirectory.withStarterSpec()
        let spec = try scratch.read("Notes.json").replacingOccurrences(
            of: "\"push\": \"NoteDetail\"", with: "\"push\": \"NoteDetial\"")
        try scratch.write(spec, to: "Bad.json")
        let result = await scratch.run("validate", "--format", "json", "Bad.json", "Missing.json")
        #expect(result.status == .failure)
        let root = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: [[String: Any]]])
        let diagnostics = try #require(root["diagnostics"])
        let unknown = try #require(
            diagnostics.first { $0["file"] as? String == "Bad.json" && $0["severity"] as? String == "error" })
        #expect(unknown["severity"] as? String == "error")
        #expect(unknown["path"] as? String == "flows[0].routes[0].push")
        #expect(unknown["suggestion"] as? String == "NoteDetail")
        #expect((unknown["message"] as? String)?.contains("did you mean") == false)
        let line = try #require(spec.split(separator: "\n").firstIndex { $0.contains("NoteDetial") })
        #expect(unknown["line"] as? Int == line + 1)
        #expect(unknown["column"] is Int)
        let missing = try #require(diagnostics.first { $0["file"] as? String == "Missing.json" })
        #expect(missing["line"] is NSNull)
        #expect(missing["suggestion"] is NSNull)
    }

    /// A key holding a bidirectional override is reported escaped, in JSON as in text, so an
    /// editor or a terminal shows the rest of the message as written.
    @Test func bidirectionalCharactersOfKeysComeEscaped() async throws {
        let scratch = try await ScratchDirectory.withStarterSpec()
        let spec = try scratch.read("Notes.json").replacingOccurrences(
            of: "\"start\": \"NoteList\"", with: "\"start\": \"NoteList\", \"ro\u{202E}utes2\": []")
        try scratch.write(spec, to: "Bad.json")

        let json = await scratch.run("validate", "--format", "json", "Bad.json")
        let text = await scratch.run("validate", "Bad.json")

        #expect(json.status == .failure)
        #expect(!json.output.unicodeScalars.contains("\u{202E}"), "a raw U+202E in the JSON output")
        #expect(json.output.contains(#"ro\\u{202e}utes2"#), "the key is not written escaped")
        #expect(text.status == .failure)
        #expect(!(text.output + text.errors).unicodeScalars.contains("\u{202E}"), "a raw U+202E in the text output")
        #expect((text.output + text.errors).contains(#"ro\u{202e}utes2"#), "the key is not printed escaped")
    }

    @Test func aValidSpecGivesNoDiagnostics() async throws {
        let scratch = try await ScratchDirectory.withStarterSpec()
        let result = await scratch.run("validate", "--format", "json", "Notes.json")
        #expect(result.status == .success)
        #expect(result.output == "{\n  \"diagnostics\" : [\n\n  ]\n}\n")
    }
}

/// `trellis init` and `trellis schema`: a spec that names its schema, and the schema beside it.
@Suite struct SchemaCommandTests {
    @Test func initWritesTheSchemaBesideTheSpecOnce() async throws {
        let scratch = try ScratchDirectory()
        let first = await scratch.run("init", "Notes", "--output", "Specs/Notes.json")
        #expect(
            first.output
                == "create Specs/Notes.json\ncreate Specs/trellis-spec.schema.json\nNext: trellis validate Specs/Notes.json\n"
                + "Then: trellis generate Specs/Notes.json --output Sources/Notes --tests Tests/NotesTests --views swiftui\n"
        )
        #expect(try scratch.read("Specs/Notes.json").contains("\"$schema\": \"./trellis-spec.schema.json\""))
        let schema = await scratch.run("schema").output
        #expect(try scratch.read("Specs/trellis-spec.schema.json") == schema)
        let second = await scratch.run("init", "Todo", "--output", "Specs/Todo.json")
        #expect(!second.output.contains("schema"), "the schema is there already")
    }

    @Test func theSchemaIsDraft2020AndNamesEveryTopLevelKey() async throws {
        let output = try await ScratchDirectory().run("schema").output
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(Set(properties.keys).isSuperset(of: ["module", "screens", "flows", "events", "architecture"]))
    }
}
