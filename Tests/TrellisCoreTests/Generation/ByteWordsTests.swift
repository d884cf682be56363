import Testing

@testable import TrellisCore

@Suite struct ByteWordsTests {
    /// Every byte at every place in a word of other bytes, against looking at each byte.
    @Test func findsWhatLookingAtEachByteFinds() {
        for filler: UInt8 in [0x00, 0x01, 0x0A, 0x1F, 0x20, 0x22, 0x41, 0x5C, 0x7F, 0x80, 0xC3, 0xFF] {
            for byte in UInt8.min...UInt8.max {
                for place in 0..<8 {
                    var bytes = [UInt8](repeating: filler, count: 8)
                    bytes[place] = byte
                    let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                    for limit: UInt8 in [1, 0x20, 0x80] {
                        #expect(ByteWords.hasByte(below: limit, in: word) == bytes.contains { $0 < limit })
                    }
                    for sought: UInt8 in [0x0A, 0x22, 0x5C, 0x00, 0xFF] {
                        #expect(ByteWords.hasByte(sought, in: word) == bytes.contains(sought))
                    }
                }
            }
        }
    }
}
