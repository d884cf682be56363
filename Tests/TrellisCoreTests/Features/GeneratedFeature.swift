import Foundation
import Testing

@testable import TrellisCore

/// A small spec generated in one architecture, for tests at the level of a feature: the files
/// it gives by path (`Sources/Coordinators/MainCoordinator.swift`), and the context templates see.
struct GeneratedFeature {
    let spec: ValidatedSpec
    let files: [String: String]
    let architecture: Architecture

    init(
        _ json: String, _ architecture: Architecture, views: ViewLayer = .none,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let loaded = Pipeline.validate(Array(json.utf8), fileName: "Feature.json")
        #expect(
            loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.description).joined(separator: "\n"))",
            sourceLocation: sourceLocation)
        spec = try #require(loaded.spec, sourceLocation: sourceLocation)
        self.architecture = architecture
        let result = Pipeline.generate(spec, options: GenerationOptions(architecture: architecture, views: views))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)", sourceLocation: sourceLocation)
        files = Dictionary(
            result.files.map { ("\($0.root == .sources ? "Sources" : "Tests")/\($0.path)", $0.contents) },
            uniquingKeysWith: { first, _ in first })
    }

    /// The file at `path`; a test fails when there is none.
    func file(_ path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
        try #require(
            files[path], "no \(path) among \(files.keys.sorted())", sourceLocation: sourceLocation)
    }

    /// The flow's file: its coordinator (mvvm-c) or its flow view model (mvvm).
    func flowFile(_ flow: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
        switch architecture {
        case .mvvm: try file("Sources/Flows/\(flow)ViewModel.swift", sourceLocation: sourceLocation)
        default: try file("Sources/Coordinators/\(flow)Coordinator.swift", sourceLocation: sourceLocation)
        }
    }

    /// The context of the flow named `name`, as the JSON `trellis context` prints.
    func flowContext(_ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [String: Any]
    {
        let json = try Pipeline.contextJSON(spec, options: GenerationOptions(architecture: architecture))
        let root = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], sourceLocation: sourceLocation)
        // The architecture's flows sit under its own key: `coordinators`, `flowViewModels`, or
        // `eventRouting.flows`.
        let flowList =
            switch architecture {
            case .mvvmC: root["coordinators"]
            case .mvvm: root["flowViewModels"]
            default: (root["eventRouting"] as? [String: Any])?["flows"]
            }
        let flows = try #require(flowList as? [[String: Any]], sourceLocation: sourceLocation)
        return try #require(flows.first { $0["name"] as? String == name }, sourceLocation: sourceLocation)
    }

    /// The routes of a flow's context by event: `["closed": ["handsUp": false, …]]`.
    func routes(of flow: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [String: [String:
        Any]]
    {
        let routes = try #require(
            try flowContext(flow, sourceLocation: sourceLocation)["routes"] as? [[String: Any]],
            sourceLocation: sourceLocation)
        return Dictionary(
            routes.compactMap { route in
                ((route["event"] as? [String: Any])?["label"] as? String).map { ($0, route) }
            }, uniquingKeysWith: { first, _ in first })
    }
}

/// Both architectures with navigation, for tests that hold for each.
let navigatingArchitectures: [Architecture] = [.mvvmC, .mvvm]

/// A shop: Home embeds a Picker whose choice Home handles; checking out starts the Paying flow
/// (with a param, so it has a scope), which finishes on `paid` or `cancelled`; Main presents a
/// Receipt on `paid`.
let shopSpec = """
    {
      "specVersion": 1,
      "module": "Shop",
      "events": ["optionChosen(id: String)", "checkoutRequested(total: Int)", "paid", "cancelled"],
      "screens": [
        { "name": "Picker", "actions": [{ "name": "choose", "params": ["id: String"], "emits": "optionChosen" }],
          "emits": ["optionChosen"] },
        { "name": "Home", "children": ["Picker"], "handles": ["optionChosen"], "state": ["chosen: String?"],
          "actions": [{ "name": "checkout", "params": ["total: Int"], "emits": "checkoutRequested" }],
          "emits": ["checkoutRequested"] },
        { "name": "Payment", "params": ["total: Int"],
          "actions": [{ "name": "pay", "emits": "paid" }, { "name": "cancel", "emits": "cancelled" }],
          "emits": ["paid", "cancelled"] },
        { "name": "Receipt" }
      ],
      "flows": [
        { "name": "Main", "start": "Home",
          "routes": [{ "on": "checkoutRequested", "start": "Paying" }, { "on": "paid", "present": "Receipt" }] },
        { "name": "Paying", "params": ["total: Int"], "start": "Payment",
          "routes": [{ "on": "paid", "finish": true }, { "on": "cancelled", "finish": true }] }
      ]
    }
    """

/// Three flows deep: Leaf finishes on `closed`, which Mid does not route but its Outer screen
/// handles, and Root neither routes nor shows a screen that handles.
let nestedSpec = """
    {
      "specVersion": 1,
      "module": "Nest",
      "events": ["opened", "closed"],
      "screens": [
        { "name": "Home", "actions": [{ "name": "open", "emits": "opened" }], "emits": ["opened"] },
        { "name": "Outer", "handles": ["closed"], "actions": [{ "name": "open", "emits": "opened" }],
          "emits": ["opened"] },
        { "name": "Inner", "actions": [{ "name": "close", "emits": "closed" }], "emits": ["closed"] }
      ],
      "flows": [
        { "name": "Root", "start": "Home", "routes": [{ "on": "opened", "start": "Mid" }] },
        { "name": "Mid", "start": "Outer", "routes": [{ "on": "opened", "start": "Leaf" }] },
        { "name": "Leaf", "start": "Inner", "routes": [{ "on": "closed", "finish": true }] }
      ]
    }
    """
