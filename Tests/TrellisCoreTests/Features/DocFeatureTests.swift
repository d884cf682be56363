import Testing

@testable import TrellisCore

/// Generated `///` lines come from the spec's `doc` or say what the name does not.
@Suite struct DocFeatureTests {
    /// Lines that would only repeat a name, as earlier versions wrote them.
    static let restatements = [
        #"\s*/// The (field|param|state) `\w+`\."#, #"\s*/// The `\w+` state\."#,
        #"\s*/// Tells that `\w+` happened\."#,
        #"\s*/// The \w+ (model|screen)\."#, #"\s*/// Sends `\w+`\."#,
    ]

    @Test(arguments: navigatingArchitectures + [.eventDriven])
    func noLineRestatesAName(_ architecture: Architecture) throws {
        let feature = try GeneratedFeature(spec(), architecture)
        let patterns = try Self.restatements.map { try Regex($0) }
        for (path, text) in feature.files {
            for line in text.split(separator: "\n") where line.contains("///") {
                #expect(!patterns.contains { line.wholeMatch(of: $0) != nil }, "\(path): \(line)")
            }
        }
    }

    @Test func anEventSaysWhoSendsItAndWhatHappensToIt() throws {
        let feature = try GeneratedFeature(shopSpec, .mvvmC)
        let paid = try feature.file("Sources/Responders/PaidResponder.swift")
        #expect(paid.contains("/// Sent by Payment; Main presents Receipt; Paying finishes.\n"))
        let chosen = try feature.file("Sources/Responders/OptionChosenResponder.swift")
        #expect(chosen.contains("/// Sent by Picker; handled by Home.\n"))
    }

    @Test func theSpecsDocComesFirst() throws {
        let documented = spec(
            events:
                #"{ "name": "itemSelected", "params": ["item: Item"], "doc": "The user picked an item." }, "closed""#)
        let feature = try GeneratedFeature(documented, .mvvmC)
        let responder = try feature.file("Sources/Responders/ItemSelectedResponder.swift")
        #expect(responder.contains("/// The user picked an item.\n"))
    }
}
