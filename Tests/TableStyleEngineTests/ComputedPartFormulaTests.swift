import SeededRandom
import TableStyleTheme
import Testing

@testable import TableStyleEngine

/// The computed colors and bars, bound scales and a binding's flat tables alike, are the format's formulas
/// evaluated literally — bit for bit, on random scales, bars and numbers (stops on shared positions, values
/// on and around every stop, outside the ends, huge and tiny): the per-stop values computed once must not
/// change a single rounding.
@Suite("Computed colors and bars: the literal formulas")
struct ComputedPartFormulaTests {
    /// The suite's deterministic generator (``SplitMix``), so a failure reproduces.
    struct Random {
        var generator: SplitMix
        init(state: UInt64) { generator = SplitMix(seed: state) }
        mutating func next() -> UInt64 { generator.next() }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
        mutating func number() -> Double {
            let scales: [Double] = [1, 1e-9, 1e6, 1e300]
            return (Double(next() % 2_000_001) - 1_000_000) / 997 * scales[below(scales.count)]
        }
        mutating func color() -> ThemeColor {
            let alphas: [Double] = [1, 0, 0.4, 0.3, 0.15, Double(byte()) / 255, 0.123456]
            return ThemeColor(red: byte(), green: byte(), blue: byte(), alpha: alphas[below(alphas.count)])
        }
    }

