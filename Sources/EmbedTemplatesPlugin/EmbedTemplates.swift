import Foundation
import PackagePlugin

/// Embeds the package's Templates folder in the target as Swift source, rebuilt whenever a
/// template changes, so that `trellis` works from any directory and as a lone binary.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "Templates")
        var inputs: [URL] = []
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "mustache" { inputs.append(url) }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplates.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) templates",
                executable: try context.tool(named: "TemplateEmbedder").url,
                arguments: [folder.path(percentEncoded: false), output.path(percentEncoded: false)],
                inputFiles: inputs.sorted { $0.path < $1.path }, outputFiles: [output])
        ]
    }
}
