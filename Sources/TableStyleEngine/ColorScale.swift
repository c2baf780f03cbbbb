import TableStyleTheme

/// A color scale with its colors resolved for the appearance: what a rule's `textColor: { scale: … }` or
/// `backgroundColor: { scale: … }` computes per number cell from the cell's column population.
public struct ColorScale: Sendable, Hashable {
    /// One stop.
    public struct Stop: Sendable, Hashable {
        /// Where it sits.
        public var at: ScaleAnchor
        /// Its color.
        public var color: ThemeColor

        /// Creates a stop.
        ///
        /// - Parameters:
        ///   - at: Where it sits.
        ///   - color: Its color.
        public init(at: ScaleAnchor, color: ThemeColor) {
            self.at = at
            self.color = color
        }
    }

    /// The stops as written (2 to 5).
    public var stops: [Stop]

    /// Creates a scale.
    ///
    /// - Parameter stops: The stops, in any order.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// The scale's stops placed in a population, ordered by position (stably); `nil` when a stop's
    /// position cannot be computed.
    ///
    /// - Parameter statistics: The column's statistics.
    /// - Returns: The bound scale.
    public func bound(to statistics: ColumnStatistics?) -> BoundColorScale? {
        var placed: [(position: Double, color: ThemeColor)] = []
        for stop in stops {
            guard let position = Self.position(of: stop.at, in: statistics) else { return nil }
            placed.append((position, stop.color))
        }
        // A stable sort: stops at equal positions keep their written order.
        let order = placed.indices.sorted {
            placed[$0].position < placed[$1].position || (placed[$0].position == placed[$1].position && $0 < $1)
        }
        return BoundColorScale(positions: order.map { placed[$0].position }, colors: order.map { placed[$0].color })
    }

    /// Where an anchor sits; a fixed number needs no population.
    static func position(of anchor: ScaleAnchor, in statistics: ColumnStatistics?) -> Double? {
        if case .number(let number) = anchor { return number }
        return statistics?.position(of: anchor)
    }
}

/// A color scale placed in one column's population: sorted positions p₀ ≤ … ≤ pₖ and their colors.
public struct BoundColorScale: Sendable, Hashable {
    /// The stops' positions, ascending.
    public let positions: [Double]
    /// The stops' colors, in the same order.
    public let colors: [ThemeColor]
    /// The same stops as ``color(at:)`` reads them (see ``PlacedStop``).
    let stops: [PlacedStop]

    /// Creates a bound scale from stops already ordered by position.
    ///
    /// - Parameters:
    ///   - positions: The positions, ascending.
    ///   - colors: The colors, one per position.
    public init(positions: [Double], colors: [ThemeColor]) {
        self.positions = positions
        self.colors = colors
        stops = PlacedStop.stops(positions: positions, colors: colors)
    }

    /// The color of `x`: c₀ at or below p₀, cₖ at or above pₖ, else between the stops around it, each
    /// channel (R, G, B, A as 0–255) `floor(cᵢ + (cᵢ₊₁ − cᵢ) × t + 0.5)` with t = (x − pᵢ) / (pᵢ₊₁ − pᵢ).
    ///
    /// - Parameter x: The cell's number (not NaN).
    /// - Returns: The color.
    public func color(at x: Double) -> ThemeColor {
        stops.withUnsafeBufferPointer { Self.color(at: x, stops: $0, alphaOfByte: Self.alphaOfByte) }
    }

    /// ``color(at:)`` over stops ordered by position (at least one): the one definition, which a binding's
    /// flat tables of placed stops call too (with their own reference to ``alphaOfByte``, so a cell costs
    /// no check that the table is initialized).
    @inlinable @inline(__always)
    static func color(at x: Double, stops: UnsafeBufferPointer<PlacedStop>, alphaOfByte: [Double]) -> ThemeColor {
        let last = stops.count &- 1
        if x <= stops[0].position { return stops[0].color }
        if x >= stops[last].position { return stops[last].color }
        var index = 0
        while index < last &- 1 && !(x < stops[index &+ 1].position) { index &+= 1 }
        let low = stops[index]
        let t = (x - low.position) / low.widthToNext
        return color(low.channels, low.towardNext, t, alphaOfByte: alphaOfByte)
    }

    /// Where `x` falls between the outer stops, 0…1 (for explain).
    func fraction(of x: Double) -> Double {
        guard let first = positions.first, let last = positions.last, last > first else { return 0 }
        return min(1, max(0, (x - first) / (last - first)))
    }

    /// The color at `t` (0…1) between two stops, by the exact per-channel formula.
    package static func mix(_ low: ThemeColor, _ high: ThemeColor, _ t: Double) -> ThemeColor {
        let channels = PlacedStop.channels(low)
        return color(channels, PlacedStop.channels(high) - channels, t, alphaOfByte: alphaOfByte)
    }

    /// `Double(byte) / 255` for every byte: an interpolated alpha is a table read, not a division.
    @usableFromInline static let alphaOfByte: [Double] = (0...255).map { Double($0) / 255 }

    /// The color at `t` from a stop's channels (R, G, B, A as 0–255) toward the next stop's (`delta` is
    /// their difference, exact for bytes): per channel `floor(a + (b − a) × t + 0.5)` clamped to 0…255, the
    /// same IEEE operations in the same order, lane by lane.
    @inlinable @inline(__always)
    static func color(_ channels: SIMD4<Double>, _ delta: SIMD4<Double>, _ t: Double, alphaOfByte: [Double])
        -> ThemeColor
    {
        let value = channels + delta * t + 0.5
        return ThemeColor(
            red: byte(value[0]), green: byte(value[1]), blue: byte(value[2]),
            alpha: alphaOfByte[Int(byte(value[3]))])
    }

    /// A channel's value clamped to 0…255 and floored.
    @inlinable @inline(__always)
    static func byte(_ value: Double) -> UInt8 {
        // Clamping first and then truncating is the same as flooring then clamping, for every double (the
        // bounds are whole numbers; NaN clamps to 0 either way), and needs no call to `floor`.
        UInt8(min(255, max(0, value)))
    }
}

/// One stop of a bound scale as the per-cell interpolation reads it: its position and color, its channels
/// as doubles (R, G, B and the alpha byte), and the segment to the next stop — its width and the
/// channels' change — computed once, not per cell (the same subtractions the formula makes).
@usableFromInline
struct PlacedStop: Sendable, Hashable {
    @usableFromInline var position: Double
    @usableFromInline var color: ThemeColor
    @usableFromInline var channels: SIMD4<Double>
    /// pᵢ₊₁ − pᵢ (0 for the last stop).
    @usableFromInline var widthToNext: Double
    /// cᵢ₊₁ − cᵢ per channel (0 for the last stop).
    @usableFromInline var towardNext: SIMD4<Double>

    /// The placed stops of positions (ascending) and their colors.
    static func stops(positions: [Double], colors: [ThemeColor]) -> [PlacedStop] {
        var stops = zip(positions, colors).map { position, color in
            PlacedStop(
                position: position, color: color, channels: channels(color), widthToNext: 0, towardNext: .zero)
        }
        for index in stops.indices.dropLast() {
            stops[index].widthToNext = stops[index + 1].position - stops[index].position
            stops[index].towardNext = stops[index + 1].channels - stops[index].channels
        }
        return stops
    }

    /// A color's channels as the formula reads them: R, G, B and the alpha byte.
    static func channels(_ color: ThemeColor) -> SIMD4<Double> {
        SIMD4(Double(color.red), Double(color.green), Double(color.blue), Double(color.alphaByte))
    }
}
