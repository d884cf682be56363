import Testing

@testable import TrellisCore

@Suite struct FlowValidationTests {
    func flows(_ routes: String, params: String = "", extra: String = "") -> String {
        #"{ "name": "Main", "start": "ItemList"\#(params), "routes": [\#(routes)] }\#(extra)"#
    }

    let baseRoutes = #"{ "on": "itemSelected", "push": "ItemDetail" }, { "on": "closed", "pop": true }"#

    @Test func theStartScreenMustBeKnownAndGetItsParamsFromTheFlow() {
        expectSingleError(
            diagnose(
                spec(
                    flows:
                        #"{ "name": "Main", "start": "ItemLst", "routes": [{ "on": "itemSelected", "push": "ItemDetail" }, { "on": "closed", "pop": true }] }"#
                )),
            path: "flows[0].start", line: 19, containing: "unknown screen \"ItemLst\" (did you mean \"ItemList\"?)")
        expectSingleError(
            diagnose(
                spec(
                    flows:
                        #"{ "name": "Main", "start": "ItemDetail", "routes": [{ "on": "itemSelected", "push": "ItemList" }, { "on": "closed", "pop": true }] }"#
                )),
            path: "flows[0].start", line: 19,
            containing:
                "start screen \"ItemDetail\" needs \"item: Item\", which the params of flow \"Main\" does not supply")
        expectSingleError(
            diagnose(spec(flows: #"{ "name": "Main", "routes": [] }"#)), path: "flows[0].start", line: 19,
            containing: "a flow (or \"tabs\", for a tab bar) needs \"start\"")
    }

    @Test func routesNeedExactlyOneOperation() {
        expectSingleError(
            diagnose(spec(flows: flows(#"{ "on": "itemSelected" }, { "on": "closed", "pop": true }"#))),
            path: "flows[0].routes[0]", line: 19,
            containing: "a route needs one operation")
        expectSingleError(
            diagnose(
                spec(
                    flows: flows(
                        #"{ "on": "itemSelected", "push": "ItemDetail", "present": "ItemDetail" }, { "on": "closed", "pop": true }"#
                    ))),
            path: "flows[0].routes[0].present", line: 19,
            containing: "exactly one operation, found \"push\" and \"present\"")
        expectSingleError(
            diagnose(
                spec(flows: flows(#"{ "on": "itemSelected", "push": "ItemDetail" }, { "on": "closed", "pop": false }"#))
            ),
            path: "flows[0].routes[1].pop", line: 19, containing: "\"pop\" takes true")
        expectSingleError(
            diagnose(
                spec(flows: flows(#"{ "on": "itemSelected", "psuh": "ItemDetail" }, { "on": "closed", "pop": true }"#))),
            path: "flows[0].routes[0].psuh", line: 19, containing: "(did you mean \"push\"?)")
    }

    @Test func aChildFlowSaysWhereItShowsOnlyOnAStart() {
        let pushed =
            #"{ "on": "itemSelected", "push": "ItemDetail", "presentation": "inPlace" }, { "on": "closed", "pop": true }"#
        expectSingleError(
            diagnose(spec(flows: flows(pushed))), path: "flows[0].routes[0].presentation", line: 19,
            containing: "a \"push\" route takes none")
        let inner = #", { "name": "Inner", "start": "ItemList", "routes": [] }"#
        let modal =
            #"{ "on": "itemSelected", "start": "Inner", "presentation": "modal" }, { "on": "closed", "pop": true }"#
        #expect(!diagnose(spec(flows: flows(modal, extra: inner))).contains { $0.severity == .error })
        let pushedChild = modal.replacingOccurrences(of: #""modal""#, with: #""push""#)
        #expect(!diagnose(spec(flows: flows(pushedChild, extra: inner))).contains { $0.severity == .error })
        let typo = modal.replacingOccurrences(of: #""modal""#, with: #""inplace""#)
        expectSingleError(
            diagnose(spec(flows: flows(typo, extra: inner))), path: "flows[0].routes[0].presentation", line: 19,
            containing: "(did you mean \"inPlace\"?)")
        let inPlace = modal.replacingOccurrences(of: #""modal""#, with: #""inPlace""#)
        #expect(!diagnose(spec(flows: flows(inPlace, extra: inner))).contains { $0.severity == .error })
    }

    /// "A `present`, and a `start` with `"presentation": "modal"`, may say how the modal stack
    /// shows": each key elsewhere, a full-screen cover with heights or a swipe down, an unknown or
    /// repeated height, is an error at its path.
    @Test func onlyAModalStackHasAStyleAndAFullScreenOneHasNoHeightsNorSwipeDown() {
        let presented = #"{ "on": "itemSelected", "present": "ItemDetail", "#
        let closed = #" }, { "on": "closed", "dismiss": true }"#
        func diagnosed(_ style: String, extra: String = "", first: String? = nil) -> [Diagnostic] {
            diagnose(spec(flows: flows((first ?? presented) + style + closed, extra: extra)))
        }
        #expect(!diagnosed(#""style": "fullScreen", "interactiveDismiss": false"#).contains { $0.severity == .error })
        #expect(
            !diagnosed(#""detents": ["medium", "large"], "interactiveDismiss": false"#).contains {
                $0.severity == .error
            })
        expectSingleError(
            diagnosed(#""style": "fullScreen", "detents": ["medium"]"#), path: "flows[0].routes[0].detents", line: 19,
            containing: "a full-screen cover has no heights")
        expectSingleError(
            diagnosed(#""style": "fullScreen", "interactiveDismiss": true"#),
            path: "flows[0].routes[0].interactiveDismiss", line: 19, containing: "a full-screen cover has no swipe down"
        )
        expectSingleError(
            diagnosed(#""style": "fullscreen""#), path: "flows[0].routes[0].style", line: 19,
            containing: "(did you mean \"fullScreen\"?)")
        expectSingleError(
            diagnosed(#""detents": ["medium", "medium"]"#), path: "flows[0].routes[0].detents[1]", line: 19,
            containing: "height \"medium\" given twice")
        expectSingleError(
            diagnosed(#""detents": []"#), path: "flows[0].routes[0].detents", line: 19,
            containing: "needs at least one height")
        expectSingleError(
            diagnosed(#""detents": ["half"]"#), path: "flows[0].routes[0].detents[0]", line: 19,
            containing: "unknown detent \"half\"")
        expectSingleError(
            diagnosed(#""style": "sheet""#, first: #"{ "on": "itemSelected", "push": "ItemDetail", "#),
            path: "flows[0].routes[0].style", line: 19, containing: "a \"push\" route opens none")
        let inner = #", { "name": "Inner", "start": "ItemList", "routes": [] }"#
        let started = #"{ "on": "itemSelected", "start": "Inner", "#
        expectSingleError(
            diagnosed(#""presentation": "push", "interactiveDismiss": false"#, extra: inner, first: started),
            path: "flows[0].routes[0].interactiveDismiss", line: 19,
            containing: "a child flow started pushed opens none")
        #expect(
            !diagnosed(#""presentation": "modal", "style": "fullScreen""#, extra: inner, first: started)
                .contains { $0.severity == .error })
    }

    /// Keys the spec format has and this version does not generate yet are refused as such, not
    /// as unknown keys with a misspelling to suggest.
    @Test func aKeyOfTheFormatNotGeneratedYetSaysSo() {
        let withLinks = spec().replacing(#""module": "Shop","#, with: #""module": "Shop", "links": [],"#)
        expectSingleError(
            diagnose(withLinks), path: "links", line: 3,
            containing: "\"links\" (links and restored navigation) is in the spec format, but this version of Trellis")
        #expect(!diagnose(withLinks).contains { $0.message.contains("did you mean") })
    }

    /// A child flow pushed or presented keeps its parent's screens beneath its own: its replace
    /// makes the screen the only one of its own, the parent's staying beneath. A child of its own
    /// started in place is refused where it is written (where its own closes go is undecided).
    @Test func aChildShownOverItsParentReplacesButStartsNoChildInPlace() {
        let modal =
            #"{ "on": "itemSelected", "start": "Inner", "presentation": "modal" }, { "on": "closed", "pop": true }"#
        let replacing =
            #", { "name": "Inner", "start": "ItemList", "routes": [{ "on": "closed", "replace": "ItemList" }] }"#
        #expect(!diagnose(spec(flows: flows(modal, extra: replacing))).contains { $0.severity == .error })
        let startingInPlace =
            #", { "name": "Inner", "start": "ItemList", "routes": [{ "on": "closed", "start": "Inner" }] }"#
        expectSingleError(
            diagnose(spec(flows: flows(modal, extra: startingInPlace))), path: "flows[1].routes[0]", line: 19,
            containing: "started with \"presentation\": \"modal\" (at 19:")
        expectSingleError(
            diagnose(spec(flows: flows(modal, extra: startingInPlace))), path: "flows[1].routes[0]", line: 19,
            containing: "does not generate a \"start\" in place in such a flow")
    }

    @Test func oneRoutePerEventInAFlow() {
        expectSingleError(
            diagnose(spec(flows: flows(baseRoutes + #", { "on": "closed", "dismiss": true }"#))),
            path: "flows[0].routes[2].on",
            line: 19, containing: "flow \"Main\" already routes event \"closed\"")
    }

    @Test func routeTargetsMustBeKnown() {
        expectSingleError(
            diagnose(
                spec(flows: flows(#"{ "on": "itemSelectd", "push": "ItemDetail" }, { "on": "closed", "pop": true }"#))),
            path: "flows[0].routes[0].on", line: 19,
            containing: "unknown event \"itemSelectd\" (did you mean \"itemSelected\"?)")
        expectSingleError(
            diagnose(
                spec(
                    flows: flows(
                        #"{ "on": "itemSelected", "present": "ItemDetial" }, { "on": "closed", "dismiss": true }"#))),
            path: "flows[0].routes[0].present", line: 19,
            containing: "unknown screen \"ItemDetial\" (did you mean \"ItemDetail\"?)")
        expectSingleError(
            diagnose(
                spec(
                    flows: flows(
                        #"{ "on": "itemSelected", "start": "Detial" }, { "on": "closed", "pop": true }"#,
                        extra: #", { "name": "Detail", "start": "ItemList" }"#))),
            path: "flows[0].routes[0].start", line: 19, containing: "unknown flow \"Detial\" (did you mean \"Detail\"?)"
        )
    }

    @Test func aShownScreenGetsItsParamsFromThePayloadElseTheFlow() {
        let noPayload = spec(
            events: #""itemSelected(item: Item)", "closed", "opened""#,
            flows: flows(
                #"{ "on": "itemSelected", "replace": "ItemList" }, { "on": "opened", "push": "ItemDetail" }, { "on": "closed", "pop": true }"#
            ))
        let errors = diagnose(noPayload).filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.path == "flows[0].routes[1].push")
        #expect(
            errors.first?.message
                == "screen \"ItemDetail\" needs \"item: Item\", which neither the payload of event \"opened\" nor the params of flow \"Main\" supplies"
        )
        let fromFlow = spec(
            events: #""itemSelected(item: Item)", "closed", "opened""#,
            flows: flows(
                #"{ "on": "opened", "push": "ItemDetail" }, { "on": "closed", "pop": true }"#,
                params: #", "params": ["item: Item"]"#))
        #expect(diagnose(fromFlow).filter { $0.severity == .error }.isEmpty)
        let wrongType = spec(
            events: #""itemSelected(item: String)", "closed""#,
            screens: """
                { "name": "ItemList", "dependencies": ["ItemRepository"], "state": ["items: [Item]"],
                      "actions": [{ "name": "select", "params": ["item: String"], "emits": "itemSelected" }], "emits": ["itemSelected"] },
                    { "name": "ItemDetail", "params": ["item: Item"], "actions": [{ "name": "close", "emits": "closed" }], "emits": ["closed"] }
                """)
        expectSingleError(
            diagnose(wrongType), path: "flows[0].routes[0].push", line: 19,
            containing:
                "screen \"ItemDetail\" needs \"item: Item\", but the payload of event \"itemSelected\" has \"item: String\""
        )
    }

    @Test func aStartedFlowGetsItsParamsFromThePayloadElseTheParentFlow() {
        let child =
            #", { "name": "Detail", "params": ["item: Item"], "start": "ItemDetail", "routes": [{ "on": "closed", "finish": true }] }"#
        #expect(
            diagnose(spec(flows: flows(#"{ "on": "itemSelected", "start": "Detail" }"#, extra: child))).filter {
                $0.severity == .error
            }.isEmpty)
        let missing = spec(
            events: #""itemSelected(item: Item)", "closed", "opened""#,
            flows: flows(
                #"{ "on": "itemSelected", "start": "Detail" }, { "on": "opened", "start": "Detail" }"#, extra: child))
        expectSingleError(
            diagnose(missing), path: "flows[0].routes[1].start", line: 19,
            containing:
                "flow \"Detail\" needs \"item: Item\", which neither the payload of event \"opened\" nor the params of flow \"Main\" supplies"
        )
    }

    @Test func finishingTheRootFlowIsAWarning() {
        let diagnostics = diagnose(
            spec(flows: flows(#"{ "on": "itemSelected", "push": "ItemDetail" }, { "on": "closed", "finish": true }"#)))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.path == "flows[0].routes[1]")
        #expect(diagnostics.first?.message.contains("root flow") == true)
    }

    @Test func reportsEveryProblemInOneRun() {
        let broken = spec(
            models: #"{ "name": "Item", "fields": ["id: Strng", "title: String"] }"#,
            flows: flows(#"{ "on": "itemSelectd", "push": "ItemDetail" }, { "on": "closed", "push": "Nowhere" }"#))
        let errors = diagnose(broken).filter { $0.severity == .error }
        #expect(errors.map(\.path) == ["models[0].fields[0]", "flows[0].routes[0].on", "flows[0].routes[1].push"])
    }

    /// A pop closes only a screen that sent its event: a route on an event no screen of the flow
    /// sends (it can only come from outside) would never navigate, and says so.
    @Test func aCloseOnAnEventNoScreenSendsIsAWarning() {
        let diagnostics = diagnose(
            spec(
                events: #""itemSelected(item: Item)", "closed", "refreshed""#,
                flows: flows(baseRoutes + #", { "on": "refreshed", "dismiss": true }"#)))
        let warnings = diagnostics.filter { $0.severity == .warning }.map(\.message)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        #expect(
            warnings == [
                "this dismiss never closes anything: a dismiss closes only a screen that sent \"refreshed\", and no screen of flow \"Main\" sends it (nor does a child flow it starts hand it on)"
            ])
    }
}
