/// The deterministic generator (SplitMix64) that the tests and benchmarks draw from, so a failing random
/// case replays and every benchmark run measures the same table.
public struct SplitMix: RandomNumberGenerator, Sendable {
    /// The generator's state: the seed, advanced by a fixed odd constant per number drawn.
    public var state: UInt64

    /// A generator that starts from `seed`.
    ///
    /// - Parameter seed: Any value; equal seeds give equal sequences.
    public init(seed: UInt64) { state = seed }

    /// The next number of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
