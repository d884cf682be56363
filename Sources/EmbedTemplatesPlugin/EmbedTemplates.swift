import Foundation
import PackagePlugin

/// Embeds the package's Templates folder in the target as Swift source, rebuilt whenever a
/// template changes, so that `trellis` works from any directory and as a lone binary; with it,
/// a fingerprint of the generator: the templates and the sources of the target and the targets
/// it depends on, which decide what a spec generates.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "Templates")
        var inputs: [URL] = []
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "mustache" { inputs.append(url) }
        }
        let templateCount = inputs.count
        // The runtime every module carries, which the templates write verbatim.
        for runtime in ["Sources/TrellisRuntime", "Sources/TrellisTestSupport", "Tests/TrellisRuntimeTests"] {
            let runtimeFolder = context.package.directoryURL.appending(path: runtime)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: runtimeFolder.path)) ?? []
            inputs += names.filter { $0.hasSuffix(".swift") }.map { runtimeFolder.appending(path: $0) }
        }
        let targets = [target] + target.recursiveTargetDependencies
        for case let module as SourceModuleTarget in targets {
            inputs += module.sourceFiles(withSuffix: "swift").map(\.url)
        }
        let package = context.package.directoryURL.path(percentEncoded: false)
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplates.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(templateCount) templates",
                executable: try context.tool(named: "TemplateEmbedder").url,
                arguments: [package, folder.path(percentEncoded: false), output.path(percentEncoded: false)]
                    + inputs.map { $0.path(percentEncoded: false) },
                inputFiles: inputs.sorted { $0.path < $1.path }, outputFiles: [output])
        ]
    }
}
