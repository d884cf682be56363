/// A small, seedable random number generator (SplitMix64): the same seed gives the same
/// cases on every machine, so a failing case can be replayed from its number.
struct RandomSource: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number in `0..<bound` (0 when `bound` is not positive).
    mutating func below(_ bound: Int) -> Int {
        bound > 0 ? Int.random(in: 0..<bound, using: &self) : 0
    }

    /// One of `choices`.
    mutating func pick<T>(_ choices: [T]) -> T? {
        choices.isEmpty ? nil : choices[below(choices.count)]
    }

    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }
}
