import Testing

@testable import TrellisCore

@Suite struct TypeValidationTests {
    @Test func unknownTypesGetASuggestion() {
        expectSingleError(
            diagnose(spec(repositories: #"{ "name": "ItemRepository", "methods": ["loadItems() -> [Itme]"] }"#)),
            path: "repositories[0].methods[0]", line: 8, containing: "unknown type \"Itme\" (did you mean \"Item\"?)")
    }

    @Test func declarationsThatAreNotTypesAreNamedAsSuch() {
        expectSingleError(
            diagnose(spec(events: #""itemSelected(item: Item)", "closed(repository: ItemRepository)""#)),
            path: "events[1]", line: 11, containing: "\"ItemRepository\" is a repository, not a type")
    }

    @Test func everyBuiltinAndNestedFormIsAccepted() {
        let fields =
            #"["id: String", "title: String", "a: Int", "b: Double", "c: Float", "d: Bool", "e: Date", "f: URL", "g: UUID", "h: Data", "i: Decimal", "j: [String: [Item]]?", "k: [[Int?]]"]"#
        expectClean(
            diagnose(
                spec(
                    models:
                        #"{ "name": "Item", "fields": ["id: String", "title: String"] }, { "name": "All", "fields": \#(fields) }"#
                )))
    }

    @Test func aModelMayNotHoldItselfByValue() {
        expectSingleError(
            diagnose(spec(models: #"{ "name": "Item", "fields": ["id: String", "title: String", "parent: Item?"] }"#)),
            path: "models[0].fields[2]", line: 5, containing: "model \"Item\" contains itself (Item.parent → Item)")
        let throughEnum =
            #"{ "name": "Item", "fields": ["id: String", "title: String", "kind: Kind"] }, { "name": "Kind", "cases": ["leaf", "node(item: Item)"] }"#
        expectSingleError(
            diagnose(spec(models: throughEnum)), path: "models[0].fields[2]", line: 5,
            containing: "(Item.kind → Kind.node → Item)")
    }

    @Test func aModelMayHoldItselfThroughAnArrayOrADictionary() {
        expectClean(
            diagnose(
                spec(
                    models:
                        #"{ "name": "Item", "fields": ["id: String", "title: String", "children: [Item]", "byName: [String: Item]?"] }"#
                )))
    }

    @Test func stateNeedsAValueToStartFrom() {
        func screens(_ state: String) -> String {
            """
            { "name": "ItemList", "dependencies": ["ItemRepository"], "state": ["items: [Item]", \(state)],
                  "actions": [{ "name": "select", "params": ["item: Item"], "emits": "itemSelected" }], "emits": ["itemSelected"] },
                { "name": "ItemDetail", "params": ["item: Item"], "actions": [{ "name": "close", "emits": "closed" }], "emits": ["closed"] }
            """
        }
        let models =
            #"{ "name": "Item", "fields": ["id: String", "title: String"] }, { "name": "Mode", "cases": ["list", "grid"] }, { "name": "Token", "rawValue": "String" }"#
        expectClean(
            diagnose(
                spec(
                    models: models,
                    screens: screens(#""a: String", "b: Bool", "c: Double", "d: [String: Int]", "e: Item?""#))))
        expectSingleError(
            diagnose(spec(models: models, screens: screens(#""mode: Mode""#))), path: "screens[0].state[1]", line: 14,
            containing: "needs a \"default\" (the name of a case without payload) or an optional type")
        expectSingleError(
            diagnose(spec(models: models, screens: screens(#""token: Token""#))), path: "screens[0].state[1]", line: 14,
            containing: "needs a \"default\" (a raw value of type String)")
        expectSingleError(
            diagnose(spec(models: models, screens: screens(#""when: Date""#))), path: "screens[0].state[1]", line: 14,
            containing: "has no value to start from; make it optional (\"when: Date?\")")
        expectSingleError(
            diagnose(spec(models: models, screens: screens(#""item: Item""#))), path: "screens[0].state[1]", line: 14,
            containing: "make it optional")
        expectClean(
            diagnose(
                spec(
                    models: models,
                    screens: screens(
                        #"{ "name": "mode", "type": "Mode", "default": "grid" }, { "name": "token", "type": "Token", "default": "abc" }"#
                    ))))
    }

    @Test func defaultsMustFitTheirType() {
        let models =
            #"{ "name": "Item", "fields": ["id: String", "title: String"] }, { "name": "Mode", "cases": ["list", "grid"] }"#
        let cases: [(String, String)] = [
            (#"{ "name": "count", "type": "Int", "default": "3" }"#, "expected a number, found a string"),
            (#"{ "name": "count", "type": "Int", "default": 2.5 }"#, "not a whole number"),
            (
                #"{ "name": "mode", "type": "Mode", "default": "gird" }"#,
                "\"gird\" is not a case of Mode without payload (did you mean \"grid\"?)"
            ),
            (#"{ "name": "names", "type": "[String]", "default": ["a", 1] }"#, "expected a string, found a number"),
            (#"{ "name": "when", "type": "Date?", "default": "2024" }"#, "Date has no default form"),
            (#"{ "name": "flag", "type": "Bool", "default": null }"#, "expected true or false, found null"),
            (
                #"{ "name": "table", "type": "[Int: String]", "default": { "1": "a" } }"#,
                "only a dictionary with String keys"
            ),
        ]
        for (entry, message) in cases {
            let screens = """
                { "name": "ItemList", "dependencies": ["ItemRepository"], "state": ["items: [Item]", \(entry)],
                      "actions": [{ "name": "select", "params": ["item: Item"], "emits": "itemSelected" }], "emits": ["itemSelected"] },
                    { "name": "ItemDetail", "params": ["item: Item"], "actions": [{ "name": "close", "emits": "closed" }], "emits": ["closed"] }
                """
            expectSingleError(
                diagnose(spec(models: models, screens: screens)), path: "screens[0].state[1].default", line: 14,
                containing: message)
        }
    }

    @Test func fittingDefaultsOfEveryFormAreAccepted() {
        let fields =
            #"["id: String", { "name": "title", "type": "String", "default": "x" }, { "name": "n", "type": "Decimal", "default": 1.5 }, { "name": "tags", "type": "[String]?", "default": null }, { "name": "byKey", "type": "[String: [Int]]", "default": { "a": [1, 2] } }]"#
        expectClean(diagnose(spec(models: #"{ "name": "Item", "fields": \#(fields) }"#)))
    }
}