    /// §: x ≤ p₀ gives c₀, x ≥ pₖ gives cₖ, else the smallest i with x < pᵢ₊₁, t = (x − pᵢ) / (pᵢ₊₁ − pᵢ) and
    /// each channel floor(cᵢ + (cᵢ₊₁ − cᵢ) × t + 0.5), alpha as a byte.
    static func literalColor(at x: Double, positions: [Double], colors: [ThemeColor]) -> ThemeColor {
        let last = positions.count - 1
        if x <= positions[0] { return colors[0] }
        if x >= positions[last] { return colors[last] }
        var index = 0
        while !(x < positions[index + 1]) { index += 1 }
        let t = (x - positions[index]) / (positions[index + 1] - positions[index])
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
            let value = (Double(a) + (Double(b) - Double(a)) * t + 0.5).rounded(.down)
            return value.isNaN ? 0 : UInt8(Swift.min(255, Swift.max(0, value)))
        }
        let (low, high) = (colors[index], colors[index + 1])
        return ThemeColor(
            red: channel(low.red, high.red), green: channel(low.green, high.green),
            blue: channel(low.blue, high.blue), alpha: Double(channel(low.alphaByte, high.alphaByte)) / 255)
    }

    /// §: f(v) = clamp((v − lo) / (hi − lo), 0, 1); the bar spans min(f(x), f(0)) … max(f(x), f(0)).
    static func literalBar(_ x: Double, low: Double, high: Double) -> (from: Double, to: Double) {
        func f(_ v: Double) -> Double { Swift.min(1, Swift.max(0, (v - low) / (high - low))) }
        return (Swift.min(f(x), f(0)), Swift.max(f(x), f(0)))
    }

    /// Numbers to try on a scale or bar: each position, its neighbours, midpoints, random ones.
    static func probes(around positions: [Double], random: inout Random) -> [Double] {
        var values: [Double] = [0, -0.0, .infinity, -.infinity, .greatestFiniteMagnitude]
        for position in positions {
            values += [position, position.nextUp, position.nextDown, position / 3]
        }
        for (low, high) in zip(positions, positions.dropFirst()) {
            values += [low + (high - low) / 2, low + (high - low) / 7, high - (high - low) / 1000]
        }
        values += (0..<20).map { _ in random.number() }
        return values.filter { !$0.isNaN }
    }

    @Test func boundScalesGiveTheLiteralColors() {
        var random = Random(state: 11)
        for _ in 0..<300 {
            let count = 2 + random.below(4)
            var positions = (0..<count).map { _ in random.number() }
            if random.below(3) == 0 { positions[random.below(count)] = positions[0] }
            positions.sort()
            let colors = (0..<count).map { _ in random.color() }
            let bound = BoundColorScale(positions: positions, colors: colors)
            for x in Self.probes(around: positions, random: &random) {
                let expected = Self.literalColor(at: x, positions: positions, colors: colors)
                #expect(bound.color(at: x) == expected, "\(x) on \(positions)")
            }
        }
    }

    @Test func mixIsTheLiteralChannelFormula() {
        var random = Random(state: 12)
        for _ in 0..<2000 {
            let (low, high) = (random.color(), random.color())
            let t = Double(random.below(10_001)) / 10_000
            let expected = Self.literalColor(at: t, positions: [0, 1], colors: [low, high])
            #expect(BoundColorScale.mix(low, high, t) == expected || t == 0 || t == 1)
        }
    }

    @Test func boundBarsGiveTheLiteralFractions() {
        var random = Random(state: 13)
        for _ in 0..<300 {
            let ends = [random.number(), random.number()].sorted()
            guard ends[0] < ends[1] else { continue }
            let bar = DataBar(
                color: random.color(), negativeColor: random.color(), min: .number(ends[0]), max: .number(ends[1]))
            guard let bound = bar.bound(to: nil) else {
                Issue.record("no bar between \(ends)")
                continue
            }
            for x in Self.probes(around: ends, random: &random) {
                let cell = bound.bar(for: x)
                let expected = Self.literalBar(x, low: ends[0], high: ends[1])
                #expect(cell.from.bitPattern == expected.from.bitPattern, "\(x) in \(ends)")
                #expect(cell.to.bitPattern == expected.to.bitPattern, "\(x) in \(ends)")
                #expect(cell.color == (x < 0 ? bar.negativeColor : bar.color))
            }
        }
    }

    /// A binding's flat tables (what renderers read per cell) compute what the scales and the bar bound to
    /// the column's population compute, for a text scale, a background scale and a bar on one column.
    @Test func bindingComputesTheBoundScalesAndBar() throws {
        var random = Random(state: 14)
        let origin = Fixture.at(1)
        let rows: [[CellValue]] = (0..<200).map { index in
            let number = Double(Int(random.next() % 40_001) - 20_000) / 7
            switch index % 10 {
            case 0: return [.int(Int(number))]
            case 1: return [.text("n")]
            case 2: return [.double(.nan)]
            default: return [.double(number)]
            }
        }
        var style = StyleSpec()
        style.textColorScale = Sourced(
            [
                ColorScaleStop(at: .min, color: .semantic(.systemRed)),
                ColorScaleStop(at: .percentile(25), color: .withAlpha(.semantic(.systemYellow), alpha: 0.4)),
                ColorScaleStop(at: .median, color: .semantic(.clear)),
                ColorScaleStop(at: .max, color: .semantic(.systemGreen)),
            ], origin: origin)
        style.backgroundColorScale = Sourced(
            [
                ColorScaleStop(at: .number(0), color: .semantic(.white)),
                ColorScaleStop(at: .mean, color: .withAlpha(.semantic(.systemBlue), alpha: 0.3)),
            ], origin: origin)
        style.bar = Sourced(
            .bar(color: .semantic(.systemBlue), negativeColor: .semantic(.systemOrange), min: nil, max: nil),
            origin: origin)
        let shape = TableShape(columns: [ColumnShape(name: "Amount", kind: .number)])
        let theme = Theme(
            name: "formula", table: TableSettings(),
            rules: [Rule(name: "all", when: nil, style: style, origin: origin)],
            file: Fixture.file)
        let compiled = try CompiledTheme(theme: theme)
        let bound = compiled.bind(
            to: shape, statistics: TableStatistics(needs: compiled.statisticsNeeds(for: shape), rows: rows))
        let population = try #require(bound.statistics?[column: 0])
        var computedCells = 0
        for (index, values) in rows.enumerated() {
            var ids = [StyleID(rawValue: 0)]
            bound.styleIDs(forRow: index, rowCount: rows.count, values: values, into: &ids)
            let resolved = bound.style(ids[0])
            let cell = CellContext(section: .body, row: index, rowCount: rows.count, column: 0, isSelected: false)
            let computed = bound.computedStyle(ids[0], for: cell, value: values[0])
            guard let x = values[0].numberValue, !x.isNaN else {
                #expect(computed == nil)
                continue
            }
            let text = try #require(resolved.textColorScale?.bound(to: population))
            let background = try #require(resolved.backgroundColorScale?.bound(to: population))
            let bar = try #require(resolved.bar?.bound(to: population))
            #expect(computed?.textColor == Self.literalColor(at: x, positions: text.positions, colors: text.colors))
            #expect(
                computed?.backgroundColor
                    == Self.literalColor(at: x, positions: background.positions, colors: background.colors))
            let expected = Self.literalBar(x, low: bar.low, high: bar.high)
            #expect(computed?.bar?.from.bitPattern == expected.from.bitPattern)
            #expect(computed?.bar?.to.bitPattern == expected.to.bitPattern)
            computedCells += 1
        }
        #expect(computedCells == 160)
    }
}
