import Testing
@_spi(CommandLine) import TrellisCore

@testable import TrellisCLI

/// The command line reads a manifest a window at a time, leaving each base in the bytes until
/// it is compared or written.
@Suite struct StoredManifestTests {
    static let awkward = [
        "", "plain", "line\nline\n", "tab\tquote\"backslash\\slash/", "\u{0}\u{1}\u{1F}\u{7F}\u{8}\u{C}\r",
        "é and 😀 and \u{2028}", String(repeating: "long line \\n ", count: 2_000),
    ]

    /// Every base read back compares equal to its text without being decoded, decodes to it,
    /// and is written back as the bytes it was read from.
    @Test func readsBasesBackWithoutDecodingThem() throws {
        let manifest = Manifest(
            spec: "S.json",
            files: Self.awkward.enumerated().map { index, text in
                Manifest.Entry(root: .sources, path: "F\(index)", owner: .user, hash: "h", base: text)
            })
        let bytes = Array(manifest.encoded().utf8)
        let stored = try StoredManifest.read(from: MemoryBytes(bytes: bytes)).get()
        #expect(stored.files.map(\.plain) == manifest.files)
        for (entry, text) in zip(stored.files, Self.awkward) {
            #expect(entry.base.equals(text))
            #expect(!entry.base.equals(text + "x"))
            var json: [UInt8] = []
            entry.base.appendJSON(to: &json)
            var expected: [UInt8] = []
            JSONStringWriter.append(text, to: &expected)
            #expect(json == expected)
        }
    }

    /// A manifest written by hand with other escapes, and keys it does not know, reads the same
    /// as the core's reader reads it; a damaged one is refused.
    @Test func readsWhatTheCoreReads() throws {
        let handWritten = """
            {"spec": "S.json", "formatVersion": 1, "extra": [1, {"a": null}], "files": [
              {"root": "sources", "path": "a\\/b", "owner": "generated", "hash": "h",
               "base": "caf\\u00e9 \\ud83d\\ude00 \\/"}]}
            """
        let stored = try StoredManifest.read(from: MemoryBytes(bytes: Array(handWritten.utf8))).get()
        #expect(stored.files.map(\.plain) == (try Manifest.decode(Array(handWritten.utf8)).get().files))
        let damaged = handWritten.replacingOccurrences(of: "\"sources\"", with: "\"elsewhere\"")
        #expect(throws: ManifestError.self) {
            try StoredManifest.read(from: MemoryBytes(bytes: Array(damaged.utf8))).get()
        }
    }
}

/// The output folders find the last run's entries by location, in a manifest edited by hand
/// too: out of order, or with a file listed twice (the first counts, as when it was a dictionary).
@Suite struct OutputFoldersLookupTests {
    @Test func findsEntriesOfAnUnsortedManifestAndKeepsTheFirstOfAPath() throws {
        let scratch = try ScratchDirectory()
        let entries = [
            Manifest.Entry(root: .tests, path: "T.swift", owner: .generated, hash: "t", base: "tests\n"),
            Manifest.Entry(root: .sources, path: "B.swift", owner: .generated, hash: "b", base: "first\n"),
            Manifest.Entry(root: .sources, path: "A.swift", owner: .user, hash: "a", base: "a\n"),
            Manifest.Entry(root: .sources, path: "B.swift", owner: .generated, hash: "b2", base: "second\n"),
        ]
        try scratch.write(Manifest(spec: "S.json", files: entries).encoded(), to: "Sources/.trellis-manifest.json")
        let folders = try OutputFolders(
            sourcesRoot: scratch.url.appendingPathComponent("Sources"),
            testsRoot: scratch.url.appendingPathComponent("Tests"), writes: false)
        #expect(
            folders.lastLocations() == [
                Manifest.Location(root: .sources, path: "A.swift"), Manifest.Location(root: .sources, path: "B.swift"),
                Manifest.Location(root: .tests, path: "T.swift"),
            ])
        #expect(folders.lastEntry(at: Manifest.Location(root: .sources, path: "B.swift"))?.base == "first\n")
        #expect(folders.lastEntry(at: Manifest.Location(root: .tests, path: "T.swift"))?.owner == .generated)
        #expect(folders.lastEntry(at: Manifest.Location(root: .sources, path: "T.swift")) == nil)
        #expect(folders.lastEntry(at: Manifest.Location(root: .sources, path: "C.swift")) == nil)
    }
}
