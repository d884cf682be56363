import Foundation
import Testing
import TrellisFuzzing

/// The stand-in `SwiftUI` and `UIKit` (Sources/StandIns), built with the toolchain's `swiftc`
/// as Package.swift builds them on Linux, then each sample type-checked against them: the
/// correct uses must compile with both default isolations, and each mistake must fail with its
/// own error; both with warnings as errors, as generated code builds.
@Suite struct StandInTests {
    @Test(arguments: ["nonisolated", "MainActor"])
    func correctUsesCompile(isolation: String) throws {
        let modules = try StandInModules.built.get()
        let problems = modules.typeCheck(
            StandInSamples.prelude + StandInSamples.correctUses, named: "Correct\(isolation)",
            flags: ["-warnings-as-errors", "-default-isolation", isolation])
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test(arguments: StandInSamples.mistakes)
    func mistakeDoesNotCompile(_ mistake: StandInMistake) throws {
        let modules = try StandInModules.built.get()
        let problems = modules.typeCheck(
            StandInSamples.prelude + mistake.code, named: mistake.fileName, flags: ["-warnings-as-errors"])
        #expect(!problems.isEmpty, "it compiled")
        #expect(
            problems.contains { $0.contains(": error: ") && $0.contains(mistake.error) },
            "not the error expected (\(mistake.error)): \(problems.joined(separator: "\n"))")
    }
}

/// The stand-in modules, built once per test run into a temporary folder.
struct StandInModules: Sendable {
    let folder: URL

    static let built: Result<StandInModules, StandInBuildError> = build()

    private static func build() -> Result<StandInModules, StandInBuildError> {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trellis-stand-ins-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: folder)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return .failure(StandInBuildError(message: "\(error)"))
        }
        for module in ["UIKit", "SwiftUI"] {
            let sourceFolder = repository.appendingPathComponent("Sources/StandIns/\(module)")
            let sources =
                (try? FileManager.default.contentsOfDirectory(atPath: sourceFolder.path))?
                .filter { $0.hasSuffix(".swift") }.sorted().map { sourceFolder.appendingPathComponent($0).path } ?? []
            let problems = GeneratedModuleTypeCheck.swiftc(
                [
                    "-swift-version", "6", "-parse-as-library", "-warnings-as-errors", "-module-name", module, "-I",
                    folder.path, "-emit-module", "-emit-module-path",
                    folder.appendingPathComponent("\(module).swiftmodule").path,
                ] + sources, in: folder)
            guard problems.isEmpty else {
                return .failure(StandInBuildError(message: "\(module): \(problems.joined(separator: "\n"))"))
            }
        }
        return .success(StandInModules(folder: folder))
    }

    /// The compiler's errors and warnings for `source`, type-checked against the stand-ins.
    func typeCheck(_ source: String, named name: String, flags: [String]) -> [String] {
        let file = folder.appendingPathComponent("\(name).swift")
        do {
            try Data(source.utf8).write(to: file)
        } catch {
            return ["could not write \(file.path): \(error)"]
        }
        return GeneratedModuleTypeCheck.swiftc(
            ["-swift-version", "6", "-parse-as-library", "-I", folder.path, "-typecheck"] + flags + [file.path],
            in: folder)
    }
}

struct StandInBuildError: Error, CustomStringConvertible {
    let message: String
    var description: String { "the stand-ins do not build: \(message)" }
}
