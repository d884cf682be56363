/// FNV-1a, 64 bits: the hash of the manifest's files and of a run's inputs.
struct FNV1a64 {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The hash as the manifest writes it: `fnv1a64:` and 16 hexadecimal digits.
    var text: String { "fnv1a64:" + String(value, radix: 16).leftPadded(to: 16) }

    mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
    }

    /// Adds `bytes` and a zero byte after them, so that no two lists of fields run together
    /// into the same bytes.
    mutating func addField(_ bytes: some Sequence<UInt8>) {
        add(bytes)
        add(CollectionOfOne(0))
    }
}
