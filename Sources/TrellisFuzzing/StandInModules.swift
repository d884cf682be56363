import Foundation

/// The stand-in `SwiftUI` and `UIKit` of Sources/StandIns, and the `ViewInspection` generated
/// view-layer tests run on, built with the toolchain's `swiftc` as Package.swift builds them on
/// Linux, into a folder generated views and their tests are type-checked against (`-I folder`).
/// Built once per process.
public struct StandInModules: Sendable {
    /// Holds `SwiftUI.swiftmodule`, `UIKit.swiftmodule` and `ViewInspection.swiftmodule`.
    public let folder: URL

    /// The modules, or why they did not build.
    public static let built: Result<StandInModules, StandInBuildError> = build()

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
        for module in ["UIKit", "SwiftUI", "ViewInspection"] {
            let sourceFolder = repository.appendingPathComponent("Sources/StandIns/\(module)")
            let sources =
                (try? FileManager.default.contentsOfDirectory(atPath: sourceFolder.path))?
                .filter { $0.hasSuffix(".swift") }.sorted().map { sourceFolder.appendingPathComponent($0).path } ?? []
            guard !sources.isEmpty else {
                return .failure(StandInBuildError(message: "no sources in \(sourceFolder.path)"))
            }
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
    public func typeCheck(_ source: String, named name: String, flags: [String]) -> [String] {
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

/// Why the stand-ins did not build.
public struct StandInBuildError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { "the stand-ins do not build: \(message)" }
}
