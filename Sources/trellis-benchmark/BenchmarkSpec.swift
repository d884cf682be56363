/// A spec of `flows` × 10 screens, Koober-like in its mix: each screen has state, a user action
/// and an emitting one; each flow pushes its ten screens in turn; flows form a tree of four
/// children each, started with a param (so each has a scope) and finishing back to their parent.
enum BenchmarkSpec {
    static let screensPerFlow = 10
    static let childrenPerFlow = 4

    static func json(flows: Int, variant: Int = 0) -> String {
        var events: [String] = []
        var screens: [String] = []
        var flowEntries: [String] = []
        for flow in 0..<flows {
            let children = (1...childrenPerFlow).map { flow * childrenPerFlow + $0 }.filter { $0 < flows }
            var routes: [String] = []
            for screen in 0..<screensPerFlow {
                let name = "F\(flow)S\(screen)"
                var actions = [#"{ "name": "refresh", "async": true }"#]
                var emits: [String] = []
                if screen < screensPerFlow - 1 {
                    let event = "f\(flow)s\(screen)Opened"
                    events.append(#""\#(event)(item: Item)""#)
                    actions.append(#"{ "name": "open", "params": ["item: Item"], "emits": "\#(event)" }"#)
                    emits.append(event)
                    routes.append(#"{ "on": "\#(event)", "push": "F\#(flow)S\#(screen + 1)" }"#)
                } else {
                    if flow > 0 {
                        events.append(#""f\#(flow)Done""#)
                        actions.append(#"{ "name": "finish", "emits": "f\#(flow)Done" }"#)
                        emits.append("f\(flow)Done")
                        routes.append(#"{ "on": "f\#(flow)Done", "finish": true }"#)
                    }
                    for child in children {
                        events.append(#""start\#(child)(item: Item)""#)
                        actions.append(
                            #"{ "name": "start\#(child)", "params": ["item: Item"], "emits": "start\#(child)" }"#)
                        emits.append("start\(child)")
                        routes.append(#"{ "on": "start\#(child)", "start": "Flow\#(child)" }"#)
                        routes.append(#"{ "on": "f\#(child)Done", "pop": true }"#)
                    }
                }
                // The variant changes one screen, as a user's edit would.
                let extra = variant != 0 && flow == 0 && screen == 0 ? #", "isEdited: Bool""# : ""
                let params = screen == 0 ? "" : #""params": ["item: Item"], "#
                let emitsList = emits.map { #""\#($0)""# }.joined(separator: ", ")
                screens.append(
                    #"{ "name": "\#(name)", \#(params)"dependencies": ["ItemRepository"], "#
                        + #""state": ["items: [Item]", "isLoading: Bool"\#(extra)], "#
                        + #""actions": [\#(actions.joined(separator: ", "))], "emits": [\#(emitsList)] }"#)
            }
            let params = flow == 0 ? "" : #""params": ["item: Item"], "#
            flowEntries.append(
                #"{ "name": "Flow\#(flow)", \#(params)"start": "F\#(flow)S0", "routes": [\#(routes.joined(separator: ", "))] }"#
            )
        }
        return """
            {
              "specVersion": 1,
              "module": "Bench",
              "models": [{ "name": "Item", "fields": ["id: String", "title: String", "price: Decimal"] }],
              "repositories": [{ "name": "ItemRepository", "methods": ["loadItems() -> [Item]"] }],
              "events": [\(events.joined(separator: ",\n    "))],
              "screens": [\(screens.joined(separator: ",\n    "))],
              "flows": [\(flowEntries.joined(separator: ",\n    "))]
            }
            """
    }
}
