import Foundation
import Mustache
import Testing

@testable import TrellisCore

/// Reference tests at two levels, as SwiftGen keeps them. Each job of Tests/Golden/trellis.json
/// (a spec in one architecture, in `Tests/Golden/SPEC/ARCHITECTURE`) gives exactly the context
/// checked in as `context.json`, the file plan as `plan.json` and the files checked in under
/// `Sources` and `Tests` (prepared and planned through `Pipeline`, as `trellis generate` does,
/// into memory); and the templates render those files from the checked-in context and plan
/// alone. So a change of the context builder and a change of a template fail apart. The
/// folders are package targets too (each job's `module`), so every golden also builds with
/// warnings as errors and its generated tests run. Re-record with
/// `TRELLIS_RECORD_GOLDENS=1 swift test --filter GeneratorGoldenTests`, or, when the goldens no
/// longer build, with `cd Tests/Golden && swift run --package-path ../.. trellis generate`.
@Suite struct GeneratorGoldenTests {
    static let goldenFolder = repositoryRoot.appendingPathComponent("Tests/Golden")
    static let configuration = GenerationConfig.load(
        contents: Array((try? Data(contentsOf: goldenFolder.appendingPathComponent("trellis.json"))) ?? Data()),
        fileName: "trellis.json")
    /// The jobs by the folder they write (`Library/mvvm`).
    static let jobs: [String: GenerationConfig.Job] = Dictionary(
        (configuration.0?.jobs ?? []).map { (folderName(of: $0), $0) }, uniquingKeysWith: { first, _ in first })

    /// `Library/mvvm/Sources` → `Library/mvvm`.
    static func folderName(of job: GenerationConfig.Job) -> String {
        job.output.split(separator: "/").dropLast().joined(separator: "/")
    }

    @Test func theJobListReads() {
        #expect(Self.configuration.1.isEmpty, "\(Self.configuration.1)")
        #expect(Self.jobs.count == Self.configuration.0?.jobs.count, "two jobs write one folder")
    }

