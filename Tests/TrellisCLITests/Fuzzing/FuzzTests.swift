import Foundation
import Testing
import TrellisCore
import TrellisFuzzing

/// A fixed-seed fuzzing run on the repository's specs: every derived spec gets an answer in
/// time, errors with a position and a path, nothing written when invalid, the same bytes twice
/// when valid. The long run is `swift run -c release trellis-fuzz` (Development.md).
@Suite struct FuzzTests {
    /// A thousand cases in four ranges, which the test runner runs side by side.
    @Test(arguments: [0..<250, 250..<500, 500..<750, 750..<1_000])
    func aThousandDerivedSpecsKeepEveryRule(_ cases: Range<Int>) async {
        let golden = repositoryRoot.appendingPathComponent("Tests/Golden")
        let goldenSpecs = ((try? FileManager.default.contentsOfDirectory(atPath: golden.path)) ?? []).sorted()
            .map { golden.appendingPathComponent("\($0)/\($0).json") }
        let files = [repositoryRoot.appendingPathComponent("GeneratedExample/Koober.json")] + goldenSpecs
        let seeds =
            [(name: "starter", text: StarterSpec.json(moduleName: "Starter"))]
            + files.compactMap { url in (try? String(contentsOf: url, encoding: .utf8)).map { (url.path, $0) } }
        #expect(seeds.count >= 5, "the seed specs were not found")
        let run = FuzzRun(seeds: seeds, cases: cases, seed: 7, timeLimit: .seconds(30), maximumChain: 30)
        let report = await run.run()
        #expect(report.valid > 20, "too few derived specs were valid to exercise generation")
        #expect(report.invalid > 20, "too few derived specs were invalid to exercise validation")
        for failure in report.failures.prefix(20) {
            Issue.record("\(failure)\n\(failure.spec.prefix(2_000))")
        }
    }
}

/// The fuzzer's compiler check builds what a spec generates as an app target would, and fails on
/// what the compiler refuses (the long runs and CI build samples of derived specs with it).
@Suite struct GeneratedModuleTypeCheckTests {
    @Test func reportsWhatTheCompilerRefusesInEitherIsolation() throws {
        let scratch = try ScratchDirectory()
        let files = [
            GeneratedFile(
                root: .sources, path: "Screen.swift", owner: .generated,
                contents: "public enum Screen: Equatable, Sendable { case home }\n"
                    + "public struct Step<S: Equatable & Sendable>: Sendable { let screen: S }\n"
                    + "public let first = Step(screen: Screen.home)\n"),
            GeneratedFile(
                root: .tests, path: "ScreenTests.swift", owner: .generated,
                contents: "@testable import Checked\nlet home: Screen = .home\nlet missing: Date? = nil\n"),
        ]
        // A main-actor conformance does not satisfy a Sendable generic parameter; the tests
        // name Foundation's Date without importing it.
        let mainActor = GeneratedModuleTypeCheck(isolation: .mainActor).problems(of: files, in: scratch.url)
        #expect(mainActor.contains { $0.hasPrefix("sources (MainActor): Sources/Screen.swift:") }, "\(mainActor)")
        let nonisolated = GeneratedModuleTypeCheck(isolation: .nonisolated).problems(of: files, in: scratch.url)
        #expect(nonisolated.contains { $0.contains("cannot find type 'Date' in scope") }, "\(nonisolated)")
    }
}
