import Testing

@testable import TrellisCore

@Suite struct NameValidationTests {
    @Test func typeNamesAreUpperCamelCase() {
        expectSingleError(
            diagnose(spec().replacingOccurrences(of: "\"module\": \"Shop\"", with: "\"module\": \"my shop\"")),
            path: "module", line: 3,
            containing: "UpperCamelCase Swift identifier (ASCII letters and digits), e.g. \"MyShop\"")
        expectSingleError(
            diagnose(
                spec(repositories: #"{ "name": "itemRepository", "methods": [] }"#).replacingOccurrences(
                    of: #""ItemRepository""#, with: #""itemRepository""#)),
            path: "repositories[0].name", line: 8,
            containing: "repository name \"itemRepository\" must be an UpperCamelCase")
    }

    @Test func memberNamesAreLowerCamelCase() {
        expectSingleError(
            diagnose(spec(models: #"{ "name": "Item", "fields": ["Id: String", "title: String"] }"#)),
            path: "models[0].fields[0]", line: 5, containing: "field name \"Id\" must be a lowerCamelCase")
        expectSingleError(
            diagnose(
                spec(events: #""ItemSelected(item: Item)", "closed""#).replacingOccurrences(
                    of: #""itemSelected""#, with: #""ItemSelected""#)),
            path: "events[0]", line: 11, containing: "event name \"ItemSelected\" must be a lowerCamelCase")
    }

    @Test func keywordsAreAcceptedAsMembersButNotTheFewThatCannotBeEscaped() {
        expectClean(
            diagnose(
                spec(
                    models:
                        #"{ "name": "Item", "fields": ["id: String", "title: String", "default: Bool", "class: String"] }"#
                )))
        expectSingleError(
            diagnose(spec(models: #"{ "name": "Item", "fields": ["id: String", "title: String", "self: Bool"] }"#)),
            path: "models[0].fields[2]", line: 5, containing: "cannot name a member")
    }

    @Test func reservedTypeNamesAreRefused() {
        expectSingleError(
            diagnose(
                spec(
                    models:
                        #"{ "name": "Item", "fields": ["id: String", "title: String"] }, { "name": "URL", "rawValue": "String" }"#
                )),
            path: "models[1].name", line: 5, containing: "Swift or Foundation type")
    }

    @Test func typesShareOneNamespaceWithTheTypesGeneratedFromThem() {
        expectSingleError(
            diagnose(
                spec(
                    models:
                        #"{ "name": "Item", "fields": ["id: String", "title: String"] }, { "name": "ItemListViewModel", "fields": [] }"#
                )),
            path: "screens[0].name", line: 14,
            containing:
                "the type \"ItemListViewModel\" generated for screen \"ItemList\" clashes with model \"ItemListViewModel\" (declared at 5:"
        )
        let flowNamedLikeAScreen = spec(
            flows:
                #"{ "name": "ItemList", "start": "ItemList", "routes": [{ "on": "itemSelected", "push": "ItemDetail" }, { "on": "closed", "pop": true }] }"#
        )
        expectSingleError(
            diagnose(flowNamedLikeAScreen), path: "flows[0].name", line: 19,
            containing: "flow \"ItemList\" clashes with screen \"ItemList\" (declared at 14:")
    }

    @Test func eventResponderNamesAreClaimedToo() {
        let diagnostics = diagnose(
            spec(
                models:
                    #"{ "name": "Item", "fields": ["id: String", "title: String"] }, { "name": "ClosedResponder", "fields": [] }"#
            ))
        expectSingleError(
            diagnostics, path: "events[1]", line: 11,
            containing: "generated for event \"closed\" clashes with model \"ClosedResponder\"")
    }

    @Test func duplicateNamesInAScopeNameTheFirst() {
        expectSingleError(
            diagnose(spec(models: #"{ "name": "Item", "fields": ["id: String", "title: String", "id: Int"] }"#)),
            path: "models[0].fields[2]", line: 5, containing: "duplicate field \"id\" (first declared at 5:")
        expectSingleError(
            diagnose(spec(events: #""itemSelected(item: Item)", "closed", "closed""#)),
            path: "events[2]", line: 11, containing: "event \"closed\" is declared twice (first at 11:")
        expectSingleError(
            diagnose(
                spec(
                    models:
                        #"{ "name": "Item", "fields": ["id: String", "title: String"] }, { "name": "Kind", "cases": ["a", "b", "a"] }"#
                )),
            path: "models[1].cases[2]", line: 5, containing: "duplicate case \"a\"")
        expectSingleError(
            diagnose(
                spec(
                    repositories: #"{ "name": "ItemRepository", "methods": ["loadItems() -> [Item]", "loadItems()"] }"#)
            ),
            path: "repositories[0].methods[1]", line: 8, containing: "duplicate method \"loadItems\"")
        expectSingleError(
            diagnose(spec(events: #""itemSelected(item: Item, item: Item)", "closed""#)),
            path: "events[0]", line: 11, containing: "duplicate param \"item\"")
    }

    @Test func paramsStateAndActionsOfAScreenShareOneScope() {
        let screens = """
            { "name": "ItemList", "dependencies": ["ItemRepository"], "state": ["items: [Item]", "select: Bool"],
                  "actions": [{ "name": "select", "params": ["item: Item"], "emits": "itemSelected" }], "emits": ["itemSelected"] },
                { "name": "ItemDetail", "params": ["item: Item"], "actions": [{ "name": "close", "emits": "closed" }], "emits": ["closed"] }
            """
        expectSingleError(
            diagnose(spec(screens: screens)), path: "screens[0].actions[0].name", line: 15,
            containing: "duplicate member of screen \"ItemList\" \"select\" (first declared at 14:")
        let clashWithDependency = screens.replacingOccurrences(of: "\"select: Bool\"", with: "\"itemRepository: Bool\"")
        expectSingleError(
            diagnose(spec(screens: clashWithDependency)), path: "screens[0].dependencies[0]", line: 14,
            containing: "\"itemRepository\"")
    }

    @Test func namesListedTwiceAreErrors() {
        let screens = """
            { "name": "ItemList", "dependencies": ["ItemRepository", "ItemRepository"], "state": ["items: [Item]"],
                  "actions": [{ "name": "select", "params": ["item: Item"], "emits": "itemSelected" }], "emits": ["itemSelected", "itemSelected"] },
                { "name": "ItemDetail", "params": ["item: Item"], "actions": [{ "name": "close", "emits": "closed" }], "emits": ["closed"], "handles": ["closed", "closed"] }
            """
        let errors = diagnose(spec(screens: screens)).filter { $0.severity == .error }
        #expect(errors.map(\.path) == ["screens[0].dependencies[1]", "screens[0].emits[1]", "screens[1].handles[1]"])
        #expect(errors.allSatisfy { $0.message.contains("is listed twice") })
    }
}

@Suite struct GeneratedNameValidationTests {
    @Test func namesTheGeneratorDeclaresAreTaken() {
        expectSingleError(
            diagnose(
                spec(
                    models:
                        #"{ "name": "Item", "fields": ["id: String", "title: String"] }, { "name": "Navigator", "fields": [] }"#
                )),
            path: "models[1].name", line: 5,
            containing: "model \"Navigator\" clashes with the type \"Navigator\" generated for module \"Shop\"")
        expectSingleError(
            diagnose(
                spec(
                    models:
                        #"{ "name": "Item", "fields": ["id: String", "title: String"] }, { "name": "ShopScreen", "rawValue": "String" }"#
                )),
            path: "models[1].name", line: 5,
            containing: "clashes with the type \"ShopScreen\" generated for module \"Shop\"")
    }

    @Test func stateMayNotTakeTheNameOfAGeneratedMember() {
        let screens = """
            { "name": "ItemList", "dependencies": ["ItemRepository"], "state": ["items: [Item]", "responder: String"],
                  "actions": [{ "name": "select", "params": ["item: Item"], "emits": "itemSelected" }], "emits": ["itemSelected"] },
                { "name": "ItemDetail", "params": ["item: Item"], "actions": [{ "name": "close", "emits": "closed" }], "emits": ["closed"], "handles": ["itemSelected"], "state": ["itemSelected: Bool"] }
            """
        let errors = diagnose(spec(screens: screens)).filter { $0.severity == .error }
        #expect(errors.map(\.path) == ["screens[0].emits[0]", "screens[1].handles[0]"])
        #expect(errors.allSatisfy { $0.message.contains("duplicate member of screen") })
    }

    @Test func aFlowParamMayNotTakeACoordinatorMembersName() {
        let flows =
            #"{ "name": "Main", "params": ["navigator: String"], "start": "ItemList", "routes": [{ "on": "itemSelected", "push": "ItemDetail" }, { "on": "closed", "pop": true }] }"#
        expectSingleError(
            diagnose(spec(flows: flows)), path: "flows[0].params[0]", line: 19,
            containing: "clashes with the coordinator's own \"navigator\"")
    }
}

@Suite struct FlowMemberNameTests {
    @Test func anEventMayNotTakeTheNameOfAFlowsOwnMember() {
        expectSingleError(
            diagnose(spec(events: #""itemSelected(item: Item)", "closed", "start""#)), path: "events[2]", line: 11,
            containing: "event name \"start\" clashes with a member every flow has")
    }

    @Test func aModelMayNotTakeTheNameOfANestedGeneratedType() {
        expectSingleError(
            diagnose(
                spec(
                    models:
                        #"{ "name": "Item", "fields": ["id: String", "title: String"] }, { "name": "Child", "fields": [] }"#
                )),
            path: "models[1].name", line: 5,
            containing: "model \"Child\" would be hidden by the type of that name the generated code nests")
    }
}
