import Testing

@testable import TrellisCore

/// Names follow the architecture that is generated: a clash with what the chosen architecture
/// declares is an error; one that only another architecture would hit is a warning, and an error
/// once that architecture is chosen. `validate` and `generate` agree.
@Suite struct ArchitectureFitTests {
    /// A flow named after the module plus `Flow` was refused in every architecture, for a type
    /// only event-driven declared: that type is now the router's own (`ShopEventRouter.Flow`).
    @Test(arguments: Architecture.allCases)
    func aFlowNamedLikeTheModulesFlowsIsFineInEveryArchitecture(_ architecture: Architecture) throws {
        let json = spec(
            flows:
                #"{ "name": "ShopFlow", "start": "ItemList", "routes": [{ "on": "itemSelected", "push": "ItemDetail" }, { "on": "closed", "pop": true }] }"#
        )
        let loaded = load(
            json.replacingOccurrences(
                of: #""module": "Shop","#, with: #""module": "Shop", "architecture": "\#(architecture.rawValue)","#))
        expectClean(loaded.diagnostics)
        let result = Pipeline.generate(try #require(loaded.spec))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(!result.files.isEmpty)
    }

    /// `Coordinator` is a type only mvvm-c declares: an mvvm spec may name a model so, and is told
    /// what that would cost in mvvm-c; generating it as mvvm-c is refused with the error.
    @Test func aClashOnlyAnotherArchitectureHitsIsAWarningUntilItIsChosen() throws {
        let json = spec(
            models:
                #"{ "name": "Item", "fields": ["id: String", "title: String"] }, { "name": "Coordinator", "fields": [] }"#
        ).replacingOccurrences(of: #""module": "Shop","#, with: #""module": "Shop", "architecture": "mvvm","#)
        let loaded = load(json)
        let warnings = loaded.diagnostics.filter { $0.severity == .warning }
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics)")
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.path == "models[1].name")
        #expect(
            warnings.first?.message
                == "cannot be generated as mvvm-c: model \"Coordinator\" clashes with the type \"Coordinator\" generated for module \"Shop\" (declared at 3:13, module)"
        )
        // A generation run checks the architecture it generates, and says nothing of the others.
        let forGeneration = Pipeline.validate(Array(json.utf8), fileName: "Shop.json", reviewsOtherArchitectures: false)
        #expect(forGeneration.diagnostics.isEmpty, "\(forGeneration.diagnostics)")
        let spec = try #require(loaded.spec)
        #expect(Pipeline.generate(spec).diagnostics.isEmpty)
        let asMVVMC = Pipeline.generate(spec, options: GenerationOptions(architecture: .mvvmC))
        #expect(asMVVMC.files.isEmpty)
        #expect(
            asMVVMC.diagnostics.map(\.message) == [
                "model \"Coordinator\" clashes with the type \"Coordinator\" generated for module \"Shop\" (declared at 3:13, module)"
            ])
    }

    /// A clash every architecture hits is one error, not an error and two warnings.
    @Test func aClashEveryArchitectureHitsIsReportedOnce() {
        let diagnostics = diagnose(
            spec(
                models:
                    #"{ "name": "Item", "fields": ["id: String", "title: String"] }, { "name": "ItemListViewModel", "fields": [] }"#
            ))
        #expect(diagnostics.count == 1, "\(diagnostics)")
    }

    /// An event-driven spec with no events is refused by `validate`, as `generate` refuses it.
    @Test func validateRefusesAnEventDrivenSpecWithoutEventsAsGenerateDoes() {
        let json = """
            {
              "specVersion": 1,
              "module": "Notes",
              "architecture": "event-driven",
              "screens": [{ "name": "NoteList" }],
              "flows": [{ "name": "Main", "start": "NoteList" }]
            }
            """
        let loaded = load(json)
        #expect(loaded.spec == nil)
        #expect(
            loaded.diagnostics.map(\.message) == [
                "the event-driven architecture needs at least one event: its router routes events, and this spec has none; add events or choose mvvm-c or mvvm"
            ])
    }

    /// A model named like a type the router nests is refused only where the router would name
    /// it: as the type of a flow's param.
    @Test func aModelNamedLikeARouterTypeIsRefusedOnlyWhereTheRouterNamesIt() {
        let asEventDriven = { (json: String) in
            json.replacingOccurrences(
                of: #""module": "Shop","#, with: #""module": "Shop", "architecture": "event-driven","#)
        }
        let models =
            #"{ "name": "Item", "fields": ["id: String", "title: String"] }, { "name": "Store", "fields": [] }"#
        expectClean(diagnose(asEventDriven(spec(models: models))))
        let flows = """
            { "name": "Main", "start": "ItemList", "routes": [{ "on": "itemSelected", "start": "Detail" }] },
            { "name": "Detail", "params": ["item: Item", { "name": "store", "type": "Store?", "default": null }], "start": "ItemDetail", "routes": [{ "on": "closed", "finish": true }] }
            """
        expectSingleError(
            diagnose(asEventDriven(spec(models: models, flows: flows))), path: "models[1].name", line: 5,
            containing: "model \"Store\" would be hidden by the type of that name the generated code nests")
    }
}
