import Testing

@testable import TrellisCore

/// The rules of "Tab bars" and "Alerts and confirmation dialogs" in the spec format, each broken
/// once. This version generates tab bars in mvvm-c only; a spec for another architecture is
/// refused where each is written, and still drawn (`checkedSpec`). Alerts it generates.
@Suite struct TabAndAlertValidationTests {
    /// A tab flow over two flows of the base spec's screens, with `routes` and `tabs` as given.
    func tabSpec(
        tabs: String =
            #"{ "flow": "Items", "title": "Items", "icon": "list.bullet" }, { "flow": "Other", "title": "Other" }"#,
        routes: String = "", params: String = ""
    ) -> String {
        spec(
            events: #""itemSelected(item: Item)", "closed", "switched""#,
            flows: """
                { "name": "Main"\(params), "tabs": [\(tabs)], "routes": [\(routes)] },
                    { "name": "Items", "start": "ItemList", "routes": [{ "on": "itemSelected", "push": "ItemDetail" }, { "on": "closed", "pop": true }] },
                    { "name": "Other", "start": "ItemList" }
                """)
    }

    /// The errors other than the refusals of what is not generated yet.
    func ruleErrors(_ json: String) -> [Diagnostic] {
        let loaded = load(json)
        return loaded.diagnostics.filter { $0.severity == .error && !loaded.notGeneratedYet.contains($0) }
    }

