import Foundation
import Testing

@_spi(CommandLine) @testable import TrellisCore

@Suite struct ManifestTests {
    static let awkward = [
        "", "plain", "line\nline\n", "tab\tquote\"backslash\\slash/", "\u{0}\u{1}\u{1F}\u{7F}\u{8}\u{C}\r",
        "é and 😀 and \u{2028}", String(repeating: "long line \\n ", count: 2_000),
    ]

    /// The manifest's JSON is what Foundation's JSONEncoder writes (pretty, sorted keys,
    /// slashes as they are), so manifests written before read and diff the same.
    @Test func encodesAsJSONEncoderDid() throws {
        struct Entry: Encodable {
            var base, hash, owner, path, root: String
        }
        struct File: Encodable {
            var files: [Entry]
            var formatVersion: Int
            var spec: String
        }
        let entries = Self.awkward.enumerated().map { index, text in
            Manifest.Entry(
                root: index % 2 == 0 ? .sources : .tests, path: "Dir/File\(index).swift", owner: .generated,
                hash: Manifest.hash(text), base: text)
        }
        for files in [entries, []] {
            let manifest = Manifest(spec: "Specs/Koober.json", files: files)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let expected = File(
                files: files.map {
                    Entry(
                        base: $0.base, hash: $0.hash, owner: $0.owner.rawValue, path: $0.path,
                        root: $0.root.rawValue)
                }, formatVersion: 1, spec: "Specs/Koober.json")
            #expect(manifest.encoded() == String(decoding: try encoder.encode(expected), as: UTF8.self) + "\n")
        }
    }

    /// Read back, every base is its text; a manifest written by hand with other escapes (`\/`,
    /// `\u00e9`, surrogate pairs) and keys it does not know reads the same.
    @Test func readsWhatItWrites() throws {
        let manifest = Manifest(
            spec: "S.json",
            files: Self.awkward.enumerated().map { index, text in
                Manifest.Entry(root: .sources, path: "F\(index)", owner: .user, hash: "h", base: text)
            })
        let read = try Manifest.decode(Array(manifest.encoded().utf8)).get()
        #expect(read == manifest)
        #expect(read.files.map(\.base) == Self.awkward)
        let handWritten = """
            {"spec": "S.json", "formatVersion": 1, "extra": [1, {"a": null}], "files": [
              {"root": "sources", "path": "a\\/b", "owner": "generated", "hash": "h",
               "base": "caf\\u00e9 \\ud83d\\ude00 \\/"}]}
            """
        let entry = try #require(try Manifest.decode(Array(handWritten.utf8)).get().files.first)
        #expect(entry.path == "a/b")
        #expect(entry.base == "café 😀 /")
    }

    /// Truncated or damaged manifests are refused, never half read.
    @Test func refusesWhatIsNotAManifest() throws {
        let text = Manifest(
            spec: "S.json",
            files: [
                Manifest.Entry(
                    root: .sources, path: "P", owner: .generated, hash: "h", base: "a\nb")
            ]
        ).encoded()
        for end in stride(from: 0, to: text.utf8.count - 2, by: 7) {
            #expect(throws: ManifestError.self) { try Manifest.decode(Array(text.utf8.prefix(end))).get() }
        }
        for damaged in [
            text.replacingOccurrences(of: "\"root\" : \"sources\"", with: "\"root\" : \"elsewhere\""),
            text.replacingOccurrences(of: "a\\nb", with: "a\\qb"),
            text.replacingOccurrences(of: "a\\nb", with: "a\nb"),
            text + "{}",
        ] {
            #expect(throws: ManifestError.self) { try Manifest.decode(Array(damaged.utf8)).get() }
        }
    }

    /// Broken JSON is refused with where it breaks, so that a hand edit gone wrong can be found.
    @Test func aSyntaxErrorSaysWhere() {
        let result = Manifest.decode(Array("{\n  \"formatVersion\" : 1,\n  \"spec\" : ]".utf8))
        guard case .failure(let error) = result else {
            Issue.record("a broken manifest was read")
            return
        }
        #expect(error.message.hasPrefix("the manifest is not valid (3:12: "), "\(error.message)")
    }
}

/// The listing users review: what `encoded()` writes is what `isEncoded(as:)` recognises, byte
/// for byte, and what `decode` reads back.
@Suite struct ManifestListingTests {
    static let listing = ManifestListing(
        spec: "S.json", inputs: "fnv1a64:0000000000000001",
        files: [
            .init(root: .sources, path: "A \"quoted\".swift", owner: .user, hash: "fnv1a64:a"),
            .init(root: .tests, path: "T.swift", owner: .generated, hash: "fnv1a64:t"),
        ])

    @Test func anEncodedListingIsRecognisedAndReadBack() {
        let bytes = Array(Self.listing.encoded().utf8)
        #expect(Self.listing.isEncoded(as: bytes))
        #expect(!Self.listing.isEncoded(as: bytes + [10]))
        #expect(!Self.listing.isEncoded(as: Array(bytes.dropLast())))
        var changed = Self.listing
        changed.files[1].hash = "fnv1a64:u"
        #expect(!changed.isEncoded(as: bytes))
        #expect(changed.firstDifference(from: Self.listing) == "tests/T.swift")
        #expect(ManifestListing.decode(bytes) == .success(.listing(Self.listing)))
        #expect(ManifestListing.decode(Array(Manifest(spec: "S.json", files: []).encoded().utf8)) == .success(.record))
    }
}
