import Foundation
import Testing

@testable import TrellisCore

/// What a flow's generated tests walk through and check: journeys worked out from the spec,
/// child flows released when they finish, scopes that live with their flow.
@Suite struct JourneyAndLifetimeFeatureTests {
    @Test(arguments: navigatingArchitectures)
    func aJourneyFollowsAChildFlowToItsFinishWithoutRepeatingTheEventItHandsBack(_ architecture: Architecture)
        throws
    {
        let feature = try GeneratedFeature(shopSpec, architecture)
        let journey = try #require(try feature.flowContext("Main")["journey"] as? [String: Any])
        let steps = try #require(journey["steps"] as? [[String: Any]])
        #expect(steps.map { $0["label"] as? String } == ["checkoutRequested", "paid"])
        let childType = architecture == .mvvm ? "PayingViewModel" : "PayingCoordinator"
        // Paying runs, showing its Payment over Main's Home.
        #expect(steps.first?["runningChild"] as? String == childType)
        #expect(names(steps.first?["stack"]) == ["Home"])
        // Paying's Payment sends `paid`: Paying finishes and Main presents the Receipt.
        #expect(steps.last?["child"] is [String: Any], "the second step is sent to the running child")
        #expect(steps.last?["runningChild"] is NSNull)
        if architecture == .mvvm {
            // The flow's own state is what shows.
            #expect(modalStacks(steps.last?["modals"]) == [["Receipt"]])
        } else {
            // The navigator shows the child's screens while it runs.
            #expect(names(steps.first?["shownStack"]) == ["Payment"])
            #expect(names(steps.last?["shownStack"]) == ["Home"])
            #expect(modalStacks(steps.last?["shownModals"]) == [["Receipt"]])
        }
    }

    /// A child pushed shows its screens on its parent's stack, one presented in a modal stack of
    /// its own; when it finishes, the parent's screens are as they were (as the navigator shows
    /// them: mvvm-c).
    @Test(arguments: [Architecture.mvvmC])
    func aJourneyShowsAChildPushedOrPresentedOverItsParent(_ architecture: Architecture) throws {
        for (presentation, stack, modals) in [
            ("push", ["Home", "Payment"], [[String]]()), ("modal", ["Home"], [["Payment"]]),
        ] {
            let spec = shopSpec.replacingOccurrences(
                of: #""start": "Paying" }"#, with: #""start": "Paying", "presentation": "\#(presentation)" }"#)
            let journey = try #require(
                try GeneratedFeature(spec, architecture).flowContext("Main")["journey"] as? [String: Any])
            let steps = try #require(journey["steps"] as? [[String: Any]])
            #expect(names(steps.first?["shownStack"]) == stack, "\(presentation)")
            #expect(modalStacks(steps.first?["shownModals"]) == modals, "\(presentation)")
            #expect(names(steps.last?["shownStack"]) == ["Home"], "\(presentation)")
            #expect(modalStacks(steps.last?["shownModals"]) == [["Receipt"]], "\(presentation)")
        }
    }

