/// Looking through text eight bytes at a time: a byte of a word read from the text is found
/// by the borrow that subtracting from it leaves in its top bit, with no branch per byte.
enum ByteWords {
    static let ones: UInt64 = 0x0101_0101_0101_0101

    /// A word whose eight bytes are all `byte`.
    static func repeating(_ byte: UInt8) -> UInt64 {
        ones &* UInt64(byte)
    }

    /// Whether a byte of `word` is less than `limit` (at most 0x80).
    static func hasByte(below limit: UInt8, in word: UInt64) -> Bool {
        (word &- repeating(limit)) & ~word & repeating(0x80) != 0
    }

    /// Whether a byte of `word` is `byte`.
    static func hasByte(_ byte: UInt8, in word: UInt64) -> Bool {
        hasByte(below: 1, in: word ^ repeating(byte))
    }
}
