import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory trellis [--check | --dry-run | --verbose]`:
/// runs the jobs of the package's trellis.json with the trellis tool built from this package,
/// as `trellis generate` would in the package's folder: the same output, the same exit status.
@main
struct TrellisCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "trellis")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["generate"] + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        // The tool has printed its own messages; its status is the command's.
        if process.terminationStatus != 0 { exit(process.terminationStatus) }
    }
}
