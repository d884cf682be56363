import Foundation
import Testing

@testable import TrellisCore

/// Whatever bytes arrive, loading answers with a spec or with positioned errors, and never
/// crashes: Koober.json mutated at random, a thousand times (seeded, so failures repeat).
@Suite struct RobustnessTests {
    @Test func randomlyDamagedSpecsNeverCrashTheReader() throws {
        let original = Array(try Data(contentsOf: kooberSpecFile))
        var state: UInt64 = 2024
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let fragments: [[UInt8]] = ["{", "}", "[", "]", ",", ":", "\"", "\\", "null", "1e999", "\u{0}", "é"].map {
            Array($0.utf8)
        }
        var refused = 0
        for _ in 0..<1000 {
            var bytes = original
            for _ in 0..<(1 + next(4)) {
                let position = next(bytes.count)
                switch next(4) {
                case 0: bytes[position] = UInt8(next(256))
                case 1: bytes.removeSubrange(position..<min(bytes.count, position + 1 + next(40)))
                case 2: bytes.insert(contentsOf: fragments[next(fragments.count)], at: position)
                default:
                    bytes.insert(
                        contentsOf: bytes[position..<min(bytes.count, position + next(60))], at: next(bytes.count))
                }
                if bytes.isEmpty { bytes = [0x7B] }
            }
            let result = Pipeline.validate(bytes, fileName: "damaged.json")
            if result.spec == nil {
                refused += 1
                #expect(result.diagnostics.contains { $0.severity == .error && $0.location != nil })
            }
        }
        #expect(refused > 900)
    }
}
