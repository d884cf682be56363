import Foundation
import Testing
import TrellisCore

@testable import TrellisCLI
@testable import TrellisFuzzing

/// Validation run on two cores (the rules that only read the analyzed spec beside the others)
/// reports exactly what it reports on one, for the repository's specs and specs derived from
/// them, valid and not.
@Suite struct ValidationOnCoresTests {
    @Test func givesTheDiagnosticsOneCoreGives() throws {
        let golden = repositoryRoot.appendingPathComponent("Tests/Golden")
        let specs = try FileManager.default.contentsOfDirectory(atPath: golden.path).sorted()
            .map { golden.appendingPathComponent("\($0)/\($0).json") }
            .compactMap { try? String(contentsOf: $0, encoding: .utf8) }
        #expect(specs.count >= 5, "the golden specs were not found")
        var random = RandomSource(seed: 11)
        let mutator = SpecMutator(maximumChain: 20)
        var (compared, withWarnings, withErrors) = (0, 0, 0)
        for text in specs {
            guard let parsed = FuzzJSON.parse(text) else { continue }
            let derived = [text] + (0..<12).map { _ in mutator.mutate(parsed, using: &random).spec.text }
            for spec in derived {
                for reviews in [true, false] {
                    let serial = Pipeline.validate(
                        Array(spec.utf8), fileName: "s.json", reviewsOtherArchitectures: reviews)
                    let spread = Pipeline.validate(
                        Array(spec.utf8), fileName: "s.json", reviewsOtherArchitectures: reviews, workers: CoreWorkers()
                    )
                    #expect(spread.diagnostics == serial.diagnostics)
                    #expect((spread.spec == nil) == (serial.spec == nil))
                    compared += 1
                    if serial.diagnostics.contains(where: { $0.severity == .warning }) { withWarnings += 1 }
                    if serial.diagnostics.containsErrors { withErrors += 1 }
                }
            }
        }
        #expect(compared > 100 && withWarnings > 10 && withErrors > 10)
    }
}