    @Test(arguments: jobs.keys.sorted())
    func generatesTheCheckedInContextAndFiles(_ name: String) throws {
        let job = try #require(Self.jobs[name])
        let spec = try Self.spec(of: job)
        let options = GenerationOptions(
            architecture: job.architecture, swiftModule: job.module, views: job.views ?? .none,
            runtime: job.runtime ?? .embedded)
        let folder = Self.goldenFolder.appendingPathComponent(name)
        // A job that imports the runtime library has its embedded twin's context, and its plan
        // differs only by the runtime's files: its generated files alone are checked in.
        if job.runtime != .library { try Self.expectCheckedInContextAndPlan(spec, options: options, in: folder) }
        let (files, diagnostics) = try Self.plannedFiles(spec, options: options)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(!files.isEmpty)
        let problems = GoldenFiles.differences(
            files, sourcesRoot: Self.goldenFolder.appendingPathComponent(job.output),
            testsRoot: Self.goldenFolder.appendingPathComponent(try #require(job.tests)), includeUserFiles: true)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The first layer's context and plan: `context.json` and `plan.json` in `folder`.
    private static func expectCheckedInContextAndPlan(
        _ spec: ValidatedSpec, options: GenerationOptions, in folder: URL
    ) throws {
        let context = try Pipeline.contextJSON(spec, options: options)
        let plan = try GoldenPlan.json(
            of: Pipeline.prepare(spec, options: options),
            context: try JSONDecoder().decode(MustacheValue.self, from: Data(context.utf8)))
        let contextProblems = GoldenFiles.differences(
            [
                GeneratedFile(root: .sources, path: "context.json", owner: .generated, contents: context),
                GeneratedFile(root: .sources, path: "plan.json", owner: .generated, contents: plan),
            ],
            sourcesRoot: folder, testsRoot: folder, includeUserFiles: false)
        #expect(contextProblems.isEmpty, "\(contextProblems.joined(separator: "\n"))")
    }

    /// The second layer: the checked-in files are what the templates render from the checked-in
    /// `context.json` and `plan.json`, without the context builder. So a change of a template
    /// fails here alone, and a change of the context builder fails the first layer alone.
    @Test(arguments: jobs.keys.sorted())
    func rendersTheCheckedInFilesFromTheCheckedInContext(_ name: String) throws {
        // Recording writes the first layer's files; this layer only reads them.
        guard !GoldenFiles.isRecording else { return }
        let job = try #require(Self.jobs[name])
        // A job that imports the runtime library checks in no context of its own (above).
        guard job.runtime != .library else { return }
        let folder = Self.goldenFolder.appendingPathComponent(name)
        let decoder = JSONDecoder()
        let context = try decoder.decode(
            MustacheValue.self, from: Data(contentsOf: folder.appendingPathComponent("context.json")))
        let plan = try decoder.decode(
            MustacheValue.self, from: Data(contentsOf: folder.appendingPathComponent("plan.json")))
        guard case .object(let members) = context, case .string(let architectureName)? = members["architecture"] else {
            Issue.record("\(name)'s context.json names no architecture")
            return
        }
        let files = try GoldenPlan.render(
            plan, context: context, architecture: try #require(Architecture(rawValue: architectureName)))
        let problems = GoldenFiles.differences(
            files, sourcesRoot: Self.goldenFolder.appendingPathComponent(job.output),
            testsRoot: Self.goldenFolder.appendingPathComponent(try #require(job.tests)), includeUserFiles: true)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// Every folder under a golden spec's folder is some job's output.
    @Test func everyGoldenFolderIsGenerated() throws {
        var folders: [String] = []
        for spec in try FileManager.default.contentsOfDirectory(atPath: Self.goldenFolder.path) {
            let specFolder = Self.goldenFolder.appendingPathComponent(spec)
            guard !spec.hasSuffix(".json") else { continue }
            for entry in try FileManager.default.contentsOfDirectory(atPath: specFolder.path)
            where !entry.hasSuffix(".json") {
                folders.append("\(spec)/\(entry)")
            }
        }
        #expect(folders.sorted() == Self.jobs.keys.sorted())
    }

    @Test func generationIsDeterministic() throws {
        let folder = Self.goldenFolder.appendingPathComponent("Library")
        let contents = Array(try Data(contentsOf: folder.appendingPathComponent("Library.json")))
        let first = try #require(Pipeline.validate(contents, fileName: "Library.json").spec)
        let second = try #require(Pipeline.validate(contents, fileName: "elsewhere/Library.json").spec)
        #expect(Pipeline.generate(first).files == Pipeline.generate(second).files)
    }

    /// The files `trellis generate` would write for `spec` into empty folders: prepared and
    /// planned as the command line does, into memory.
    static func plannedFiles(_ spec: ValidatedSpec, options: GenerationOptions) throws -> (
        files: [GeneratedFile], diagnostics: [Diagnostic]
    ) {
        let module = Pipeline.prepare(spec, options: options)
        let output = MemoryOutput(files: [:], last: nil)
        let (plan, planDiagnostics) = try Pipeline.plan(module, in: output)
        let owners = Dictionary(
            output.manifest(spec: "").files.map { ($0.location, $0.owner) }, uniquingKeysWith: { first, _ in first })
        let files = (plan?.steps ?? []).compactMap { step in
            step.contents.map {
                GeneratedFile(
                    root: step.root, path: step.path, owner: owners[step.location] ?? .generated, contents: $0)
            }
        }
        return (files, module.diagnostics + planDiagnostics)
    }

    static func spec(of job: GenerationConfig.Job) throws -> ValidatedSpec {
        let specURL = goldenFolder.appendingPathComponent(job.spec)
        let loaded = Pipeline.validate(Array(try Data(contentsOf: specURL)), fileName: specURL.lastPathComponent)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        return try #require(loaded.spec)
    }
}
