import TableStyleTheme
import Testing

@testable import TableStyleEngine

/// The statistics pass and the computed styles: the exact sum, percentiles, scales and bars at every
/// corner the format names.
@Suite("Column statistics, color scales and data bars")
struct ColumnStatisticsTests {
    // MARK: - Exact sum (as Python's math.fsum)

    struct SumCase: Sendable, CustomStringConvertible {
        var values: [Double]
        var expected: Double
        var description: String { "\(values)" }
    }

    /// Expected values are `math.fsum`'s.
    static let sums: [SumCase] = [
        SumCase(values: [], expected: 0),
        SumCase(values: Array(repeating: 0.1, count: 10), expected: 1.0),
        SumCase(values: [1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50], expected: 1e-100),
        SumCase(values: [9_007_199_254_740_992, 1.0, 1e-16], expected: 9_007_199_254_740_994),
        SumCase(values: [9_007_199_254_740_992, 1.0], expected: 9_007_199_254_740_992),
        SumCase(values: [1.7976931348623157e308, 1.7976931348623157e308], expected: .infinity),
        SumCase(values: [.infinity, 1], expected: .infinity),
        SumCase(values: [0.3, 0.6, -0.9], expected: -5.551115123125783e-17),
        SumCase(values: [1e16, 1, 1, 1, 1], expected: 10_000_000_000_000_004),
    ]

    @Test(arguments: sums)
    func exactSumIsCorrectlyRounded(_ example: SumCase) {
        var sum = ExactSum()
        for value in example.values { sum.add(value) }
        #expect(sum.value == example.expected)
    }

    @Test func oppositeInfinitiesSumToNaN() {
        var sum = ExactSum()
        sum.add(.infinity)
        sum.add(-.infinity)
        #expect(sum.value.isNaN)
    }

    // MARK: - Population

    @Test func populationExcludesNaNAndNonNumbers() {
        let stats = ColumnStatistics(values: [.double(.nan), .text("9"), .bool(true), .int(3), .double(-1), .null])
        #expect(stats.sortedNumbers == [-1, 3])
        #expect(stats.mean == 1)
        #expect(stats.min == -1 && stats.max == 3)
    }

    @Test func emptyPopulationHasNoMeanMinOrMax() {
        let stats = ColumnStatistics(values: [.text("a"), .null])
        #expect(stats.mean == nil && stats.min == nil && stats.max == nil)
        #expect(stats.percentile(50) == nil)
        #expect(stats.position(of: .number(4)) == 4)
    }

    struct PercentileCase: Sendable, CustomStringConvertible {
        var numbers: [Double]
        var p: Double
        var expected: Double
        var description: String { "p\(p) of \(numbers)" }
    }

    static let percentiles: [PercentileCase] = [
        PercentileCase(numbers: [1, 2, 3, 4], p: 0, expected: 1),
        PercentileCase(numbers: [1, 2, 3, 4], p: 100, expected: 4),
        PercentileCase(numbers: [1, 2, 3, 4], p: 50, expected: 2.5),
        PercentileCase(numbers: [4, 1, 3, 2], p: 25, expected: 1.75),
        PercentileCase(numbers: [7], p: 0, expected: 7),
        PercentileCase(numbers: [7], p: 100, expected: 7),
        PercentileCase(numbers: [7], p: 37, expected: 7),
        PercentileCase(numbers: [0, 10], p: 90, expected: 9),
    ]

    @Test(arguments: percentiles)
    func percentileInterpolatesLinearly(_ example: PercentileCase) {
        let stats = ColumnStatistics(values: example.numbers.map { .double($0) })
        #expect(stats.percentile(example.p) == example.expected)
    }

    // MARK: - Statistics tests bound to a population

    struct BoundCase: Sendable, CustomStringConvertible {
        var test: ColumnStatisticTest
        var population: [CellValue]
        var passing: [CellValue]
        var failing: [CellValue]
        var description: String { "\(test) on \(population)" }
    }

