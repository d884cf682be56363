import Foundation
import TrellisCore

/// Builds a generated module as an app target builds it, with the toolchain's `swiftc`: its
/// sources into a module (Swift 6, complete concurrency checking, warnings as errors), then its
/// tests against that module. Parsing alone misses what users hit first: a type not in scope,
/// a conformance isolated to the main actor, a warning in a switch.
public struct GeneratedModuleTypeCheck: Sendable {
    /// The default isolation the module is built with: Swift's, or Xcode 26 app targets'.
    public enum Isolation: String, CaseIterable, Sendable {
        case nonisolated
        case mainActor = "MainActor"
    }

    public var isolation: Isolation
    /// Where the stand-in SwiftUI and UIKit are, for a module generated with views.
    public var standIns: StandInModules?

    public init(isolation: Isolation, standIns: StandInModules? = nil) {
        self.isolation = isolation
        self.standIns = standIns
    }

    /// The compiler's errors and warnings for `files`, written under `folder` (which it
    /// empties first); empty when the module and its tests build cleanly.
    public func problems(of files: [GeneratedFile], in folder: URL) -> [String] {
        let fileManager = FileManager.default
        try? fileManager.removeItem(at: folder)
        var sources: [String] = []
        var tests: [String] = []
        for file in files where file.path.hasSuffix(".swift") {
            let root = folder.appendingPathComponent(file.root == .sources ? "Sources" : "Tests")
            let url = root.appendingPathComponent(file.path)
            do {
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
            } catch {
                return ["could not write \(file.path) to type-check it: \(error)"]
            }
            if file.root == .sources { sources.append(url.path) } else { tests.append(url.path) }
        }
        // The tests import the module by the name the spec gives it: it is built under that name.
        let module = Self.testedModule(in: files) ?? "Checked"
        // On every core: the driver splits the files into batches and compiles them side by side.
        let common =
            [
                "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-default-isolation",
                isolation.rawValue, "-j", String(ProcessInfo.processInfo.activeProcessorCount),
            ] + (standIns.map { ["-I", $0.folder.path] } ?? [])
        let built = Self.swiftc(
            common + [
                "-module-name", module, "-enable-testing", "-emit-module", "-emit-module-path",
                folder.appendingPathComponent("\(module).swiftmodule").path,
            ] + sources, in: folder)
        guard built.isEmpty, !tests.isEmpty else { return built.map { "sources (\(isolation.rawValue)): \($0)" } }
        // Swift Testing declares an overlay for Apple's UIKit, which the stand-in has not.
        let overlays = standIns == nil ? [] : ["-Xfrontend", "-disable-cross-import-overlays"]
        return Self.swiftc(
            common + overlays + ["-module-name", "\(module)Tests", "-I", folder.path, "-typecheck"] + tests, in: folder
        ).map { "tests (\(isolation.rawValue)): \($0)" }
    }

    /// The module the generated tests `@testable import`.
    static func testedModule(in files: [GeneratedFile]) -> String? {
        for file in files where file.root == .tests {
            for line in file.contents.split(separator: "\n") where line.hasPrefix("@testable import ") {
                return String(line.dropFirst("@testable import ".count))
            }
        }
        return nil
    }

    /// The diagnostics `swiftc arguments` prints, one line each; empty when it succeeds.
    public static func swiftc(_ arguments: [String], in folder: URL) -> [String] {
        let run = toolchainCommand(["swiftc"] + arguments, in: folder)
        guard run.status != 0 else { return [] }
        let lines = run.output.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        let relative = lines.map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
        return relative.isEmpty ? ["swiftc failed: \(run.output.prefix(2_000))"] : Array(Set(relative)).sorted()
    }
}

/// Runs a command of the toolchain (`swiftc …`, `swift build`) in `folder` to its end, with its
/// exit status and what it printed (standard output and error together).
func toolchainCommand(_ arguments: [String], in folder: URL) -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    do {
        try process.run()
    } catch {
        return (-1, "\(arguments.first ?? "") could not be started: \(error)")
    }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
}
