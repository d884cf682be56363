import Testing

@testable import TrellisCore

@Suite struct ReachabilityWarningTests {
    @Test func warnsAboutAScreenNeverShown() {
        let screens = """
            { "name": "ItemList", "dependencies": ["ItemRepository"], "state": ["items: [Item]"],
                  "actions": [{ "name": "select", "params": ["item: Item"], "emits": "itemSelected" }], "emits": ["itemSelected"] },
                { "name": "ItemDetail", "params": ["item: Item"], "actions": [{ "name": "close", "emits": "closed" }], "emits": ["closed"] },
                { "name": "Lonely" }
            """
        let diagnostics = diagnose(spec(screens: screens))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.path == "screens[2].name")
        #expect(diagnostics.first?.location?.line == 17)
        #expect(diagnostics.first?.message.contains("screen \"Lonely\" is never shown") == true)
    }

    @Test func aChildScreenIsShown() {
        let screens = """
            { "name": "ItemList", "dependencies": ["ItemRepository"], "state": ["items: [Item]"], "children": ["Banner"],
                  "actions": [{ "name": "select", "params": ["item: Item"], "emits": "itemSelected" }], "emits": ["itemSelected"] },
                { "name": "ItemDetail", "params": ["item: Item"], "actions": [{ "name": "close", "emits": "closed" }], "emits": ["closed"] },
                { "name": "Banner" }
            """
        expectClean(diagnose(spec(screens: screens)))
    }

    @Test func warnsAboutAFlowNeverStarted() {
        let diagnostics = diagnose(
            spec(
                flows: """
                    { "name": "Main", "start": "ItemList", "routes": [{ "on": "itemSelected", "push": "ItemDetail" }, { "on": "closed", "pop": true }] },
                        { "name": "Orphan", "start": "ItemList" }
                    """))
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.path == "flows[1].name")
        #expect(diagnostics.first?.message.contains("flow \"Orphan\" is never started") == true)
    }

    @Test func warnsAboutAnEventNeitherRoutedNorHandled() {
        let diagnostics = diagnose(
            spec(
                flows:
                    #"{ "name": "Main", "start": "ItemList", "routes": [{ "on": "itemSelected", "push": "ItemDetail" }] }"#
            ))
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.path == "screens[1].emits[0]")
        #expect(
            diagnostics.first?.message.contains(
                "event \"closed\" of screen \"ItemDetail\" is neither routed nor handled") == true)
    }

    @Test func anEventHandledByALiveScreenNeedsNoRoute() {
        let screens = """
            { "name": "ItemList", "dependencies": ["ItemRepository"], "state": ["items: [Item]"], "handles": ["closed"],
                  "actions": [{ "name": "select", "params": ["item: Item"], "emits": "itemSelected" }], "emits": ["itemSelected"] },
                { "name": "ItemDetail", "params": ["item: Item"], "actions": [{ "name": "close", "emits": "closed" }], "emits": ["closed"] }
            """
        expectClean(
            diagnose(
                spec(
                    screens: screens,
                    flows:
                        #"{ "name": "Main", "start": "ItemList", "routes": [{ "on": "itemSelected", "push": "ItemDetail" }] }"#
                )))
    }

    @Test func anEventRoutedInAParentFlowIsCaught() {
        let flows = """
            { "name": "Main", "start": "ItemList", "routes": [{ "on": "itemSelected", "start": "Detail" }, { "on": "closed", "replace": "ItemList" }] },
                { "name": "Detail", "params": ["item: Item"], "start": "ItemDetail" }
            """
        expectClean(diagnose(spec(flows: flows)))
    }
}
