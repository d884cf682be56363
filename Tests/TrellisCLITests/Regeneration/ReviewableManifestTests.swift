import Foundation
import Testing
@_spi(CommandLine) import TrellisCore

@testable import TrellisCLI

/// The manifest users commit is a listing a reviewer can read: the bases of the next merge live
/// apart, in `.trellis/bases.json`, which git is told not to diff.
@Suite struct ReviewableManifestTests {
    static let manifest = "Sources/.trellis-manifest.json"
    static let bases = "Sources/.trellis/bases.json"

    /// Koober, generated as mvvm into `scratch`.
    func koober() async throws -> ScratchDirectory {
        let scratch = try ScratchDirectory()
        let spec = try String(
            contentsOf: repositoryRoot.appendingPathComponent("GeneratedExample/Koober.json"), encoding: .utf8)
        try scratch.write(spec, to: "Koober.json")
        #expect(await generate(scratch).status == .success)
        return scratch
    }

    func generate(_ scratch: ScratchDirectory, _ extra: String...) async -> RunResult {
        await scratch.run(
            ["generate", "Koober.json", "--output", "Sources", "--tests", "Tests", "--architecture", "mvvm"] + extra)
    }

    /// A field added to one model: the manifest's diff is one line per changed file and the
    /// inputs' fingerprint; the bases change only where those files' texts are.
    @Test func aOneLineSpecChangeIsAFewLinesOfManifest() async throws {
        let scratch = try await koober()
        let before = try scratch.read(Self.manifest).split(separator: "\n", omittingEmptySubsequences: false)
        let spec = try scratch.read("Koober.json")
        let field = "\"fields\": [\"name: String\", \"email: String\""
        #expect(spec.contains(field))
        try scratch.write(
            spec.replacingOccurrences(
                of: field, with: "\"fields\": [\"name: String\", \"nickname: String?\", \"email: String\""),
            to: "Koober.json")
        let result = await generate(scratch)
        #expect(result.status == .success, "\(result.errors)")
        let changedFiles = result.output.split(separator: "\n").filter { $0.hasPrefix("update ") }.count
        #expect(changedFiles > 0)
        let after = try scratch.read(Self.manifest).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(after.count == before.count, "no file came or went")
        let changedLines = zip(before, after).filter { $0 != $1 }
        #expect(changedLines.count == changedFiles + 1, "\(changedLines)")
        #expect(changedLines.allSatisfy { $0.0.contains("\"hash\"") || $0.0.contains("\"inputs\"") })
        #expect(try scratch.read(Self.manifest).utf8.count < 20_000, "the listing holds no file's text")
    }

    /// A manifest of an earlier Trellis, which held the bases itself, is read as it is and split
    /// by the next run, which changes no file; the run after that writes nothing.
    @Test func aManifestThatHoldsItsBasesIsSplitByTheNextRun() async throws {
        let scratch = try await koober()
        let record = try scratch.read(Self.bases)
        try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("Sources/.trellis"))
        try scratch.write(record, to: Self.manifest)
        let files = try scratch.listing().filter { $0.hasSuffix(".swift") }.map { try scratch.read($0) }

        let split = await generate(scratch)
        #expect(split.status == .success, "\(split.errors)")
        #expect(!split.output.contains("update ") && !split.output.contains("create "), "\(split.output)")
        #expect(try scratch.listing().filter { $0.hasSuffix(".swift") }.map { try scratch.read($0) } == files)
        #expect(try scratch.read(Self.bases) == record)
        let listing = try scratch.read(Self.manifest)
        #expect(listing == ManifestListing(try Manifest.decode(Array(record.utf8)).get()).encoded())
        #expect(try scratch.read("Sources/.trellis/.gitattributes") == Manifest.basesAttributes)
        #expect(await generate(scratch, "--check").status == .success)
    }

    @Test func missingBasesAreAnErrorThatWritesNothing() async throws {
        let scratch = try await koober()
        try FileManager.default.removeItem(at: scratch.url.appendingPathComponent(Self.bases))
        try scratch.write(try scratch.read("Koober.json") + " ", to: "Koober.json")
        let listing = scratch.listing()
        let result = await generate(scratch)
        #expect(result.status == .failure)
        #expect(result.errors.contains(".trellis/bases.json is missing; restore both from version control"))
        #expect(scratch.listing() == listing)
    }

    /// A listing and bases of two different runs (one committed without the other) cannot be
    /// merged against: the run says where they differ and writes nothing.
    @Test func aManifestAndBasesOfDifferentRunsAreAnError() async throws {
        let scratch = try await koober()
        let oldBases = try scratch.read(Self.bases)
        try scratch.write(
            try scratch.read("Koober.json").replacingOccurrences(
                of: "\"name: String\", \"email: String\"",
                with: "\"name: String\", \"nickname: String?\", \"email: String\""),
            to: "Koober.json")
        #expect(await generate(scratch).status == .success)
        try scratch.write(oldBases, to: Self.bases)
        let result = await generate(scratch)
        #expect(result.status == .failure)
        #expect(result.errors.contains(".trellis-manifest.json and .trellis/bases.json are from different runs"))
    }
}
