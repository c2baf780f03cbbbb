/// A set of scalars as sorted, disjoint, non-adjacent closed ranges, with an ASCII bitmap for speed and, for
/// sets of many ranges (the Unicode classes `\w \d` and their complements), a bitmap of the Basic
/// Multilingual Plane (8 KB), so the VM tests non-ASCII text without a binary search per thread and scalar.
struct ScalarSet: Sendable, Hashable {
    var ranges: [ClosedRange<UInt32>]
    var asciiLow: UInt64 = 0
    var asciiHigh: UInt64 = 0
    /// Bit `v` is set when scalar `v` (< 0x10000) is in the set; empty for sets of few ranges.
    private var planeZero: [UInt64] = []

    static let bitmapThreshold = 16

    init(ranges: [ClosedRange<UInt32>]) {
        self.ranges = ScalarSet.normalized(ranges)
        for range in self.ranges where range.lowerBound < 128 {
            for value in range.lowerBound...min(127, range.upperBound) {
                if value < 64 { asciiLow |= 1 << UInt64(value) } else { asciiHigh |= 1 << UInt64(value - 64) }
            }
        }
        if self.ranges.count > Self.bitmapThreshold {
            var words = Array(repeating: UInt64(0), count: 1024)
            for range in self.ranges where range.lowerBound < 0x10000 {
                for value in range.lowerBound...min(0xFFFF, range.upperBound) {
                    words[Int(value >> 6)] |= 1 << UInt64(value & 63)
                }
            }
            planeZero = words
        }
    }

    static func == (lhs: ScalarSet, rhs: ScalarSet) -> Bool { lhs.ranges == rhs.ranges }

    func hash(into hasher: inout Hasher) { hasher.combine(ranges) }

    @inline(__always) func contains(_ value: UInt32) -> Bool {
        if value < 64 { return asciiLow & (1 << UInt64(value)) != 0 }
        if value < 128 { return asciiHigh & (1 << UInt64(value - 64)) != 0 }
        if value < 0x10000 && !planeZero.isEmpty {
            return planeZero[Int(value >> 6)] & (1 << UInt64(value & 63)) != 0
        }
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lowerBound {
                high = middle
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// Every scalar not in the set.
    var complemented: ScalarSet {
        var result: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for range in ranges {
            if range.lowerBound > next { result.append(next...(range.lowerBound - 1)) }
            next = range.upperBound &+ 1
            if range.upperBound == 0x10FFFF { return ScalarSet(ranges: result) }
        }
        result.append(next...0x10FFFF)
        return ScalarSet(ranges: result)
    }

    static func normalized(_ input: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        let sorted = input.sorted { $0.lowerBound < $1.lowerBound }
        var result: [ClosedRange<UInt32>] = []
        for range in sorted {
            if let last = result.last, range.lowerBound <= last.upperBound &+ 1 {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}
