/// Everything a module's files are generated from, as one hash: the spec's bytes and the name
/// it is shown by, the options, the user templates, whether tests are written, and the
/// generator itself (its templates and sources, hashed at build time). Generation is
/// deterministic, so a run whose fingerprint is the one the manifest recorded would render
/// exactly the manifest's bases: it need not render at all (`RegenerationPlanner.planUnchanged`).
public enum GenerationInputs {
    public static func fingerprint(
        spec: [UInt8], specFile: String, options: GenerationOptions, writesTests: Bool
    ) -> String {
        var hash = FNV1a64()
        hash.add(EmbeddedTemplates.generatorFingerprint.utf8)
        hash.add(specFile.utf8)
        hash.add(spec)
        hash.add((options.architecture?.rawValue ?? "").utf8)
        hash.add((options.swiftModule ?? "").utf8)
        hash.add((writesTests ? "tests" : "").utf8)
        for (path, source) in options.templateOverrides.sorted(by: { $0.key < $1.key }) {
            hash.add(path.utf8)
            hash.add(source.text.utf8)
        }
        return "fnv1a64:" + String(hash.value, radix: 16).leftPadded(to: 16)
    }
}

/// FNV-1a, 64 bits, over fields each followed by a zero byte, so that no two lists of fields
/// run together into the same bytes.
struct FNV1a64 {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { mix(byte) }
        mix(0)
    }

    private mutating func mix(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01b3
    }
}
