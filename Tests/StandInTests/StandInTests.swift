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

    @Test(arguments: ["nonisolated", "MainActor"])
    func usesTheSDKAcceptsCompile(isolation: String) throws {
        let modules = try StandInModules.built.get()
        let problems = modules.typeCheck(
            StandInSamples.prelude + StandInSamples.acceptedUses, named: "Accepted\(isolation)",
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
