import Foundation
import TrellisCore

/// Runs one generation job: read and validate the spec, load user templates, generate, write.
struct GenerationJobRunner {
    let environment: CommandEnvironment
    /// The folder the job's relative paths start from.
    let base: URL

    func run(_ job: GenerationConfig.Job) throws -> ExitCode {
        let specURL = resolve(job.spec)
        let loaded = SpecLoader.load(contents: try FileIO.read(specURL, shownAs: job.spec), fileName: job.spec)
        environment.report(loaded.diagnostics)
        guard let spec = loaded.spec else {
            environment.standardError("\(job.spec): not generated; fix the errors above (nothing was written)\n")
            return .failure
        }
        let overrides = try job.templates.map { try TemplateFolder.load(resolve($0), shownAs: $0) } ?? [:]
        let options = GenerationOptions(
            architecture: job.architecture, swiftModule: job.module, templateOverrides: overrides)
        let result = Generator.generate(spec, options: options)
        environment.report(result.diagnostics)
        guard !result.diagnostics.containsErrors else {
            environment.standardError("\(job.spec): not generated (nothing was written)\n")
            return .failure
        }
        let writer = OutputWriter(
            sourcesRoot: resolve(job.output), testsRoot: job.tests.map(resolve), sourcesLabel: job.output,
            testsLabel: job.tests)
        let plan = writer.plan(result.files)
        try writer.write(plan)
        for (file, action) in plan {
            environment.standardOutput(
                "\(action.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0))\(writer.label(for: file))\n")
        }
        let counts = [OutputWriter.Action.create, .update, .identical, .keep].compactMap { action -> String? in
            let count = plan.filter { $0.action == action }.count
            return count == 0
                ? nil
                : "\(count) \(action == .create ? "created" : action == .update ? "updated" : action == .keep ? "kept" : "identical")"
        }
        environment.standardOutput(
            "\(spec.moduleName): \(counted(plan.count, "file")) (\(counts.joined(separator: ", ")))\n")
        return .success
    }

    private func resolve(_ path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path).standardizedFileURL
    }
}

/// Reads a folder of user templates: every `.mustache` file, keyed by its relative path.
enum TemplateFolder {
    static func load(_ folder: URL, shownAs name: String) throws -> [String: TemplateSource] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw CommandFailure(message: "templates folder '\(name)' does not exist")
        }
        var sources: [String: TemplateSource] = [:]
        let root = folder.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "mustache" else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.count + 1))
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                throw CommandFailure(message: "cannot read template '\(name)/\(relative)' as UTF-8")
            }
            sources[relative] = TemplateSource(
                text: text, displayName: name.hasSuffix("/") ? name + relative : "\(name)/\(relative)")
        }
        return sources
    }
}