    static let bound: [BoundCase] = [
        // Ties are all in.
        BoundCase(
            test: .top(2), population: [.int(5), .int(5), .int(5), .int(1)], passing: [.int(5)], failing: [.int(1)]),
        BoundCase(
            test: .top(2), population: [.int(9), .int(5), .int(5), .int(1)], passing: [.int(9), .int(5)],
            failing: [.int(1), .double(.nan)]),
        BoundCase(
            test: .bottom(1), population: [.int(1), .int(1), .int(2)], passing: [.int(1), .double(0.5)],
            failing: [.int(2)]),
        // All equal: every number is max, min, top and bottom; none is above or below the mean.
        BoundCase(test: .max, population: [.int(3), .int(3)], passing: [.double(3)], failing: [.int(2)]),
        BoundCase(test: .aboveAverage, population: [.int(3), .int(3)], passing: [], failing: [.int(3)]),
        // One number.
        BoundCase(test: .min, population: [.int(4), .text("x")], passing: [.int(4)], failing: [.text("x"), .null]),
        BoundCase(test: .topPercent(1), population: [.int(4)], passing: [.int(4)], failing: []),
        // Empty column.
        BoundCase(test: .max, population: [.null, .text("")], passing: [], failing: [.int(0)]),
        BoundCase(test: .belowAverage, population: [], passing: [], failing: [.int(0)]),
        // N larger than the population takes every number.
        BoundCase(
            test: .top(10), population: [.int(1), .int(2)], passing: [.int(-100), .double(-.infinity)],
            failing: [.double(.nan), .text("1")]),
        // topPercent: N = max(1, floor(n × P / 100)) = floor(10 × 25 / 100) = 2.
        BoundCase(
            test: .topPercent(25), population: (1...10).map { .int($0) }, passing: [.int(9), .int(10)],
            failing: [.int(8)]),
        BoundCase(
            test: .bottomPercent(5), population: (1...10).map { .int($0) }, passing: [.int(1)], failing: [.int(2)]),
        // Duplicates by numeric value and by code points; NaN equals nothing.
        BoundCase(
            test: .duplicate,
            population: [
                .int(1), .double(1), .double(-0.0), .int(0), .text("é"), .text("e\u{301}"), .bool(true),
                .bool(true), .double(.nan), .double(.nan), .null, .null, .text(""), .text(""),
            ],
            passing: [.double(1), .int(0), .bool(true)],
            failing: [.text("é"), .text("e\u{301}"), .double(.nan), .null, .text(""), .text("1")]),
        BoundCase(
            test: .unique,
            population: [.int(1), .double(1), .text("1"), .bool(false), .double(.nan), .null, .text("")],
            passing: [.text("1"), .bool(false), .double(.nan)], failing: [.int(1), .null, .text("")]),
    ]

    @Test(arguments: bound)
    func boundTestsHoldExactlyAsDefined(_ example: BoundCase) throws {
        let stats = ColumnStatistics(values: example.population)
        let test = try CompiledValueTest(
            ValueTest(conditions: [.statistic(example.test)]), origin: Fixture.at(1))
        let bound = test.bound(to: stats)
        for value in example.passing {
            #expect(bound?.holds(value) { value.defaultText } == true, "\(value) should pass")
        }
        for value in example.failing {
            #expect(bound?.holds(value) { value.defaultText } != true, "\(value) should fail")
        }
    }

    // MARK: - Color scales

    static let red = ThemeColor(red: 248, green: 105, blue: 107)
    static let yellow = ThemeColor(red: 255, green: 235, blue: 132)
    static let green = ThemeColor(red: 99, green: 190, blue: 123)

    @Test func scaleInterpolatesEachChannelWithTheExactFormula() throws {
        let scale = ColorScale(stops: [
            .init(at: .min, color: Self.red), .init(at: .percentile(50), color: Self.yellow),
            .init(at: .max, color: Self.green),
        ])
        let stats = ColumnStatistics(values: [.int(0), .int(50), .int(100)])
        let bound = try #require(scale.bound(to: stats))
        #expect(bound.positions == [0, 50, 100])
        #expect(bound.color(at: -5) == Self.red)
        #expect(bound.color(at: 0) == Self.red)
        #expect(bound.color(at: 100) == Self.green)
        #expect(bound.color(at: 1000) == Self.green)
        #expect(bound.color(at: 50) == Self.yellow)
        // t = 0.25 between red and yellow: floor(248 + 7 × 0.25 + 0.5) = 250, 105 + 130 × 0.25 = 137.5 → 138.
        #expect(bound.color(at: 12.5).hex == "#FA8A71FF")
    }

