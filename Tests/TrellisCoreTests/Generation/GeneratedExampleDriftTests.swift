import Foundation
import Testing

@testable import TrellisCore

/// GeneratedExample is what `trellis generate` makes from the repository's trellis.json: if
/// regenerating would change any generated file, the checked-in example is stale.
@Suite struct GeneratedExampleDriftTests {
    @Test func regeneratingChangesNoGeneratedFile() throws {
        let configURL = repositoryRoot.appendingPathComponent("trellis.json")
        let (config, configDiagnostics) = GenerationConfig.load(
            contents: Array(try Data(contentsOf: configURL)), fileName: "trellis.json")
        #expect(configDiagnostics.isEmpty)
        let jobs = try #require(config?.jobs)
        #expect(!jobs.isEmpty)
        for job in jobs {
            let specURL = repositoryRoot.appendingPathComponent(job.spec)
            let loaded = Pipeline.validate(Array(try Data(contentsOf: specURL)), fileName: job.spec)
            let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
            let result = Pipeline.generate(
                spec,
                options: GenerationOptions(
                    architecture: job.architecture, swiftModule: job.module, views: job.views ?? .none))
            #expect(result.diagnostics.isEmpty)
            let testsFolder = try #require(job.tests)
            let problems = GoldenFiles.differences(
                result.files, sourcesRoot: repositoryRoot.appendingPathComponent(job.output),
                testsRoot: repositoryRoot.appendingPathComponent(testsFolder), includeUserFiles: false)
            #expect(
                problems.isEmpty,
                "run `swift run trellis generate` and commit the result:\n\(problems.joined(separator: "\n"))")
        }
    }
}
