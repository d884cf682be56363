import Foundation
import Testing
import TrellisCore

@testable import TrellisCLI
@testable import TrellisFuzzing

/// Validation run on two cores (the screens and flows decoded a few at a time each, the rules
/// that only read the analyzed spec beside the others) reports exactly what it reports on one,
/// for the repository's specs and specs derived from them, valid and not. The work is spread
/// however few the pieces (`smallestSpread: 1`): these specs have a handful of screens each.
@Suite struct ValidationOnCoresTests {
    @Test func givesTheDiagnosticsOneCoreGives() throws {
        let golden = repositoryRoot.appendingPathComponent("Tests/Golden")
        let specs = try FileManager.default.contentsOfDirectory(atPath: golden.path).sorted()
            .map { golden.appendingPathComponent("\($0)/\($0).json") }
            .compactMap { try? String(contentsOf: $0, encoding: .utf8) }
        #expect(specs.count >= 5, "the golden specs were not found")
        var random = RandomSource(seed: 11)
        let mutator = SpecMutator(maximumChain: 20)
        var (compared, withWarnings, withErrors, comparedContexts) = (0, 0, 0, 0)
        for text in specs {
            guard let parsed = FuzzJSON.parse(text) else { continue }
            // Each misspelled key is reported once, with where it is.
            let misspelled = Self.withMisspelledKeys(parsed)
            let reported = Pipeline.validate(
                Array(misspelled.text.utf8), fileName: "s.json", workers: CoreWorkers(smallestSpread: 1)
            ).diagnostics.filter { $0.message.contains("nmae") }
            let spoiled = ["screens", "flows"].reduce(0) { $0 + (((parsed[$1]?.arrayValue?.count ?? 0) + 1) / 2) }
            #expect(reported.count == spoiled && Set(reported.compactMap(\.path)).count == spoiled)
            let derived =
                [text, misspelled.text]
                + (0..<12).map { _ in mutator.mutate(parsed, using: &random).spec.text }
            for spec in derived {
                for reviews in [true, false] {
                    let serial = Pipeline.validate(
                        Array(spec.utf8), fileName: "s.json", reviewsOtherArchitectures: reviews)
                    let spread = Pipeline.validate(
                        Array(spec.utf8), fileName: "s.json", reviewsOtherArchitectures: reviews,
                        workers: CoreWorkers(smallestSpread: 1))
                    #expect(spread.diagnostics == serial.diagnostics)
                    #expect((spread.spec == nil) == (serial.spec == nil))
                    #expect(spread.spec?.renames == serial.spec?.renames)
                    // The whole context shows the spec as decoded: every screen and flow, in order.
                    if reviews, let spreadSpec = spread.spec, let serialSpec = serial.spec {
                        #expect(try Pipeline.contextJSON(spreadSpec) == Pipeline.contextJSON(serialSpec))
                        comparedContexts += 1
                    }
                    compared += 1
                    if serial.diagnostics.contains(where: { $0.severity == .warning }) { withWarnings += 1 }
                    if serial.diagnostics.containsErrors { withErrors += 1 }
                }
            }
        }
        #expect(compared > 100 && withWarnings > 10 && withErrors > 10 && comparedContexts > 10)
    }

    /// `spec` with a misspelled key in every second screen and flow (`nmae`, a did-you-mean each,
    /// reported while the element is decoded) and a number for the first screen's name.
    static func withMisspelledKeys(_ spec: FuzzJSON) -> FuzzJSON {
        guard case .object(let members) = spec else { return spec }
        return .object(
            members.map { member in
                guard member.key == "screens" || member.key == "flows", case .array(let elements) = member.value else {
                    return member
                }
                let spoiled = elements.enumerated().map { index, element -> FuzzJSON in
                    guard case .object(let fields) = element else { return element }
                    var changed = fields
                    if index.isMultiple(of: 2) { changed.append((key: "nmae", value: .string("x"))) }
                    if index == 0, member.key == "screens", let name = changed.firstIndex(where: { $0.key == "name" }) {
                        changed[name].value = .number("7")
                    }
                    return .object(changed)
                }
                return (key: member.key, value: .array(spoiled))
            })
    }
}
