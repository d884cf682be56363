import Foundation
import Testing

@testable import TrellisCLI

/// What one run of the command line printed and returned.
struct RunResult {
    var status: ExitCode
    var output: String
    var errors: String
}

/// A scratch directory for one test, removed when the test ends.
final class ScratchDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// A scratch directory holding the starter spec as Notes.json (without the schema `init`
    /// writes beside it, so listings show only what generation wrote).
    static func withStarterSpec() async throws -> ScratchDirectory {
        let scratch = try ScratchDirectory()
        #expect(await scratch.run("init", "Notes").status == .success)
        try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("trellis-spec.schema.json"))
        return scratch
    }

    func write(_ text: String, to path: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path)
    }

    /// Every file below the directory, relative paths sorted.
    func listing() -> [String] {
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])
        var files: [String] = []
        while let file = enumerator?.nextObject() as? URL {
            if (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                files.append(String(file.standardizedFileURL.path.dropFirst(url.standardizedFileURL.path.count + 1)))
            }
        }
        return files.sorted()
    }

    /// Runs `trellis` with `arguments` in this directory.
    func run(_ arguments: String...) async -> RunResult {
        await run(arguments)
    }

    func run(_ arguments: [String]) async -> RunResult {
        var output = ""
        var errors = ""
        let environment = CommandEnvironment(
            currentDirectory: url, standardOutput: { output += $0 }, standardError: { errors += $0 })
        let status = await TrellisCommandLine.run(arguments, in: environment)
        return RunResult(status: status, output: output, errors: errors)
    }
}

/// The repository's root folder.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
