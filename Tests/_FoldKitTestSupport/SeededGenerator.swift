import Foundation

/// A small, fast, replayable random generator (SplitMix64) for property tests.
///
/// Every property test logs its seed; set `FOLDKIT_SEED` to replay a failure exactly.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64
    /// The seed this generator started from.
    public let seed: UInt64

    /// Creates a generator from `seed`.
    public init(seed: UInt64) {
        self.seed = seed
        self.state = seed
    }

    /// A generator seeded from `FOLDKIT_SEED` when set, else from `fallback`; prints the seed so a
    /// failing run can be replayed.
    public static func fromEnvironment(fallback: UInt64, test: String = #function) -> SeededGenerator {
        let seed = ProcessInfo.processInfo.environment["FOLDKIT_SEED"].flatMap { UInt64($0) } ?? fallback
        print("\(test): seed \(seed) (replay with FOLDKIT_SEED=\(seed))")
        return SeededGenerator(seed: seed)
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
