/// A row's place in a sort: its primary key's rank and key (``SortKeyColumn``) inline, so comparing two
/// rows reads one small value each, and its position (16 bytes in all, so more of them share a cache line).
struct SortEntry {
    var key: UInt64
    var index: UInt32
    var rank: UInt8

    /// Sorts `entries` by rank, then key, keeping the given order among equal ones: a least-significant
    /// digit radix sort (a byte of the key per pass, the rank last), which skips every byte that all
    /// entries share. Linear in the entries, with no comparisons.
    ///
    /// - Parameter entries: The entries.
    static func sortByRankAndKey(_ entries: inout [SortEntry]) {
        let count = entries.count
        guard count > 1 else { return }
        // One pass counts every digit: bytes 0…7 of the key, then the rank.
        var counts = [Int](repeating: 0, count: 9 * 256)
        counts.withUnsafeMutableBufferPointer { counts in
            for entry in entries {
                var key = entry.key
                for digit in 0..<8 {
                    counts[digit &* 256 &+ Int(key & 0xFF)] &+= 1
                    key >>= 8
                }
                counts[8 &* 256 &+ Int(entry.rank)] &+= 1
            }
        }
        var target = [SortEntry](repeating: SortEntry(key: 0, index: 0, rank: 0), count: count)
        var offsets = [Int](repeating: 0, count: 256)
        for digit in 0..<9 {
            let base = digit * 256
            guard !counts[base..<(base + 256)].contains(count) else { continue }
            var sum = 0
            for bucket in 0..<256 {
                offsets[bucket] = sum
                sum += counts[base + bucket]
            }
            let shift = UInt64(8 * min(digit, 7))
            entries.withUnsafeBufferPointer { source in
                target.withUnsafeMutableBufferPointer { target in
                    offsets.withUnsafeMutableBufferPointer { offsets in
                        for entry in source {
                            let bucket = digit == 8 ? Int(entry.rank) : Int((entry.key >> shift) & 0xFF)
                            target[offsets[bucket]] = entry
                            offsets[bucket] &+= 1
                        }
                    }
                }
            }
            swap(&entries, &target)
        }
    }
}
