import Foundation
import Testing

@testable import TrellisCore

/// The "Delivery" rules of the spec format, from a spec snippet to what is generated.
@Suite struct DeliveryFeatureTests {
    @Test func aChildsEventStopsAtTheParentScreenThatHandlesIt() throws {
        let analysis = try GeneratedFeature(shopSpec, .mvvmC).spec.analysis
        #expect(analysis.reportedEvents["Picker"] == ["optionChosen"])
        #expect(analysis.reportedEvents["Home"] == ["checkoutRequested"])
        // Paying finishes on `cancelled` too, but Main neither routes it nor shows a screen that
        // handles it: Paying does not hand it on.
        #expect(analysis.incomingEvents["Main"] == ["checkoutRequested", "paid"])
    }

    @Test(arguments: navigatingArchitectures)
    func theParentScreenIsItsChildsResponder(_ architecture: Architecture) throws {
        let feature = try GeneratedFeature(shopSpec, architecture)
        let home = try feature.file("Sources/ViewModels/HomeViewModel.swift")
        #expect(home.contains("public typealias Responder = CheckoutRequestedResponder\n"))
        #expect(home.contains("        pickerViewModel.responder = self\n"))
        #expect(home.contains("extension HomeViewModel: OptionChosenResponder {}"))
        // The flow takes it from no screen (Home keeps it); from outside, it tells Home.
        let main = try feature.flowFile("Main")
        #expect(!main.contains("OptionChosenResponder") && !main.contains("func optionChosen("))
        #expect(main.contains("case .optionChosen(let id):"))
    }

    @Test(arguments: navigatingArchitectures)
    func theRootFlowHasNoParent(_ architecture: Architecture) throws {
        let feature = try GeneratedFeature(shopSpec, architecture)
        let main = try feature.flowFile("Main")
        for member in ["typealias Parent", "var parent", "var onFinish", "func finish"] {
            #expect(!main.contains(member), "the root flow declares \(member)")
        }
        let paying = try feature.flowFile("Paying")
        #expect(paying.contains("public typealias Parent = AnyObject & PaidResponder\n"))
        let paid = try #require(try feature.routes(of: "Main")["paid"])
        #expect(paid["handsUp"] as? Bool == false)
    }

    /// An event no flow above catches (routes, or shows a screen that handles it) is not handed
    /// on: the parent would only drop it, in a responder method that does nothing.
    @Test(arguments: navigatingArchitectures)
    func anEventNoFlowAboveCatchesStops(_ architecture: Architecture) throws {
        let feature = try GeneratedFeature(shopSpec, architecture)
        let cancelled = try #require(try feature.routes(of: "Paying")["cancelled"])
        #expect(cancelled["isFinish"] as? Bool == true)
        #expect(cancelled["handsUp"] as? Bool == false)
        #expect((cancelled["doc"] as? [String])?.joined().contains("no flow above takes the event") == true)
        #expect(try feature.routes(of: "Main")["cancelled"] == nil)
        #expect(!(try feature.flowFile("Main")).contains("func cancelled("))
        let nested = try GeneratedFeature(nestedSpec, architecture)
        #expect(nested.spec.analysis.handedUpEvents["Mid"] == [])
        #expect(nested.spec.analysis.handedUpEvents["Leaf"] == ["closed"], "Mid shows Outer, which handles it")
    }

    @Test(arguments: navigatingArchitectures)
    func aFinishRouteEndsTheFlowThenHandsTheEventOnAsSentByNoScreen(_ architecture: Architecture) throws {
        // The spec format: `finish` ends the flow, then hands the event on; the sender left with it.
        let paying = try GeneratedFeature(shopSpec, architecture).flowFile("Paying")
        let route = try #require(paying.range(of: "func paid(sentBy sender: AnyObject?) {"))
        let finish = try #require(paying.range(of: "finish()", range: route.upperBound..<paying.endIndex))
        let handUp = try #require(
            paying.range(of: "parent?.paid(sentBy: nil)", range: route.upperBound..<paying.endIndex))
        #expect(finish.upperBound <= handUp.lowerBound)
        #expect(!paying.contains("parent?.paid(sentBy: sender)"))
    }

    @Test(arguments: navigatingArchitectures)
    func anUnroutedEventGoesUpOnlyWhileNoScreenHandlingItIsShown(_ architecture: Architecture) throws {
        // Root's Home handles `closed` too, so Mid hands it on while Outer is not shown.
        let spec = nestedSpec.replacingOccurrences(
            of: #"{ "name": "Home", "actions""#, with: #"{ "name": "Home", "handles": ["closed"], "actions""#)
        let feature = try GeneratedFeature(spec, architecture)
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
