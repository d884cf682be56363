import Foundation
import Testing

@testable import TrellisCore

/// Specs made to break Trellis, each a defect once found (most by the fuzzer): every one now
/// gets a clean answer, and every valid one a module that compiles.
@Suite struct HostileSpecTests {
    /// The errors of `json`.
    private func errors(_ json: String) -> [Diagnostic] {
        diagnose(json).filter { $0.severity == .error }
    }

    /// Every generated file of a spec that must be valid, in both architectures.
    private func generated(_ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        let loaded = load(json)
        guard let spec = loaded.spec else {
            Issue.record(
                "expected a valid spec:\n\(loaded.diagnostics.map(\.description).joined(separator: "\n"))",
                sourceLocation: sourceLocation)
            return ""
        }
        // Every architecture that takes the spec (event-driven refuses a spec without events).
        let architectures = Architecture.allCases.filter {
            !Pipeline.fitDiagnostics(of: spec, for: $0).containsErrors
        }
        return architectures.flatMap { architecture in
            let result = Pipeline.generate(
                spec, options: GenerationOptions(architecture: architecture, views: .swiftui))
            #expect(!result.diagnostics.containsErrors, sourceLocation: sourceLocation)
            return result.files.map(\.contents)
        }.joined(separator: "\n")
    }

    @Test func twoFlowsOfOneNameAreReportedNotLoopedOn() {
        let flow =
            #"{ "name": "Main", "start": "ItemList", "routes": [{ "on": "itemSelected", "push": "ItemDetail" }, { "on": "closed", "start": "Main" }] }"#
        let found = errors(spec(flows: flow + ", " + flow))
        #expect(found.contains { $0.message.contains("flow \"Main\" is declared twice") })
    }