    @Test func aWellFormedTabBarValidatesForMVVMC() {
        let loaded = load(tabSpec(routes: #"{ "on": "switched", "select": "Other" }"#))
        #expect(loaded.spec != nil, "\(loaded.diagnostics)")
        #expect(loaded.notGeneratedYet.isEmpty)
        // Tabs start their flows: neither is reported as never started.
        #expect(!loaded.diagnostics.contains { $0.message.contains("never started") }, "\(loaded.diagnostics)")
    }

    @Test(arguments: ["mvvm", "event-driven"])
    func aTabBarInAnotherArchitectureIsCheckedAndRefusedAsNotGeneratedYet(_ architecture: String) {
        let json = tabSpec(routes: #"{ "on": "switched", "select": "Other" }"#).replacingOccurrences(
            of: #""specVersion": 1,"#, with: #""specVersion": 1, "architecture": "\#(architecture)","#)
        let loaded = load(json)
        #expect(loaded.spec == nil)
        #expect(loaded.checkedSpec != nil, "\(loaded.diagnostics)")
        #expect(loaded.notGeneratedYet.map(\.path) == ["flows[0].tabs", "flows[0].routes[0].select"])
        #expect(loaded.notGeneratedYet.allSatisfy { $0.message.contains("in mvvm-c only, not in \(architecture)") })
    }

    /// A job may generate a spec in another architecture than its own: it refuses a tab bar where
    /// this version does not generate it, and writes nothing. With the view layer, mvvm-c writes
    /// it.
    @Test func aJobRefusesATabBarWhereItIsNotGeneratedYet() throws {
        let spec = try #require(load(tabSpec(routes: #"{ "on": "switched", "select": "Other" }"#)).spec)
        let generated = Pipeline.generate(spec, options: GenerationOptions(architecture: .mvvm))
        #expect(generated.files.isEmpty)
        #expect(
            generated.diagnostics.filter { $0.severity == .error }.map(\.path)
                == ["flows[0].tabs", "flows[0].routes[0].select"], "\(generated.diagnostics)")
        let withViews = Pipeline.generate(spec, options: GenerationOptions(views: .swiftui))
        #expect(!withViews.diagnostics.contains { $0.severity == .error }, "\(withViews.diagnostics)")
        #expect(withViews.files.contains { $0.path.hasSuffix("UIKitNavigator.swift") })
    }

    @Test func aTabBarHasTwoTabsOrMore() {
        expectSingleError(
            ruleErrors(tabSpec(tabs: #"{ "flow": "Items", "title": "Items" }"#)), path: "flows[0].tabs", line: 19,
            containing: "a tab bar needs at least two tabs, found 1")
    }

    /// (The same flow in each tab is an error of its own, beside this one.)
    @Test func aTabBarHasFiveTabsAtMost() {
        let six = (0..<6).map { #"{ "flow": "Items", "title": "Tab \#($0)" }"# }.joined(separator: ", ")
        let errors = ruleErrors(tabSpec(tabs: six))
        #expect(
            errors.contains { $0.path == "flows[0].tabs" && $0.message.contains("five tabs at most, found 6") },
            "\(errors)")
    }

    @Test func aFlowHasStartOrTabsNotBoth() {
        let both = spec(flows: #"{ "name": "Main", "start": "ItemList", "tabs": [] }"#)
        expectSingleError(
            ruleErrors(both), path: "flows[0].tabs", line: 19, containing: "either \"start\" (a screen) or \"tabs\"")
        expectSingleError(
            ruleErrors(spec(flows: #"{ "name": "Main" }"#)), path: "flows[0].start", line: 19,
            containing: "a flow (or \"tabs\", for a tab bar) needs \"start\"")
    }

    @Test func aFlowIsInOneTabAtMostAndNoTabRunsATabBarOrTheRoot() {
        let twice = #"{ "flow": "Items", "title": "A" }, { "flow": "Items", "title": "B" }"#
        expectSingleError(
            ruleErrors(tabSpec(tabs: twice)), path: "flows[0].tabs[1].flow", line: 19,
            containing: "flow \"Items\" is in a tab already (at 19:42, flows[0].tabs[0].flow)")
        let itself = #"{ "flow": "Items", "title": "A" }, { "flow": "Main", "title": "B" }"#
        expectSingleError(
            ruleErrors(tabSpec(tabs: itself)), path: "flows[0].tabs[1].flow", line: 19,
            containing: "cannot run in one of its own tabs")
        let unknown = #"{ "flow": "Items", "title": "A" }, { "flow": "Othr", "title": "B" }"#
        expectSingleError(
            ruleErrors(tabSpec(tabs: unknown)), path: "flows[0].tabs[1].flow", line: 19,
            containing: "unknown flow \"Othr\" (did you mean \"Other\"?)")
    }

    @Test func aTabsFlowGetsItsParamsFromTheTabFlow() {
        let needing = spec(
            flows: """
                { "name": "Main", "tabs": [{ "flow": "Items", "title": "A" }, { "flow": "Other", "title": "B" }] },
                    { "name": "Items", "params": ["item: Item"], "start": "ItemList" },
                    { "name": "Other", "start": "ItemList" }
                """)
        expectSingleError(
            ruleErrors(needing), path: "flows[0].tabs[0].flow", line: 19,
            containing:
                "the flow \"Items\" of a tab needs \"item: Item\", which the params of tab flow \"Main\" does not supply"
        )
    }

    @Test func aTabFlowHasNoStackOfItsOwnAndSelectsOnlyItsOwnTabs() {
        expectSingleError(
            ruleErrors(tabSpec(routes: #"{ "on": "itemSelected", "push": "ItemDetail" }"#)),
            path: "flows[0].routes[0]", line: 19, containing: "tab flow \"Main\" has no stack of its own to push")
        expectSingleError(
            ruleErrors(tabSpec(routes: #"{ "on": "switched", "select": "Othr" }"#)),
            path: "flows[0].routes[0].select", line: 19,
            containing: "tab flow \"Main\" has no tab that runs flow \"Othr\" (did you mean \"Other\"?)")
        let selectOutsideATabBar = spec(
            events: #""itemSelected(item: Item)", "closed""#,
            flows: flows(#"{ "on": "closed", "select": "Main" }"#))
        expectSingleError(
            ruleErrors(selectOutsideATabBar), path: "flows[0].routes[0].select", line: 19,
            containing: "flow \"Main\" has no tabs: only a tab flow")
    }

    /// "A tab flow's routes may … `start` a child flow (`"modal"`: over the tab bar; `"inPlace"`:
    /// in place of the tab bar…)": not pushed, as it has no stack.
    @Test func aTabFlowStartsItsChildrenModallyOrInPlace() {
        let extra = #", { "name": "Extra", "start": "ItemList" }"#
        let pushed = tabSpec(routes: #"{ "on": "switched", "start": "Extra", "presentation": "push" }"#)
            .replacingOccurrences(
                of: #"{ "name": "Other", "start": "ItemList" }"#,
                with: #"{ "name": "Other", "start": "ItemList" }"# + extra)
        expectSingleError(
            ruleErrors(pushed), path: "flows[0].routes[0].presentation", line: 19,
            containing: "tab flow \"Main\" has no stack to push a child flow onto")
    }

    /// A tab bar takes the whole screen (Trellis's rule where the format is silent): it is started
    /// in place, by a flow that is itself in no tab and over no other flow's screens.
    @Test func aTabFlowIsStartedInPlaceAndNeverNested() {
        let tabBar =
            #"{ "name": "Main", "tabs": [{ "flow": "Items", "title": "A" }, { "flow": "Other", "title": "B" }] }"#
        let modal = spec(
            events: #""itemSelected(item: Item)", "closed", "switched""#,
            flows:
                #"{ "name": "Root", "start": "ItemList", "routes": [{ "on": "switched", "start": "Main", "presentation": "modal" }] }, "#
                + tabBar + #", { "name": "Items", "start": "ItemList" }, { "name": "Other", "start": "ItemList" }"#)
        expectSingleError(
            ruleErrors(modal), path: "flows[0].routes[0].presentation", line: 19,
            containing: "flow \"Main\" is a tab bar, which takes the whole screen: start it \"inPlace\", not \"modal\"")
        let inner = #"{ "name": "Inner", "tabs": [{ "flow": "A", "title": "A" }, { "flow": "B", "title": "B" }] }"#
        let nested = spec(
            events: #""itemSelected(item: Item)", "closed", "switched""#,
            flows: tabBar
                + #", { "name": "Items", "start": "ItemList", "routes": [{ "on": "switched", "start": "Inner" }] }, "#
                + #"{ "name": "Other", "start": "ItemList" }, "# + inner
                + #", { "name": "A", "start": "ItemList" }, { "name": "B", "start": "ItemList" }"#)
        expectSingleError(
            ruleErrors(nested), path: "flows[1].routes[0].start", line: 19,
            containing:
                "flow \"Items\" shows in a tab or over another flow's screens, so it cannot start tab flow \"Inner\"")
    }

    func flows(_ routes: String) -> String {
        #"{ "name": "Main", "start": "ItemList", "routes": [\#(routes)] }"#
    }

    /// An alert route on `itemSelected(item: Item)`, whose item has `id` and `title`.
    func alertSpec(_ alert: String, kind: String = "alert", events: String = "") -> String {
        spec(
            events: #""itemSelected(item: Item)", "closed", "deleted(item: Item)", "removed(id: Int)""# + events,
            flows: flows(#"{ "on": "itemSelected", "\#(kind)": \#(alert) }, { "on": "closed", "pop": true }"#))
    }

    @Test func aWellFormedAlertValidates() {
        let alert = #"""
            { "title": "Delete {item.title}?", "message": "It has id {item.id}.",
              "actions": [{ "title": "Delete", "role": "destructive", "sends": "deleted" }, { "title": "Cancel", "role": "cancel" }] }
            """#
        for kind in ["alert", "confirmationDialog"] {
            let loaded = load(alertSpec(alert, kind: kind))
            #expect(loaded.spec != nil, "\(loaded.diagnostics)")
            #expect(loaded.notGeneratedYet.isEmpty)
        }
    }

    @Test func aPlaceholderNamesAPayloadValueThatReadsAsText() {
        expectSingleError(
            ruleErrors(alertSpec(#"{ "title": "Delete {itme}?" }"#)), path: "flows[0].routes[0].alert.title",
            line: 19, column: 107,
            containing: "{itme} names no value of the payload of event \"itemSelected\" (item) (did you mean \"item\"?)"
        )
        expectSingleError(
            ruleErrors(alertSpec(#"{ "title": "Delete {item}?" }"#)), path: "flows[0].routes[0].alert.title",
            line: 19,
            containing: "{item} is a Item; an alert shows a String, a number, a Bool or a wrapped value of one")
        expectSingleError(
            ruleErrors(alertSpec(#"{ "title": "Delete?", "message": "{item.titel}" }"#)),
            path: "flows[0].routes[0].alert.message", line: 19,
            containing: "model \"Item\" has no field \"titel\" (did you mean \"title\"?)")
        expectSingleError(
            ruleErrors(alertSpec(#"{ "title": "Delete {item.title?" }"#)), path: "flows[0].routes[0].alert.title",
            line: 19, containing: "\"{item.title?\" is not a placeholder")
        expectSingleError(
            ruleErrors(alertSpec(#"{ "title": "Delete } now" }"#)), path: "flows[0].routes[0].alert.title",
            line: 19, containing: "\"}\" is not a placeholder")
        expectSingleError(
            ruleErrors(alertSpec(#"{ "title": " " }"#)), path: "flows[0].routes[0].alert.title", line: 19,
            containing: "an alert needs a title that says something")
    }

    @Test func anAlertHasOneCancelActionAtMostAndAtLeastOneAction() {
        let twoCancels =
            #"{ "title": "Sure?", "actions": [{ "title": "No", "role": "cancel" }, { "title": "Never", "role": "cancel" }] }"#
        expectSingleError(
            ruleErrors(alertSpec(twoCancels)), path: "flows[0].routes[0].alert.actions[1].role", line: 19,
            containing: "a second cancel action")
        expectSingleError(
            ruleErrors(alertSpec(#"{ "title": "Sure?", "actions": [] }"#, kind: "confirmationDialog")),
            path: "flows[0].routes[0].confirmationDialog.actions", line: 19,
            containing: "a confirmation dialog needs at least one action")
        expectSingleError(
            ruleErrors(alertSpec(#"{ "title": "Sure?", "actions": [{ "title": "No", "role": "cancle" }] }"#)),
            path: "flows[0].routes[0].alert.actions[0].role", line: 19,
            containing:
                "unknown role \"cancle\"; expected one of \"cancel\", \"destructive\" (did you mean \"cancel\"?)")
    }

    @Test func anActionsEventIsFilledFromTheShowingEventsPayload() {
        expectSingleError(
            ruleErrors(alertSpec(#"{ "title": "Sure?", "actions": [{ "title": "Remove", "sends": "removed" }] }"#)),
            path: "flows[0].routes[0].alert.actions[0].sends", line: 19,
            containing:
                "event \"removed\", which the action sends, needs \"id: Int\", which the payload of event \"itemSelected\" does not supply"
        )
        expectSingleError(
            ruleErrors(alertSpec(#"{ "title": "Sure?", "actions": [{ "title": "Delete", "sends": "delted" }] }"#)),
            path: "flows[0].routes[0].alert.actions[0].sends", line: 19,
            containing: "unknown event \"delted\" (did you mean \"deleted\"?)")
    }
}
