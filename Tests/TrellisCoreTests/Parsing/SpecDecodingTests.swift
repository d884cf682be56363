import Foundation
import Testing

@testable import TrellisCore

@Suite struct SpecDecodingTests {
    @Test func theBaseSpecOfTheseTestsIsClean() {
        expectClean(diagnose(spec()))
    }

    @Test func kooberValidatesWithoutErrorsOrWarnings() throws {
        let contents = try Data(contentsOf: kooberSpecFile)
        let result = Pipeline.validate(Array(contents), fileName: "Koober.json")
        expectClean(result.diagnostics)
        #expect(result.spec?.summary == "12 models, 4 repositories, 14 events, 10 screens, 3 flows")
    }

    @Test func theStarterSpecValidatesWithoutErrorsOrWarnings() {
        expectClean(diagnose(StarterSpec.json(moduleName: "Notes")))
    }

    @Test func reportsInvalidJSONAsOneError() {
        let diagnostics = diagnose("{\n  \"specVersion\": 1,\n  \"module\": \"A\"\n  \"screens\": []\n}")
        expectSingleError(diagnostics, path: nil, line: 4, column: 3, containing: "invalid JSON: expected ',' or '}'")
    }

    @Test func reportsUnsupportedSpecVersions() {
        let diagnostics = diagnose(spec().replacingOccurrences(of: "\"specVersion\": 1", with: "\"specVersion\": 2"))
        expectSingleError(diagnostics, path: "specVersion", line: 2, column: 18, containing: "reads version 1")
    }

    @Test func reportsMissingRequiredKeys() {
        let diagnostics = diagnose("{ \"specVersion\": 1 }")
        #expect(diagnostics.map(\.message) == ["a module spec needs \"module\"", "a module spec needs \"screens\""])
        expectSingleError(
            diagnose(#"{ "specVersion": 1, "module": "A", "screens": [] }"#), path: "screens", line: 1,
            containing: "at least one screen")
    }

    @Test func reportsUnknownKeysWithTheClosestKnownKey() {
        let diagnostics = diagnose(spec(models: #"{ "name": "Item", "fields": ["id: String"], "dok": "x" }"#))
        expectSingleError(
            diagnostics, path: "models[0].dok", line: 5,
            containing: "unknown key \"dok\" in a model (an object) (did you mean \"doc\"?)")
    }

    @Test func allowsASchemaKeyAtTheTopLevelOnly() {
        expectClean(
            diagnose(
                spec().replacingOccurrences(
                    of: "{\n  \"specVersion\"", with: "{\n  \"$schema\": \"x\", \"specVersion\"")))
        let diagnostics = diagnose(spec(models: #"{ "$schema": "x", "name": "Item", "fields": ["id: String"] }"#))
        expectSingleError(diagnostics, path: "models[0].$schema", line: 5, containing: "unknown key")
    }

    @Test func reportsKeysGivenTwice() {
        let diagnostics = diagnose(spec(models: #"{ "name": "Item", "fields": ["id: String"], "name": "Other" }"#))
        expectSingleError(
            diagnostics, path: "models[0].name", line: 5, column: 49,
            containing: "given twice in one object (first at 5:7)")
    }

    @Test func reportsValuesOfTheWrongKind() {
        expectSingleError(
            diagnose(spec(models: #"{ "name": "Item", "fields": "id: String" }"#)), path: "models[0].fields", line: 5,
            containing: "expected an array, found a string")
        expectSingleError(
            diagnose(spec(models: #"{ "name": "Item", "fields": ["id: String"] }, { "name": 3, "fields": [] }"#)),
            path: "models[1].name", line: 5,
            containing: "expected a string, found a number")
    }

    @Test func reportsUnknownArchitecturesWithASuggestion() {
        let diagnostics = diagnose(
            spec().replacingOccurrences(
                of: "\"module\": \"Shop\",",
                with: "\"module\": \"Shop\", \"architecture\": \"mvvmc\", \"outputs\": \"closure\","))
        #expect(diagnostics.count == 2)
        #expect(diagnostics[0].message.hasPrefix("unknown architecture \"mvvmc\"; expected one of"))
        #expect(diagnostics[0].suggestion == "mvvm")
        #expect(diagnostics[1].message.hasPrefix("unknown outputs style \"closure\"; expected one of"))
        #expect(diagnostics[1].suggestion == "closures")
    }

    @Test func pointsIntoShortFormStrings() {
        let diagnostics = diagnose(spec(models: #"{ "name": "Item", "fields": ["id: String", "title: Strng"] }"#))
        expectSingleError(
            diagnostics, path: "models[0].fields[1]", line: 5, column: 56,
            containing: "unknown type \"Strng\" (did you mean \"String\"?)")
    }

    @Test func reportsTypeSyntaxErrorsAtTheCharacter() {
        let diagnostics = diagnose(spec(models: #"{ "name": "Item", "fields": ["id: [String"] }"#))
        expectSingleError(
            diagnostics, path: "models[0].fields[0]", line: 5, column: 46,
            containing: "invalid type \"[String\": expected ']'")
    }

    @Test func acceptsTheObjectFormsOfMembersAndSignatures() {
        let diagnostics = diagnose(
            spec(
                models:
                    #"{ "name": "Item", "fields": [{ "name": "id", "type": "String", "doc": "The key." }, "title: String"] }"#,
                repositories:
                    #"{ "name": "ItemRepository", "methods": [{ "name": "loadItems", "params": [{ "name": "limit", "type": "Int", "default": 10 }], "returns": "[Item]" }] }"#,
                events: #"{ "name": "itemSelected", "params": ["item: Item"], "doc": "Picked." }, "closed""#))
        expectClean(diagnostics)
    }

    @Test func refusesReturnTypesOnEvents() {
        let diagnostics = diagnose(spec(events: #""itemSelected(item: Item) -> Item", "closed""#))
        expectSingleError(diagnostics, path: "events[0]", line: 11, containing: "an event has no return type")
    }

    @Test func reportsModelsWithNoneOrSeveralForms() {
        expectSingleError(
            diagnose(
                spec(models: #"{ "name": "Item", "fields": ["id: String", "title: String"] }, { "name": "Empty" }"#)),
            path: "models[1]", line: 5, containing: "exactly one of")
        expectSingleError(
            diagnose(
                spec(
                    models:
                        #"{ "name": "Item", "fields": ["id: String", "title: String"] }, { "name": "Both", "cases": ["a"], "rawValue": "String" }"#
                )),
            path: "models[1].rawValue", line: 5, containing: "only one of \"cases\", \"rawValue\"")
    }
}

@Suite struct MisspelledRequiredKeyTests {
    @Test func aMisspelledRequiredKeyIsReportedOnceWithItsSuggestion() {
        let diagnostics = diagnose(spec(models: #"{ "nmae": "Item", "fields": ["id: String", "title: String"] }"#))
        let onModel = diagnostics.filter { $0.path?.hasPrefix("models[0]") == true }
        #expect(onModel.map(\.text) == ["unknown key \"nmae\" in a model (an object) (did you mean \"name\"?)"])
    }
}