    @Test func typesNestAtMostSixteenLevels() {
        let sixteen = String(repeating: "[", count: 16) + "String" + String(repeating: "]", count: 16)
        let seventeen = "[" + sixteen + "]"
        let deep = String(repeating: "[", count: 20_000) + "String" + String(repeating: "]", count: 20_000)
        #expect(
            errors(spec(models: #"{ "name": "Item", "fields": ["id: String", "title: String", "grid: \#(sixteen)"] }"#))
                .isEmpty)
        for type in [seventeen, deep, "String" + String(repeating: "?", count: 17)] {
            let found = errors(
                spec(models: #"{ "name": "Item", "fields": ["id: String", "title: String", "grid: \#(type)"] }"#))
            #expect(found.count == 1)
            #expect(found.first?.message.contains("nests deeper than 16 levels") == true)
            #expect(found.first?.path == "models[0].fields[2]")
        }
    }

    @Test func aLineBreakInADocCannotTurnTheRestIntoCode() {
        let screens = #"""
            { "name": "ItemList", "doc": "Hi.\rpublic func injected() {}\u2028let x = 1\u0000", "state": ["items: [Item]"],
              "actions": [{ "name": "select", "params": ["item: Item"], "emits": "itemSelected" }], "emits": ["itemSelected"] },
            { "name": "ItemDetail", "params": ["item: Item"], "actions": [{ "name": "close", "emits": "closed" }], "emits": ["closed"] }
            """#
        let output = generated(spec(screens: screens))
        #expect(output.contains("/// Hi.\n/// public func injected() {}\n/// let x = 1\u{FFFD}\n"))
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(!lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("public func injected") })
        #expect(!output.unicodeScalars.contains { $0 == "\r" || $0 == "\u{0}" || $0 == "\u{2028}" })
    }

    @Test func stringDefaultsAreLiteralsWhateverTheyHold() {
        #expect(
            SwiftLiteral.string("a\r\u{2028}\u{0}\"\\(x)\u{202E}\u{85}é")
                == #""a\r\u{2028}\u{0}\"\\(x)\u{202e}\u{85}é""#)
    }

    @Test func longNamesAreRefusedBeforeTheyMakeFileNames() {
        let name = String(repeating: "A", count: 300)
        let found = errors(
            spec(
                models:
                    #"{ "name": "\#(name)", "fields": ["id: String"] }, { "name": "Item", "fields": ["id: String"] }"#))
        #expect(found.contains { $0.message == "model name is 300 characters long; names have at most 100" })
    }

    @Test func aNameWithALineBreakKeepsTheDiagnosticOnOneLine() {
        let found = errors(
            spec(
                models:
                    #"{ "name": "Bad\nName", "fields": ["id: String"] }, { "name": "Item", "fields": ["id: String"] }"#)
        )
        #expect(!found.isEmpty)
        for error in found { #expect(!error.description.contains("\n")) }
        #expect(found.contains { $0.description.contains("Bad\\nName") })
    }

    @Test func numbersMustFitTheirType() {
        func stateError(_ type: String, _ value: String) -> String? {
            let screens = #"""
                { "name": "ItemList", "state": ["items: [Item]", { "name": "amount", "type": "\#(type)", "default": \#(value) }],
                  "actions": [{ "name": "select", "params": ["item: Item"], "emits": "itemSelected" }], "emits": ["itemSelected"] },
                { "name": "ItemDetail", "params": ["item: Item"], "actions": [{ "name": "close", "emits": "closed" }], "emits": ["closed"] }
                """#
            return errors(spec(screens: screens)).first?.message
        }
        #expect(stateError("Double", "1e400")?.contains("out of the range of Double") == true)
        #expect(stateError("Float", "1e39")?.contains("out of the range of Float") == true)
        #expect(stateError("Float", "1e-60")?.contains("out of the range of Float") == true)
        #expect(
            stateError("Decimal", "123456789012345678901234567890")?.contains("at most 18 significant digits") == true)
        #expect(stateError("Decimal", "1e400")?.contains("out of the range of Decimal") == true)
        #expect(stateError("Decimal", "\"12\"")?.contains("expected a number") == true)
        #expect(stateError("Int", "9223372036854775808")?.contains("fits Int") == true)
        #expect(stateError("Double", "-0.0") == nil)
        // A default keeps the digits it is written with: 2^24 + 1 is no Float.
        #expect(
            stateError("Float", "16777217")
                == "default of \"amount\" does not fit Float: 16777217 has more digits than Float holds; the nearest value it holds is 16777216"
        )
        #expect(
            stateError("Double", "9007199254740993")?.contains("the nearest value it holds is 9007199254740992") == true
        )
        #expect(stateError("Float", "0.1") == nil)
        #expect(stateError("Float", "16777216") == nil)
        #expect(stateError("Float", "-2.5e-3") == nil)
        #expect(stateError("Double", "3.14159265358979323846")?.contains("is 3.141592653589793") == true)
        #expect(stateError("Decimal", "0.1") == nil)
    }

    @Test func decimalDefaultsStayExact() {
        #expect(
            DecimalNumber(jsonNumber: "0.1")?.decimalExpression == "Decimal(sign: .plus, exponent: -1, significand: 1)")
        #expect(DecimalNumber(jsonNumber: "-12.50e3")?.decimalExpression == "-12500")
        #expect(DecimalNumber(jsonNumber: "1200")?.decimalExpression == "1200")
        #expect(DecimalNumber(jsonNumber: "-0.0")?.decimalExpression == "0")
        #expect(
            DecimalNumber(jsonNumber: "1e-3")?.decimalExpression == "Decimal(sign: .plus, exponent: -3, significand: 1)"
        )
        #expect(DecimalNumber(jsonNumber: "12x") == nil)
        // Grouped as swift-format writes literals of seven digits or more.
        #expect(DecimalNumber(jsonNumber: "1.5e10")?.decimalExpression == "15_000_000_000")
        #expect(
            DecimalNumber(jsonNumber: "-1234567.8")?.decimalExpression
                == "Decimal(sign: .minus, exponent: -1, significand: 12_345_678)")
        #expect(SwiftLiteral.groupingDigits("-1000000") == "-1_000_000")
        #expect(SwiftLiteral.groupingDigits("100000") == "100000")
        #expect(SwiftLiteral.groupingDigits("1000000.5") == "1000000.5")
    }

    @Test func aFlowParamAndAnEventOfOneNameClash() {
        let found = errors(
            spec(
                events: #""itemSelected(item: Item)", "closed", "target""#,
                screens: #"""
                    { "name": "ItemList", "state": ["items: [Item]"], "actions": [{ "name": "select", "params": ["item: Item"], "emits": "itemSelected" }, { "name": "aim", "emits": "target" }], "emits": ["itemSelected", "target"] },
                    { "name": "ItemDetail", "params": ["item: Item"], "actions": [{ "name": "close", "emits": "closed" }], "emits": ["closed"] }
                    """#,
                flows: #"""
                    { "name": "Main", "start": "ItemList", "routes": [{ "on": "itemSelected", "start": "Sub" }] },
                    { "name": "Sub", "params": ["item: Item", "target: String"], "start": "ItemDetail", "routes": [{ "on": "closed", "finish": true }] }
                    """#))
        #expect(
            found.contains { $0.message.contains("the method \"target\" that event \"target\" gives flow \"Main\"") }
                == false)
        #expect(
            errors(
                spec(
                    flows:
                        #"{ "name": "Main", "params": ["closed: Int"], "start": "ItemList", "routes": [{ "on": "itemSelected", "push": "ItemDetail" }, { "on": "closed", "pop": true }] }"#
                )
            ).contains {
                $0.message.contains("clashes with param \"closed\" of flow \"Main\"")
            })
    }

    @Test func aPayloadMayNotHideWhatTheFlowUses() {
        let found = errors(spec(events: #""itemSelected(item: Item, navigator: Int)", "closed""#))
        #expect(
            found.contains {
                $0.message.contains("param \"navigator\" of event \"itemSelected\" would hide the member \"navigator\"")
            })
    }

    @Test func stateMayNotBeNamedWithAKeyword() {
        let screens = #"""
            { "name": "ItemList", "state": ["items: [Item]", "in: Bool"], "actions": [{ "name": "select", "params": ["item: Item"], "emits": "itemSelected" }], "emits": ["itemSelected"] },
            { "name": "ItemDetail", "params": ["item: Item"], "actions": [{ "name": "close", "emits": "closed" }], "emits": ["closed"] }
            """#
        #expect(
            errors(spec(screens: screens)).contains {
                $0.message.contains("state entry name \"in\" is a Swift keyword")
            })
    }

    @Test(arguments: ["CaseIterable", "RawRepresentable", "Decoder", "Encoder", "ObservationIgnored"])
    func modelsMayNotHideTheProtocolsGeneratedCodeUses(_ name: String) {
        let found = errors(
            spec(
                models:
                    #"{ "name": "Item", "fields": ["id: String", "title: String"] }, { "name": "\#(name)", "fields": ["id: String"] }"#
            ))
        #expect(found.contains { $0.message.contains("model name \"\(name)\" is a Swift or Foundation type") })
    }

    @Test func anEnumCaseNamedNoneIsNotReadAsNil() {
        let output = generated(
            spec(
                models:
                    #"{ "name": "Item", "fields": ["id: String", "title: String"] }, { "name": "Mode", "cases": ["some", "none", "other(name: String)"] }"#,
                screens: #"""
                    { "name": "ItemList", "state": ["items: [Item]", { "name": "mode", "type": "Mode?", "default": "none" }, { "name": "other", "type": "Mode", "default": "some" }],
                      "actions": [{ "name": "select", "params": ["item: Item"], "emits": "itemSelected" }], "emits": ["itemSelected"] },
                    { "name": "ItemDetail", "params": ["item: Item"], "actions": [{ "name": "close", "emits": "closed" }], "emits": ["closed"] }
                    """#))
        #expect(output.contains("var mode: Mode? = Mode.none"))
        #expect(output.contains("var other: Mode = Mode.`some`"))
    }

    @Test func aDefaultMayNameACaseWithoutPayloadOfAnyEnum() {
        let screens = #"""
            { "name": "ItemList", "state": ["items: [Item]", { "name": "pet", "type": "Pet", "default": "cat" }],
              "actions": [{ "name": "select", "params": ["item: Item"], "emits": "itemSelected" }], "emits": ["itemSelected"] },
            { "name": "ItemDetail", "params": ["item: Item"], "actions": [{ "name": "close", "emits": "closed" }], "emits": ["closed"] }
            """#
        let models =
            #"{ "name": "Item", "fields": ["id: String", "title: String"] }, { "name": "Pet", "cases": ["cat", "other(name: String)"] }"#
        #expect(generated(spec(models: models, screens: screens)).contains("var pet: Pet = .cat"))
        let payload = screens.replacingOccurrences(of: #""default": "cat""#, with: #""default": "other""#)
        #expect(errors(spec(models: models, screens: payload)).first?.message.contains("carries a payload") == true)
    }

    @Test func aStubsMembersMayNotClash() {
        let found = errors(
            spec(repositories: #"{ "name": "ItemRepository", "methods": ["remove()", "removeResult()"] }"#))
        #expect(
            found.contains {
                $0.message.contains("the property \"removeResult\" that method \"remove\" gives the stub")
            })
    }

    @Test(arguments: ["[Node: Int]", "[Node?]", "[[Node]]", "[String: [Node?]]?"])
    func recursiveModelsGenerate(_ type: String) {
        let output = generated(
            spec(
                models:
                    #"{ "name": "Item", "fields": ["id: String", "title: String", "root: Node"] }, { "name": "Node", "fields": ["next: \#(type)", "label: String"] }"#
            ))
        #expect(output.contains("Node(next: "))
    }

    @Test func modelsNestByValueAtMostThirtyTwoDeep() {
        func chain(_ count: Int) -> String {
            (0..<count).map {
                #"{ "name": "Link\#($0)", "fields": ["next: \#($0 + 1 < count ? "Link\($0 + 1)?" : "Int")"] }"#
            }
            .joined(separator: ", ") + #", { "name": "Item", "fields": ["id: String", "title: String"] }"#
        }
        #expect(errors(spec(models: chain(33))).isEmpty)
        let found = errors(spec(models: chain(2_300)))
        #expect(found.contains { $0.message.contains("more than 32 levels deep by value") })
        let wide =
            (0..<12).map {
                #"{ "name": "W\#($0)", "fields": ["a: \#($0 < 11 ? "W\($0 + 1)" : "Int")", "b: \#($0 < 11 ? "W\($0 + 1)" : "Int")"] }"#
            }
            .joined(separator: ", ") + #", { "name": "Item", "fields": ["id: String", "title: String"] }"#
        #expect(errors(spec(models: wide)).contains { $0.message.contains("more than 1000 model values") })
    }

    @Test func childrenNestAtMostSixteenDeepAndCyclesAreFoundInLongChains() {
        func screens(chain count: Int, closing: Bool = false) -> String {
            let chain = (0..<count).map { index in
                let next = index + 1 < count ? "\"Link\(index + 1)\"" : closing ? "\"Link0\"" : ""
                return #"{ "name": "Link\#(index)", "children": [\#(next)] }"#
            }
            return #"""
                { "name": "ItemList", "state": ["items: [Item]"], "children": ["Link0"], "actions": [{ "name": "select", "params": ["item: Item"], "emits": "itemSelected" }], "emits": ["itemSelected"] },
                { "name": "ItemDetail", "params": ["item: Item"], "actions": [{ "name": "close", "emits": "closed" }], "emits": ["closed"] },
                """# + chain.joined(separator: ", ")
        }
        #expect(errors(spec(screens: screens(chain: 16))).isEmpty)
        let deep = errors(spec(screens: screens(chain: 1_500)))
        #expect(deep.map(\.message) == ["screen \"Link1482\" embeds children inside children more than 16 levels deep"])
        let cycle = errors(spec(screens: screens(chain: 1_500, closing: true)))
        #expect(cycle.count == 1)
        #expect(
            cycle.first?.message.hasPrefix("screen \"Link0\" contains itself through its children (Link0 → Link1 → ")
                == true)
        // A lattice: two screens a level, each embedding both of the next level.
        let lattice = (0..<12).flatMap { level in
            ["A", "B"].map { side in
                let next = level < 11 ? #""A\#(level + 1)", "B\#(level + 1)""# : ""
                return #"{ "name": "\#(side)\#(level)", "children": [\#(next)] }"#
            }
        }.joined(separator: ", ")
        let wide = errors(
            spec(screens: screens(chain: 1).replacingOccurrences(of: #""Link0""#, with: #""A0""#) + ", " + lattice))
        #expect(wide.contains { $0.message.contains("embeds more than 1000 view models") })
    }

    @Test func aSignatureWithThousandsOfParamsAndNonASCIITextIsReadInOnePass() {
        let params = (0..<20_000).map { "p\($0): String" }.joined(separator: ", ")
        let found = errors(spec(events: #""itemSelected(item: Item)", "closed", "long(\#(params), é: Int)""#))
        #expect(found.count == 1)
        #expect(found.first?.message.contains("param name \"é\" must be a lowerCamelCase") == true)
    }

    @Test func anEventWithThousandsOfParamsGenerates() {
        // Found by the fuzzer: building the context copied its arrays on every element.
        let params = (0..<5_000).map { "p\($0): String" }.joined(separator: ", ")
        let output = generated(spec(events: #""itemSelected(item: Item)", "closed", "long(\#(params))""#))
        #expect(output.contains("p4999: String"))
    }

    @Test func aMissingTopLevelKeyNamesItsPath() {
        let found = errors(#"{ "module": "Shop", "screens": [{ "name": "Home" }] }"#)
        #expect(found.map(\.path) == ["specVersion"])
        let odd = errors(#"{ "specVersion": 1, "module": "Shop", "screens": [{ "name": "Home", "": 1, "a b": 2 }] }"#)
        #expect(odd.compactMap(\.path) == [#"screens[0][""]"#, #"screens[0]["a b"]"#])
    }

    @Test func testLocalsAreNamedApartFromTheTestsOwn() {
        let screens = #"""
            { "name": "ItemList", "params": ["recorder: String"], "state": ["items: [Item]"], "actions": [{ "name": "select", "params": ["item: Item", "viewModel: Int"], "emits": "itemSelected" }], "emits": ["itemSelected"] },
            { "name": "ItemDetail", "params": ["item: Item"], "actions": [{ "name": "close", "emits": "closed" }], "emits": ["closed"] }
            """#
        let output = generated(
            spec(
                screens: screens,
                flows:
                    #"{ "name": "Main", "params": ["recorder: String"], "start": "ItemList", "routes": [{ "on": "itemSelected", "push": "ItemDetail" }, { "on": "closed", "pop": true }] }"#
            ))
        #expect(output.contains("let recorderValue = \"sample 0\""))
        #expect(output.contains("recorder: recorderValue,"))
        #expect(output.contains("responder: recorder\n"))
        #expect(output.contains("let viewModelArgument = "))
    }

    @Test func hintsAmongThousandsOfNamesStopWhenTheirBudgetIsSpent() {
        let names = (0..<3_000).map { "event\($0)" }
        var budget = Suggestion.Budget(cells: 100)
        #expect(Suggestion.closest(to: "evnt12", in: names, budget: &budget) == nil)
        #expect(budget.cells <= 0)
        var plenty = Suggestion.Budget.perSpec
        #expect(Suggestion.closest(to: "evnt12", in: names, budget: &plenty) == "event12")
        // Thousands of unknown names are all reported, the first with hints.
        let spec =
            #"{ "specVersion": 1, "module": "Big", "events": [\#(names.map { "\"\($0)\"" }.joined(separator: ", "))], "screens": [\#((0..<3_000).map { #"{ "name": "S\#($0)", "emits": ["evnt\#($0)x"] }"# }.joined(separator: ", "))] }"#
        let found = errors(spec).filter { $0.message.hasPrefix("unknown event") }
        #expect(found.count == 3_000)
        #expect(found.first?.suggestion != nil)
    }
}