    @Test func stopsOutOfOrderAreSortedStably() throws {
        let scale = ColorScale(stops: [
            .init(at: .max, color: Self.green), .init(at: .number(10), color: Self.yellow),
            .init(at: .number(10), color: Self.red), .init(at: .min, color: .clear),
        ])
        let stats = ColumnStatistics(values: [.int(0), .int(20)])
        let bound = try #require(scale.bound(to: stats))
        #expect(bound.positions == [0, 10, 10, 20])
        #expect(bound.colors == [.clear, Self.yellow, Self.red, Self.green])
        // x = 10 is not below p₂ = 10, so the segment is (10, 20): red at its start.
        #expect(bound.color(at: 10) == Self.red)
        #expect(bound.color(at: 5).hex == "#80764280")
    }

    @Test func scaleWithoutNumbersDoesNotApply() {
        let scale = ColorScale(stops: [.init(at: .min, color: Self.red), .init(at: .number(5), color: Self.green)])
        #expect(scale.bound(to: ColumnStatistics(values: [.text("a")])) == nil)
        #expect(scale.bound(to: nil) == nil)
    }

    @Test func alphaInterpolatesAsAByte() throws {
        let scale = ColorScale(stops: [
            .init(at: .number(0), color: .clear),
            .init(at: .number(1), color: ThemeColor(red: 255, green: 255, blue: 255, alpha: 1)),
        ])
        let bound = try #require(scale.bound(to: nil))
        #expect(bound.color(at: 0.5).hex == "#80808080")
    }

    // MARK: - Data bars

    struct BarCase: Sendable, CustomStringConvertible {
        var population: [Double]
        var min: ScaleAnchor?
        var max: ScaleAnchor?
        var x: Double
        var expected: (from: Double, to: Double, negative: Bool)?
        var description: String { "\(x) in \(population)" }
    }

    static let bars: [BarCase] = [
        // Positive numbers: the axis at 0 is the start.
        BarCase(population: [0, 50, 100], x: 25, expected: (0, 0.25, false)),
        // Crossing the axis: lo = -50, hi = 150, axis at 0.25.
        BarCase(population: [-50, 150], x: -50, expected: (0, 0.25, true)),
        BarCase(population: [-50, 150], x: 100, expected: (0.25, 0.75, false)),
        BarCase(population: [-50, 150], x: 0, expected: (0.25, 0.25, false)),
        // All negative: hi = 0, bars grow leftwards from the trailing edge.
        BarCase(population: [-10, -5], x: -5, expected: (0.5, 1, true)),
        // Clamped to explicit ends.
        BarCase(population: [0, 100], min: .number(10), max: .number(20), x: 100, expected: (0, 1, false)),
        BarCase(population: [0, 100], min: .number(10), max: .number(20), x: 15, expected: (0, 0.5, false)),
        // hi ≤ lo: no bar (all zero; explicit ends reversed).
        BarCase(population: [0, 0], x: 0, expected: nil),
        BarCase(population: [1, 2], min: .max, max: .min, x: 1, expected: nil),
        // No numbers: defaults cannot be computed.
        BarCase(population: [], x: 1, expected: nil),
        BarCase(population: [2, 4], min: .percentile(0), max: .percentile(100), x: 3, expected: (0, 0.5, false)),
    ]

    @Test(arguments: bars)
    func barsSpanFromTheAxis(_ example: BarCase) {
        let colors = (
            positive: ThemeColor(red: 0, green: 0, blue: 255), negative: ThemeColor(red: 255, green: 0, blue: 0)
        )
        let bar = DataBar(color: colors.positive, negativeColor: colors.negative, min: example.min, max: example.max)
        let bound = bar.bound(to: ColumnStatistics(values: example.population.map { .double($0) }))
        guard let expected = example.expected else {
            #expect(bound == nil)
            return
        }
        let cell = bound?.bar(for: example.x)
        #expect(cell?.from == expected.from)
        #expect(cell?.to == expected.to)
        #expect(cell?.color == (expected.negative ? colors.negative : colors.positive))
    }

