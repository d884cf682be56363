import Testing

@testable import TrellisCore

/// The "Delivery" rules of the spec format, from a spec snippet to what is generated.
@Suite struct DeliveryFeatureTests {
    @Test func aChildsEventStopsAtTheParentScreenThatHandlesIt() throws {
        let analysis = try GeneratedFeature(shopSpec, .mvvmC).spec.analysis
        #expect(analysis.reportedEvents["Picker"] == ["optionChosen"])
        #expect(analysis.reportedEvents["Home"] == ["checkoutRequested"])
        #expect(analysis.incomingEvents["Main"] == ["checkoutRequested", "paid", "cancelled"])
    }

    @Test(arguments: navigatingArchitectures)
    func theParentScreenIsItsChildsResponder(_ architecture: Architecture) throws {
        let feature = try GeneratedFeature(shopSpec, architecture)
        let home = try feature.file("Sources/ViewModels/HomeViewModel.swift")
        #expect(home.contains("public typealias Responder = CheckoutRequestedResponder\n"))
        #expect(home.contains("        pickerViewModel.responder = self\n"))
        #expect(home.contains("extension HomeViewModel: OptionChosenResponder {}"))
        #expect(!(try feature.flowFile("Main")).contains("optionChosen"))
    }

    @Test(arguments: navigatingArchitectures)
    func theRootFlowHasNoParent(_ architecture: Architecture) throws {
        let feature = try GeneratedFeature(shopSpec, architecture)
        let main = try feature.flowFile("Main")
        for member in ["typealias Parent", "var parent", "var onFinish", "func finish"] {
            #expect(!main.contains(member), "the root flow declares \(member)")
        }
        let paying = try feature.flowFile("Paying")
        #expect(paying.contains("public typealias Parent = AnyObject & PaidResponder & CancelledResponder\n"))
        let cancelled = try #require(try feature.routes(of: "Main")["cancelled"])
        #expect(cancelled["handsUp"] as? Bool == false)
        #expect((cancelled["doc"] as? [String])?.joined().contains("the root flow hands nothing on") == true)
    }

    @Test(arguments: navigatingArchitectures)
    func aFinishRouteHandsTheEventUpBeforeFinishing(_ architecture: Architecture) throws {
        let paying = try GeneratedFeature(shopSpec, architecture).flowFile("Paying")
        let handUp = try #require(paying.range(of: "parent?.paid(sentBy: sender)"))
        let finish = try #require(paying.range(of: "finish()", range: handUp.upperBound..<paying.endIndex))
        #expect(handUp.upperBound <= finish.lowerBound)
    }

    @Test(arguments: navigatingArchitectures)
    func anUnroutedEventGoesUpOnlyWhileNoScreenHandlingItIsShown(_ architecture: Architecture) throws {
        let feature = try GeneratedFeature(nestedSpec, architecture)
        let mid = try #require(try feature.routes(of: "Mid")["closed"])
        #expect(mid["handsUpUnlessHandled"] as? Bool == true)
        #expect(mid["handsUp"] as? Bool == false)
        let root = try #require(try feature.routes(of: "Root")["closed"])
        #expect(root["handsUpUnlessHandled"] as? Bool == false)
        #expect(root["handsUp"] as? Bool == false)
        #expect(feature.spec.analysis.handedUpEvents["Mid"] == ["closed"])
        let flow = try feature.flowFile("Mid")
        #expect(flow.contains("if !isHandled {\n            parent?.closed(sentBy: sender)\n        }"))
    }
}
