import Foundation
import Testing

@testable import TrellisCore

/// Reference tests: each spec in Tests/Golden/NAME/NAME.json generates exactly the files
/// checked in beside it. Those files are package targets too (GoldenNAME, GoldenNAMETests),
/// so every golden also builds with warnings as errors and its generated tests run.
/// Re-record with `TRELLIS_RECORD_GOLDENS=1 swift test --filter GeneratorGoldenTests`, or, when
/// the goldens no longer build, with `cd Tests/Golden && swift run --package-path ../.. trellis generate`
/// (Tests/Golden/trellis.json lists the same jobs).
@Suite struct GeneratorGoldenTests {
    static let goldenFolder = repositoryRoot.appendingPathComponent("Tests/Golden")
    static let names = [
        "Library", "Checkout", "Minimal", "LibraryMVVM", "CheckoutMVVM", "Edge", "EdgeMVVM", "Defaults", "DefaultsMVVM",
    ]

    @Test(arguments: names)
    func generatesTheCheckedInFiles(_ name: String) throws {
        let folder = Self.goldenFolder.appendingPathComponent(name)
        let specFile = "\(name).json"
        let loaded = SpecLoader.load(
            contents: Array(try Data(contentsOf: folder.appendingPathComponent(specFile))), fileName: specFile)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let spec = try #require(loaded.spec)
        let result = Generator.generate(spec, options: GenerationOptions(swiftModule: "Golden\(name)"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(!result.files.isEmpty)
        let problems = GoldenFiles.differences(
            result.files, sourcesRoot: folder.appendingPathComponent("Sources"),
            testsRoot: folder.appendingPathComponent("Tests"), includeUserFiles: true)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func everyGoldenFolderIsTested() throws {
        let entries = try FileManager.default.contentsOfDirectory(atPath: Self.goldenFolder.path)
        let folders = entries.filter { !$0.hasSuffix(".json") }.sorted()
        #expect(folders == Self.names.sorted())
    }

    @Test func generationIsDeterministic() throws {
        let folder = Self.goldenFolder.appendingPathComponent("Library")
        let contents = Array(try Data(contentsOf: folder.appendingPathComponent("Library.json")))
        let first = try #require(SpecLoader.load(contents: contents, fileName: "Library.json").spec)
        let second = try #require(SpecLoader.load(contents: contents, fileName: "elsewhere/Library.json").spec)
        #expect(Generator.generate(first).files == Generator.generate(second).files)
    }
}