    @Test func barFractionsRoundToFourDecimals() {
        #expect(CellBar.rounded(0.123449) == 0.1234)
        #expect(CellBar.rounded(0.12345) == 0.1235)
        #expect(CellBar.rounded(1) == 1)
    }

    // MARK: - Occurrence lookups

    /// The per-cell index answers what the key set answers, for texts of every length around the eight
    /// bytes a slot holds (shared prefixes, non-ASCII, one over the slot's length field), numbers (`-0` is
    /// `0`, an int equals its double), NaN, bools and null.
    @Test func occurrenceIndexAgreesWithTheKeySet() {
        let long = String(repeating: "x", count: 70_000)
        var present: [CellValue] = [
            .text("a"), .text("abcdefgh"), .text("abcdefghi"), .text("abcdefghijklmnopq"), .text("é"),
            .text("ab\u{0}"), .text(long), .int(3), .double(-0.0), .double(2.5), .bool(true),
        ]
        present += (0..<300).map { .text("Item \($0)") }
        let absent: [CellValue] = [
            .text("b"), .text("abcdefgi"), .text("abcdefgh "), .text("abcdefghj"), .text("abcdefghijklmnopr"),
            .text("e\u{301}"), .text("ab"), .text(long + "y"), .text(String(long.dropLast())), .text(""), .int(4),
            .double(2.25), .double(.nan), .bool(false), .null, .text("Item 300"),
        ]
        let keys = Set(present.compactMap(OccurrenceKey.init))
        let set = OccurrenceSet(repeated: keys)
        for value in present + absent + [.double(0), .int(0), .double(3)] {
            let expected = OccurrenceKey(value).map(keys.contains) ?? false
            #expect(set.isDuplicate(value) == expected, "\(value)")
            let unique = OccurrenceKey(value).map { !keys.contains($0) } ?? value.isNaNNumber
            #expect(set.isUnique(value) == unique, "\(value)")
        }
        #expect(set.isDuplicate(.int(0)) && set.isDuplicate(.double(3)) && !set.isDuplicate(.double(.nan)))
        #expect(set.isUnique(.double(.nan)) && !set.isUnique(.null) && !set.isUnique(.text("")))
    }

    /// Texts of every length from 1 to 40 bytes (each partial last word and several full ones): the set's
    /// own texts are found, and every text that differs from one of them in a single byte, or by one byte
    /// more or less, is not.
    @Test func occurrenceIndexFindsTextsOfEveryLengthByEveryByte() {
        let texts = (1...40).map { length in String((0..<length).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
        }
        let set = OccurrenceSet(repeated: Set(texts.compactMap { OccurrenceKey(.text($0)) }))
        for text in texts {
            #expect(set.isDuplicate(.text(text)), "\(text)")
            #expect(!set.isUnique(.text(text)), "\(text)")
            let bytes = Array(text.utf8)
            for position in bytes.indices {
                var changed = bytes
                changed[position] = UInt8(ascii: "A")
                let other = String(decoding: changed, as: UTF8.self)
                #expect(!set.isDuplicate(.text(other)), "\(other)")
                #expect(set.isUnique(.text(other)), "\(other)")
            }
            #expect(!set.isDuplicate(.text(text + "A")) && !set.isDuplicate(.text(String(text.dropFirst()))))
        }
    }

    /// A set without keys holds nothing, and an empty one answers like any other.
    @Test func emptyOccurrenceSetHoldsNothing() {
        let set = OccurrenceSet(repeated: [])
        for value: CellValue in [.text("a"), .int(1), .bool(true), .bool(false), .null] {
            #expect(!set.isDuplicate(value))
        }
        #expect(set.isUnique(.text("a")) && !set.isUnique(.null))
    }
}