    /// The issue's compose sheet: a push from a presented screen goes onto its modal stack, a pop
    /// goes back within it, and the dismiss closes it, as the journey's test then checks.
    @Test(arguments: navigatingArchitectures)
    func aJourneyPushesOntoTheModalStackOfAPresentedScreen(_ architecture: Architecture) throws {
        let spec = """
            {
              "specVersion": 1,
              "module": "Mail",
              "events": ["composeRequested", "contactPickerRequested", "contactPicked", "composeDone"],
              "screens": [
                { "name": "Inbox", "actions": [{ "name": "compose", "emits": "composeRequested" }],
                  "emits": ["composeRequested"] },
                { "name": "Compose",
                  "actions": [{ "name": "addContact", "emits": "contactPickerRequested" },
                              { "name": "send", "emits": "composeDone" }],
                  "emits": ["contactPickerRequested", "composeDone"] },
                { "name": "ContactPicker", "actions": [{ "name": "pick", "emits": "contactPicked" }],
                  "emits": ["contactPicked"] }
              ],
              "flows": [
                { "name": "Main", "start": "Inbox",
                  "routes": [
                    { "on": "composeRequested", "present": "Compose" },
                    { "on": "contactPickerRequested", "push": "ContactPicker" },
                    { "on": "contactPicked", "pop": true },
                    { "on": "composeDone", "dismiss": true }
                  ] }
              ]
            }
            """
        let journey = try #require(
            try GeneratedFeature(spec, architecture).flowContext("Main")["journey"] as? [String: Any])
        let steps = try #require(journey["steps"] as? [[String: Any]])
        #expect(
            steps.map { $0["label"] as? String } == [
                "composeRequested", "contactPickerRequested", "contactPicked", "composeDone",
            ])
        #expect(
            steps.map { names($0["stack"]) } == Array(repeating: ["Inbox"], count: 4), "a push landed under the sheet")
        #expect(
            steps.map(modalStacksShown) == [
                [["Compose"]], [["Compose", "ContactPicker"]], [["Compose"]], [],
            ])
        #expect(steps.allSatisfy { $0["tap"] is [String: Any] }, "each step is a tap on the screen on top")
    }

    /// A spec may list a dismiss before the present that opens what it closes: the journey
    /// presents first, so its test checks that the dismiss closes the screen.
    @Test(arguments: navigatingArchitectures)
    func aJourneyClosesWhatItOpenedWhateverTheSpecsOrder(_ architecture: Architecture) throws {
        let spec = """
            {
              "specVersion": 1,
              "module": "Order",
              "events": ["opened", "closed"],
              "screens": [
                { "name": "Home", "actions": [{ "name": "open", "emits": "opened" }], "emits": ["opened"] },
                { "name": "Sheet", "actions": [{ "name": "close", "emits": "closed" }], "emits": ["closed"] }
              ],
              "flows": [
                { "name": "Main", "start": "Home",
                  "routes": [{ "on": "closed", "dismiss": true }, { "on": "opened", "present": "Sheet" }] }
              ]
            }
            """
        let journey = try #require(
            try GeneratedFeature(spec, architecture).flowContext("Main")["journey"] as? [String: Any])
        let steps = try #require(journey["steps"] as? [[String: Any]])
        #expect(steps.map { $0["label"] as? String } == ["opened", "closed"])
        #expect(modalStacksShown(steps.first) == [["Sheet"]])
        #expect(modalStacksShown(steps.last) == [], "the dismiss closed the Sheet the journey opened")
    }

    /// Found by the fuzzer running generated tests: a flow that starts a child of its own kind
    /// and finishes on the event the child finishes on leaves with the child, so its journey
    /// ends there (event-driven's router runs no flow afterwards).
    @Test(arguments: Architecture.allCases)
    func aFlowThatFinishesOnItsChildsFinishingEventEndsTheJourney(_ architecture: Architecture) throws {
        let spec = """
            {
              "specVersion": 1,
              "module": "Nest",
              "events": ["opened", "done", "other"],
              "screens": [
                { "name": "Home", "actions": [{ "name": "open", "emits": "opened" }], "emits": ["opened"] },
                { "name": "Step", "actions": [{ "name": "finish", "emits": "done" }, { "name": "more", "emits": "other" }],
                  "emits": ["done", "other"] },
                { "name": "Extra" }
              ],
              "flows": [
                { "name": "Main", "start": "Home", "routes": [{ "on": "opened", "start": "Inner" }] },
                { "name": "Inner", "start": "Step",
                  "routes": [{ "on": "opened", "start": "Inner" }, { "on": "done", "finish": true },
                             { "on": "other", "push": "Extra" }] }
              ]
            }
            """
        let journey = try #require(
            try GeneratedFeature(spec, architecture).flowContext("Inner")["journey"] as? [String: Any])
        let steps = try #require(journey["steps"] as? [[String: Any]])
        #expect(steps.map { $0["label"] as? String } == ["other", "opened", "done"])
        if architecture == .eventDriven {
            // The router's journey notes the finish (the others' end with the child, as the
            // labels show).
            #expect(steps.last?["finishes"] as? Bool == true, "Inner finishes with the Inner it started")
        }
    }

    @Test(arguments: navigatingArchitectures)
    func aFinishingFlowHandsOnWhatItFinishesOn(_ architecture: Architecture) throws {
        let journey = try #require(
            try GeneratedFeature(shopSpec, architecture).flowContext("Paying")["journey"] as? [String: Any])
        let steps = try #require(journey["steps"] as? [[String: Any]])
        #expect(steps.map { $0["label"] as? String } == ["paid"])
        let handedUp = try #require(steps.first?["handedUp"] as? [[String: Any]])
        #expect(handedUp.map { ($0["event"] as? [String: Any])?["name"] as? String } == ["paid"])
    }

    @Test(arguments: navigatingArchitectures)
    func eachStartedFlowGetsATestThatItIsReleasedWithItsScreensAndScope(_ architecture: Architecture) throws {
        let feature = try GeneratedFeature(shopSpec, architecture)
        let folder = architecture == .mvvm ? "Flows/MainViewModelTests" : "Coordinators/MainCoordinatorTests"
        let tests = try feature.file("Tests/\(folder).swift")
        let test = try #require(
            tests.range(of: "@Test func payingFlowIsReleasedWithItsScreensWhenItFinishes()").map {
                String(tests[$0.lowerBound...])
            })
        for expectation in ["#expect(child == nil)", "#expect(childScreen == nil)", "#expect(scope == nil)"] {
            #expect(test.contains(expectation))
        }
    }

    @Test(arguments: navigatingArchitectures)
    func aFlowWithParamsKeepsAScopeThatMakesItsScreens(_ architecture: Architecture) throws {
        let feature = try GeneratedFeature(shopSpec, architecture)
        let folder = architecture == .mvvm ? "Flows" : "Coordinators"
        let scope = try feature.file("Sources/\(folder)/PayingDependencyContainer.swift")
        #expect(scope.contains("public let total: Int\n"))
        #expect(
            scope.contains("func makePaymentViewModel(responder: any PaymentViewModel.Responder) -> PaymentViewModel"))
        #expect(try feature.flowFile("Paying").contains("public let container: PayingDependencyContainer\n"))
        // A flow without params has no scope of its own.
        #expect(feature.files["Sources/\(folder)/MainDependencyContainer.swift"] == nil)
    }
}

/// The names of a list of names in a context: `[{"name": "Home", …}]` → `["Home"]`.
private func names(_ list: Any?) -> [String]? {
    (list as? [[String: Any]])?.compactMap { $0["name"] as? String }
}

/// The names of each modal stack in a context: `[{"screens": [{"name": "Sheet"}]}]` → `[["Sheet"]]`.
private func modalStacks(_ list: Any?) -> [[String]]? {
    (list as? [[String: Any]])?.compactMap { names($0["screens"]) }
}

/// The modal stacks a journey's step shows, with no child running: the flow's own (mvvm), or
/// what the navigator shows (mvvm-c, event-driven).
private func modalStacksShown(_ step: [String: Any]?) -> [[String]]? {
    modalStacks(step?["modals"]) ?? modalStacks(step?["shownModals"])
}
