import Foundation
import Testing

@testable import TrellisCore

/// Reference tests: each job of Tests/Golden/trellis.json (a spec, an architecture, a folder)
/// generates exactly the files checked in at its output. Those folders are package targets too
/// (GoldenNAME, GoldenNAMETests), so every golden also builds with warnings as errors and its
/// generated tests run. Re-record with `TRELLIS_RECORD_GOLDENS=1 swift test --filter GeneratorGoldenTests`,
/// or, when the goldens no longer build, with `cd Tests/Golden && swift run --package-path ../.. trellis generate`.
@Suite struct GeneratorGoldenTests {
    static let goldenFolder = repositoryRoot.appendingPathComponent("Tests/Golden")
    static let configuration = GenerationConfig.load(
        contents: Array((try? Data(contentsOf: goldenFolder.appendingPathComponent("trellis.json"))) ?? Data()),
        fileName: "trellis.json")
    /// The jobs by the folder they write (`LibraryMVVM`).
    static let jobs: [String: GenerationConfig.Job] = Dictionary(
        (configuration.0?.jobs ?? []).map { (folderName(of: $0), $0) }, uniquingKeysWith: { first, _ in first })

    static func folderName(of job: GenerationConfig.Job) -> String {
        String(job.output.split(separator: "/").first ?? "")
    }

    @Test func theJobListReads() {
        #expect(Self.configuration.1.isEmpty, "\(Self.configuration.1)")
        #expect(Self.jobs.count == Self.configuration.0?.jobs.count, "two jobs write one folder")
    }

    @Test(arguments: jobs.keys.sorted())
    func generatesTheCheckedInFiles(_ name: String) throws {
        let job = try #require(Self.jobs[name])
        let specURL = Self.goldenFolder.appendingPathComponent(job.spec)
        let loaded = SpecLoader.load(
            contents: Array(try Data(contentsOf: specURL)), fileName: specURL.lastPathComponent)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let spec = try #require(loaded.spec)
        let result = Generator.generate(
            spec, options: GenerationOptions(architecture: job.architecture, swiftModule: job.module))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(!result.files.isEmpty)
        let problems = GoldenFiles.differences(
            result.files, sourcesRoot: Self.goldenFolder.appendingPathComponent(job.output),
            testsRoot: Self.goldenFolder.appendingPathComponent(try #require(job.tests)), includeUserFiles: true)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func everyGoldenFolderIsGenerated() throws {
        let entries = try FileManager.default.contentsOfDirectory(atPath: Self.goldenFolder.path)
        let folders = entries.filter { !$0.hasSuffix(".json") }.sorted()
        #expect(folders == Self.jobs.keys.sorted())
    }

    @Test func generationIsDeterministic() throws {
        let folder = Self.goldenFolder.appendingPathComponent("Library")
        let contents = Array(try Data(contentsOf: folder.appendingPathComponent("Library.json")))
        let first = try #require(SpecLoader.load(contents: contents, fileName: "Library.json").spec)
        let second = try #require(SpecLoader.load(contents: contents, fileName: "elsewhere/Library.json").spec)
        #expect(Generator.generate(first).files == Generator.generate(second).files)
    }
}
