import Foundation
import Testing

@testable import TrellisCore

/// `trellis graph`: the navigation a spec describes, as Mermaid and DOT.
@Suite struct NavigationGraphTests {
    func koober() throws -> ValidatedSpec {
        try #require(
            Pipeline.validate(Array(try Data(contentsOf: kooberSpecFile)), fileName: "Koober.json").spec)
    }

    @Test func everyRouteIsAnEdgeLabelledWithItsEventAndOperation() throws {
        let spec = try koober()
        let mermaid = NavigationGraph(spec).mermaid()
        for flow in spec.spec.flows {
            #expect(mermaid.contains("subgraph flow_\(flow.name.value)["))
            for route in flow.routes {
                let label = "\"\(route.on.value): \(route.operation?.keyword ?? "")\""
                #expect(mermaid.contains(label), "no edge for \(flow.name.value)'s \(label)")
            }
        }
        // A child flow started from a screen, finishing back to the flow that started it, and an
        // embedded screen.
        #expect(mermaid.contains("    Main_Launch -- \"signedIn: start\" --> flow_SignedIn\n"))
        #expect(mermaid.contains("    flow_SignedIn -. \"signedOut: finish\" .-> flow_Main\n"))
        #expect(mermaid.contains("    SignedIn_PickMeUp -. embeds .-> SignedIn_RideOptionPicker\n"))
        #expect(mermaid.contains("    Onboarding_Welcome -- \"signInRequested: push\" --> Onboarding_SignIn\n"))
    }

    /// A tab bar starts each tab's flow (an edge per tab, its title quoted), a select goes to the
    /// tab's flow (both drawn though this version does not generate them in the spec's
    /// architecture), and an alert is drawn over its sender with its title.
    @Test func tabsSelectsAndAlertsAreDrawn() throws {
        let json = """
            {
              "specVersion": 1, "module": "Clinic", "architecture": "mvvm", "events": ["paid", "deleteRequested(name: String)"],
              "screens": [{ "name": "Rides", "emits": ["paid", "deleteRequested"] }, { "name": "Account" }],
              "flows": [
                { "name": "Main", "tabs": [{ "flow": "RidesFlow", "title": "Rides" }, { "flow": "AccountFlow", "title": "My \\"Account\\"" }],
                  "routes": [{ "on": "paid", "select": "AccountFlow" }] },
                { "name": "RidesFlow", "start": "Rides", "routes": [{ "on": "deleteRequested", "alert": { "title": "Delete {name}?" } }] },
                { "name": "AccountFlow", "start": "Account" }
              ]
            }
            """
        let loaded = Pipeline.validate(Array(json.utf8), fileName: "Clinic.json")
        #expect(loaded.spec == nil)
        let mermaid = NavigationGraph(try #require(loaded.checkedSpec, "\(loaded.diagnostics)")).mermaid()
        #expect(mermaid.contains("    flow_Main -- \"tab #quot;Rides#quot;\" --> flow_RidesFlow\n"), "\(mermaid)")
        #expect(mermaid.contains("    flow_Main -- \"tab #quot;My #quot;Account#quot;#quot;\" --> flow_AccountFlow\n"))
        #expect(mermaid.contains("    flow_Main -- \"paid: select\" --> flow_AccountFlow\n"))
        #expect(
            mermaid.contains(
                "    RidesFlow_Rides -- \"deleteRequested: alert #quot;Delete {name}?#quot;\" --> RidesFlow_Rides\n"))
    }

    /// A child flow pushed or presented over its parent's screens says so on its edge.
    @Test func aChildShownOverItsParentIsMarkedOnItsEdge() throws {
        let spec = try String(contentsOf: kooberSpecFile, encoding: .utf8).replacingOccurrences(
            of: #""on": "notSignedIn", "start": "Onboarding""#,
            with: #""on": "notSignedIn", "start": "Onboarding", "presentation": "modal""#)
        let loaded = try #require(Pipeline.validate(Array(spec.utf8), fileName: "Koober.json").spec)
        let mermaid = NavigationGraph(loaded).mermaid()
        #expect(mermaid.contains("    Main_Launch -- \"notSignedIn: start (modal)\" --> flow_Onboarding\n"))
        #expect(mermaid.contains("    flow_Main -- \"signedOut: start\" --> flow_Onboarding\n"))
    }

    /// A modal stack's style shows on the edge that presents it.
    @Test func aModalStacksStyleIsNotedOnItsEdge() throws {
        let spec = try String(contentsOf: kooberSpecFile, encoding: .utf8)
            .replacingOccurrences(
                of: #""on": "notSignedIn", "start": "Onboarding""#,
                with: #""on": "notSignedIn", "start": "Onboarding", "presentation": "modal", "style": "fullScreen""#
            )
            .replacingOccurrences(
                of: #""present": "Profile""#,
                with: #""present": "Profile", "detents": ["medium", "large"], "interactiveDismiss": false"#)
        let loaded = try #require(Pipeline.validate(Array(spec.utf8), fileName: "Koober.json").spec)
        let mermaid = NavigationGraph(loaded).mermaid()
        #expect(mermaid.contains("\"notSignedIn: start (modal, full screen)\" --> flow_Onboarding\n"))
        #expect(mermaid.contains("\"profileRequested: present (medium/large, no swipe down)\" --> SignedIn_Profile\n"))
    }

    @Test func dotDrawsFlowsAsClustersAndEdgesToFlowsAtTheirEdge() throws {
        let dot = NavigationGraph(try koober()).dot()
        #expect(dot.hasPrefix("digraph \"Koober\" {\n    compound=true;\n"))
        #expect(dot.contains("    subgraph \"cluster_SignedIn\" {\n        label=\"SignedIn flow\";\n"))
        #expect(
            dot.contains(
                "    \"Main.Launch\" -> \"SignedIn.GettingUsersLocation\" [label=\"signedIn: start\", lhead=\"cluster_SignedIn\"];\n"
            ))
        #expect(dot.hasSuffix("}\n"))
    }

    @Test func aScreenNoFlowShowsStandsApart() throws {
        let loaded = Pipeline.validate(
            Array(
                spec(
                    screens: #"{ "name": "ItemList" }, { "name": "Orphan" }"#,
                    flows: #"{ "name": "Main", "start": "ItemList" }"#
                ).utf8),
            fileName: "S.json")
        let graph = NavigationGraph(try #require(loaded.spec))
        #expect(graph.mermaid().contains("    screen_Orphan[\"Orphan (not shown)\"]\n"))
        #expect(graph.dot().contains("\"Orphan\" [label=\"Orphan (not shown)\", style=dashed];"))
    }

    @Test func theSameSpecDrawsTheSameText() throws {
        let spec = try koober()
        #expect(NavigationGraph(spec).mermaid() == NavigationGraph(spec).mermaid())
        #expect(NavigationGraph(spec).dot() == NavigationGraph(spec).dot())
    }

    /// The architectures article shows Koober's diagram; it must be the one `trellis graph`
    /// draws today.
    @Test func theArchitecturesArticleShowsKoobersDiagramAsDrawnNow() throws {
        let article = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Sources/TrellisCore/TrellisCore.docc/Architectures.md"),
            encoding: .utf8)
        let expected = "```mermaid\n" + NavigationGraph(try koober()).mermaid() + "```\n"
        #expect(
            article.contains(expected),
            "Architectures.md's Koober diagram is out of date: paste the output of `swift run trellis graph GeneratedExample/Koober.json`"
        )
    }
}
