import Testing

@testable import TrellisCore

/// The event-driven architecture on small specs: event enums, the router's tables, and where
/// the user's code goes.
@Suite struct EventDrivenFeatureTests {
    @Test func groupsMakeOneEnumEachAndTheRouterTakesEvery() throws {
        let feature = try GeneratedFeature(
            spec(
                events: #"""
                    { "name": "itemSelected", "params": ["item: Item"], "group": "Item" },
                    { "name": "closed", "group": "Item" }, "refreshed"
                    """#), .eventDriven)
        let items = try feature.file("Sources/Events/ItemEvent.swift")
        #expect(items.contains("public nonisolated enum ItemEvent: Equatable, Sendable {"))
        #expect(items.contains("    case itemSelected(item: Item)\n"))
        #expect(items.contains("    case closed\n"))
        let rest = try feature.file("Sources/Events/ShopEvent.swift")
        #expect(rest.contains("    case refreshed\n"))
        let router = try feature.file("Sources/Router/ShopEventRouter.swift")
        #expect(
            router.contains(
                "public nonisolated enum ShopRoutedEvent: Equatable, Sendable {\n    case shop(ShopEvent)\n    case item(ItemEvent)\n}"
            ))
        #expect(router.contains("    public func route(_ event: ItemEvent) {\n"))
        #expect(router.contains("    public func route(_ event: ShopEvent, toFlowAt level: Int) {\n"))
    }

    @Test func withoutGroupsTheOneEnumIsWhatTheRouterTakes() throws {
        let feature = try GeneratedFeature(spec(), .eventDriven)
        let router = try feature.file("Sources/Router/ShopEventRouter.swift")
        #expect(router.contains("public typealias ShopRoutedEvent = ShopEvent\n"))
        #expect(feature.files["Sources/Events/ItemEvent.swift"] == nil)
    }

    @Test func aScreenReactsToWhatItHandlesAndAnEmbeddedScreensEventsReachItFirst() throws {
        let feature = try GeneratedFeature(shopSpec, .eventDriven)
        let tables = try feature.file("Sources/Router/ShopEventRouter+Delivery.swift")
        #expect(
            tables.contains(
                "        case (.home, .optionChosen(let id)):\n            store.home[key.showing]?.optionChosen(id: id)\n"
            ))
        // The walk of the generated tests keeps the spec's embedding itself.
        let walk = try feature.file("Tests/Support/RouterWalk.swift")
        #expect(walk.contains("    case .home: [.picker]\n"))
        // Each embedded screen is a showing of its own, which its parent's key leads to.
        #expect(tables.contains("            store.picker[embed(.picker, in: key)] = "))
        // The reaction is the user's, on the state.
        let logic = try feature.file("Sources/Screens/Home/Home+Logic.swift")
        #expect(logic.contains("extension HomeState {\n"))
        #expect(logic.contains("    mutating func optionChosen(id: String) {\n"))
    }

    @Test func routesBindOnlyWhatTheyUseAndAFinishHandsTheEventOn() throws {
        let feature = try GeneratedFeature(shopSpec, .eventDriven)
        let tables = try feature.file("Sources/Router/ShopEventRouter+Delivery.swift")
        #expect(
            tables.contains(
                "        case (.main, .checkoutRequested(let total)):\n            startFlow(.paying(total: total), at: _level)\n"
            ))
        #expect(tables.contains("        case .paying(let total): .payment(total: total)\n"))
        #expect(
            tables.contains(
                "        case (.paying, .paid):\n            finishFlow(at: _level)\n            return .finished\n"))
    }

    @Test func theRouterTellsHandlingScreensBeforeItNavigates() throws {
        let feature = try GeneratedFeature(shopSpec, .eventDriven)
        let router = try feature.file("Sources/Router/ShopEventRouter.swift")
        let tell = try #require(
            router.range(of: "let handled = told.map { $0[level] } ?? tellScreens(at: level, event)"))
        let publish = try #require(router.range(of: "publish()", range: tell.upperBound..<router.endIndex))
        let route = try #require(router.range(of: "runRoute(for: event, at: level, sentBy: sender)"))
        #expect(tell.upperBound < publish.lowerBound && publish.upperBound < route.lowerBound)
    }

    @Test func anActionWithoutEmitsIsTheUsersAndAnEmittingOneIsGeneratedAfterItsHook() throws {
        let feature = try GeneratedFeature(
            spec(
                screens: #"""
                    { "name": "ItemList", "dependencies": ["ItemRepository"], "state": ["items: [Item]"],
                      "actions": [{ "name": "load", "async": true }, { "name": "select", "params": ["item: Item"], "emits": "itemSelected" }],
                      "emits": ["itemSelected"] },
                    { "name": "ItemDetail", "params": ["item: Item"], "actions": [{ "name": "close", "emits": "closed" }], "emits": ["closed"] }
                    """#), .eventDriven)
        let builder = try feature.file("Sources/Screens/ItemList/ItemListViewModelBuilder.swift")
        #expect(
            builder.contains(
                "    func select(item: Item) {\n        guard willSelect(item: item) else { return }\n        sendEvent(.itemSelected(item: item))\n    }"
            ))
        #expect(builder.contains("select: { actions.select(item: $0) }"))
        let logic = try feature.file("Sources/Screens/ItemList/ItemList+Logic.swift")
        #expect(logic.contains("    func load() async {\n"))
        #expect(!logic.contains("func select"))
        #expect(logic.contains("    func willSelect(item: Item) -> Bool {\n        true\n    }"))
    }

    /// A screen's actions send only what its `emits` lists: `sendEvent` takes the screen's own
    /// enum, which the container turns into the event the router takes, and a screen that lists
    /// none has no way to send.
    @Test func aScreenSendsOnlyWhatItEmits() throws {
        let feature = try GeneratedFeature(
            spec(
                events: #"""
                    { "name": "itemSelected", "params": ["item: Item"], "group": "Item" },
                    { "name": "closed", "group": "Item" }, "refreshed"
                    """#,
                screens: #"""
                    { "name": "ItemList", "state": ["items: [Item]"],
                      "actions": [{ "name": "select", "params": ["item: Item"], "emits": "itemSelected" }],
                      "emits": ["itemSelected"] },
                    { "name": "ItemDetail", "params": ["item: Item"] }
                    """#,
                flows:
                    #"{ "name": "Main", "start": "ItemList", "routes": [{ "on": "itemSelected", "push": "ItemDetail" }] }"#
            ), .eventDriven)
        let builder = try feature.file("Sources/Screens/ItemList/ItemListViewModelBuilder.swift")
        #expect(builder.contains("nonisolated enum ItemListEmittedEvent: Equatable, Sendable {\n"))
        #expect(builder.contains("    case itemSelected(item: Item)\n"))
        #expect(!builder.contains("case closed"))
        #expect(!builder.contains("case refreshed"))
        #expect(builder.contains("        case .itemSelected(let item): .item(.itemSelected(item: item))\n"))
        #expect(builder.contains("    func sendEvent(_ event: ItemListEmittedEvent) {\n"))
        #expect(builder.components(separatedBy: "func sendEvent(").count == 2, "one way to send, not one per group")
        let container = try feature.file("Sources/ShopDependencyContainer.swift")
        #expect(container.contains("deliverEvent: { deliverEvent($0.routed) }"))

        let silent = try feature.file("Sources/Screens/ItemDetail/ItemDetailViewModelBuilder.swift")
        #expect(!silent.contains("sendEvent"))
        #expect(!silent.contains("deliverEvent"))
    }

    /// A module whose screens react to nothing still keeps what its alert's buttons send (it
    /// once kept it only beside the reactions, and such a module did not build).
    @Test func anAlertInAModuleWithoutReactionsKeepsItsAnswers() throws {
        let feature = try GeneratedFeature(
            spec(
                events: #""itemSelected(item: Item)""#,
                screens: #"""
                    { "name": "ItemList", "dependencies": ["ItemRepository"], "state": ["items: [Item]"],
                      "actions": [{ "name": "select", "params": ["item: Item"], "emits": "itemSelected" }],
                      "emits": ["itemSelected"] }
                    """#,
                flows: #"""
                    { "name": "Main", "start": "ItemList", "routes": [
                      { "on": "itemSelected", "alert": { "title": "Open {item.title}?",
                        "actions": [{ "title": "Again", "sends": "itemSelected" }, { "title": "Cancel", "role": "cancel" }] } }] }
                    """#), .eventDriven)
        let router = try feature.file("Sources/Router/ShopEventRouter.swift")
        #expect(!router.contains("var effects:"), "the spec's screens react to nothing")
        #expect(
            router.contains(
                "    private var alertAnswers: (events: [ShopRoutedEvent?], sender: ScreenKey?) = ([], nil)\n"))
        #expect(router.contains("        alertAnswers = (answers, sender)\n"))
    }

    /// A child flow that finishes on an event its parent does not route is still sent the
    /// event's payload in the test that it leaves no screen behind (it once was sent none, and
    /// the generated tests did not build; the fuzzer found it).
    @Test func aChildFinishingOnAnEventItsParentDoesNotRouteIsSentItsPayload() throws {
        let feature = try GeneratedFeature(
            spec(
                events: #""opened", "picked(item: Item)""#,
                screens: #"""
                    { "name": "ItemList", "actions": [{ "name": "open", "emits": "opened" }], "emits": ["opened"] },
                    { "name": "Pick", "actions": [{ "name": "pick", "params": ["item: Item"], "emits": "picked" }],
                      "emits": ["picked"] }
                    """#,
                flows: #"""
                    { "name": "Main", "start": "ItemList", "routes": [{ "on": "opened", "start": "Picking" }] },
                    { "name": "Picking", "start": "Pick", "routes": [{ "on": "picked", "finish": true }] }
                    """#), .eventDriven)
        let tests = try feature.file("Tests/Flows/MainFlowTests.swift")
        #expect(tests.contains("        router.route(.picked(item: item))\n"))
        #expect(tests.contains("        let item = Item("))
    }
}
