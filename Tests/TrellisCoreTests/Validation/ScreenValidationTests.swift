import Testing

@testable import TrellisCore

@Suite struct ScreenValidationTests {
    /// The two screens of the base spec, with `list` added to the first and `detail` to the second.
    func screens(list: String = "", detail: String = "") -> String {
        """
        { "name": "ItemList", "dependencies": ["ItemRepository"], "state": ["items: [Item]"],
              "actions": [{ "name": "select", "params": ["item: Item"], "emits": "itemSelected" }], "emits": ["itemSelected"]\(list) },
            { "name": "ItemDetail", "params": ["item: Item"], "actions": [{ "name": "close", "emits": "closed" }], "emits": ["closed"]\(detail) }
        """
    }

    @Test func referencesMustBeDeclared() {
        expectSingleError(
            diagnose(spec(screens: screens(detail: #", "dependencies": ["ItemRepo"]"#))),
            path: "screens[1].dependencies[0]", line: 16,
            containing: "unknown repository \"ItemRepo\" (did you mean \"ItemRepository\"?)")
        expectSingleError(
            diagnose(spec(screens: screens(detail: #", "handles": ["itemSelect"]"#))),
            path: "screens[1].handles[0]", line: 16,
            containing: "unknown event \"itemSelect\" (did you mean \"itemSelected\"?)")
        expectSingleError(
            diagnose(spec(screens: screens(detail: #", "children": ["ItemLst"]"#))),
            path: "screens[1].children[0]", line: 16,
            containing: "unknown screen \"ItemLst\" (did you mean \"ItemList\"?)")
    }

    @Test func anActionsEventMustBeKnownAndListedInEmits() {
        let unknown = screens().replacingOccurrences(of: #""emits": "itemSelected""#, with: #""emits": "itemSelectd""#)
        expectSingleError(
            diagnose(spec(screens: unknown)), path: "screens[0].actions[0].emits", line: 15,
            containing: "unknown event \"itemSelectd\" (did you mean \"itemSelected\"?)")
        let unlisted = screens().replacingOccurrences(of: #""emits": ["itemSelected"]"#, with: #""emits": []"#)
        let diagnostics = diagnose(spec(screens: unlisted))
        expectSingleError(
            diagnostics, path: "screens[0].actions[0].emits", line: 15,
            containing: "action \"select\" emits \"itemSelected\", which is not in the \"emits\" of screen \"ItemList\""
        )
    }

    @Test func anActionMustFillItsEventsPayload() {
        let noSource = screens().replacingOccurrences(of: #""params": ["item: Item"], "emits""#, with: #""emits""#)
        expectSingleError(
            diagnose(spec(screens: noSource)), path: "screens[0].actions[0].emits", line: 15,
            containing:
                "the payload of event \"itemSelected\" needs \"item: Item\", which neither the params of action \"select\" nor the params of screen \"ItemList\" nor the state of screen \"ItemList\" supplies"
        )
        let wrongType = screens().replacingOccurrences(
            of: #""params": ["item: Item"], "emits""#, with: #""params": ["item: String"], "emits""#)
        expectSingleError(
            diagnose(spec(screens: wrongType)), path: "screens[0].actions[0].emits", line: 15,
            containing: "needs \"item: Item\", but the params of action \"select\" has \"item: String\"")
    }

    @Test func anActionThatRunsOnAppearMustHaveItsArgumentsFromTheScreen() {
        let loads = screens(
            detail: #", "actions": [{ "name": "load", "params": ["item: Item"], "async": true, "onAppear": true }]"#
        )
        .replacingOccurrences(of: #""actions": [{ "name": "close", "emits": "closed" }], "#, with: "")
        #expect(!diagnose(spec(screens: loads)).contains { $0.severity == .error })
        let unfilled = loads.replacingOccurrences(of: #""item: Item"], "async""#, with: #""rating: Int"], "async""#)
        expectSingleError(
            diagnose(spec(screens: unfilled)), path: "screens[1].actions[0].name", line: 16,
            containing:
                "action \"load\", which runs on appear, needs \"rating: Int\", which neither the params of screen \"ItemDetail\" nor the state of screen \"ItemDetail\" supplies"
        )
        let notABool = loads.replacingOccurrences(of: #""onAppear": true"#, with: #""onAppear": "yes""#)
        #expect(
            diagnose(spec(screens: notABool)).contains {
                $0.severity == .error && $0.path == "screens[1].actions[0].onAppear"
            })
    }

    @Test func theFirstSourceWithTheNameDecidesThePayload() {
        let fromState = screens()
            .replacingOccurrences(
                of: #""state": ["items: [Item]"]"#, with: #""state": ["items: [Item]", "item: Item?"]"#
            )
            .replacingOccurrences(of: #""params": ["item: Item"], "emits""#, with: #""emits""#)
        expectSingleError(
            diagnose(spec(screens: fromState)), path: "screens[0].actions[0].emits", line: 15,
            containing: "but the state of screen \"ItemList\" has \"item: Item?\"")
        let fromStateExact = fromState.replacingOccurrences(
            of: "\"item: Item?\"", with: #"{ "name": "item", "type": "Item?" }"#
        )
        .replacingOccurrences(of: "itemSelected(item: Item)", with: "itemSelected(item: Item?)")
        let errors = diagnose(spec(events: #""itemSelected(item: Item?)", "closed""#, screens: fromStateExact))
        #expect(!errors.contains { $0.path?.contains("actions") == true }, "\(errors)")
    }

    @Test func childrenGetTheirParamsFromTheParent() {
        let child = screens(list: #", "children": ["ItemDetail"]"#)
        expectSingleError(
            diagnose(spec(screens: child)), path: "screens[0].children[0]", line: 15,
            containing:
                "child screen \"ItemDetail\" needs \"item: Item\", which neither the params of screen \"ItemList\" nor the state of screen \"ItemList\" supplies"
        )
        let supplied = child.replacingOccurrences(
            of: #""state": ["items: [Item]"]"#, with: #""state": ["items: [Item]", "item: Item?"]"#
        )
        .replacingOccurrences(
            of: #""params": ["item: Item"], "actions": [{ "name": "close""#,
            with: #""params": ["item: Item?"], "actions": [{ "name": "close""#)
        let diagnostics = diagnose(spec(screens: supplied)).filter { $0.severity == .error }
        #expect(diagnostics.allSatisfy { !$0.path!.contains("children") }, "\(diagnostics)")
    }

    @Test func aScreenIsNotItsOwnChild() {
        expectSingleError(
            diagnose(spec(screens: screens(detail: #", "children": ["ItemDetail"]"#))), path: "screens[1].children[0]",
            line: 16,
            containing: "screen \"ItemDetail\" is its own child")
        let indirect = """
            { "name": "ItemList", "dependencies": ["ItemRepository"], "state": ["items: [Item]"],
                  "actions": [{ "name": "select", "params": ["item: Item"], "emits": "itemSelected" }], "emits": ["itemSelected"], "children": ["A"] },
                { "name": "ItemDetail", "params": ["item: Item"], "actions": [{ "name": "close", "emits": "closed" }], "emits": ["closed"] },
                { "name": "A", "children": ["B"] }, { "name": "B", "children": ["A"] }
            """
        let errors = diagnose(spec(screens: indirect)).filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.message == "screen \"A\" contains itself through its children (A → B → A)")
        #expect(errors.first?.path == "screens[2].children[0]")
    }
}
