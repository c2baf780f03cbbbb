import TableStyleTheme

/// A binding's scales and bars, placed in each column's population once when the binding is made, in flat
/// tables of plain values: a cell's computed part costs a few array reads and a little arithmetic, and
/// whether a style has one at all is one array read (``StyleResolver/hasComputedPart(_:)``).
@usableFromInline
struct ComputedStyles: Sendable {
    /// One distinct (text scale, background scale, bar) placed in one column: where its stops lie in
    /// `stops` (a count of 0: no scale, or one that cannot be placed there) and its bar in `bars` (-1: none).
    @usableFromInline
    struct Placed: Sendable {
        @usableFromInline var textStart: Int32 = 0
        @usableFromInline var textCount: Int32 = 0
        @usableFromInline var backgroundStart: Int32 = 0
        @usableFromInline var backgroundCount: Int32 = 0
        @usableFromInline var bar: Int32 = -1
    }

    /// Whether any interned style has a scale or a bar.
    @usableFromInline let hasAny: Bool
    /// Per interned style id: the index of its (scales, bar) combination, or -1 when it has none.
    @usableFromInline let combinationOfStyle: [Int32]
    @usableFromInline let columnCount: Int
    /// `placed[combination × columnCount + column]`.
    @usableFromInline let placed: [Placed]
    /// The placed scales' stops, ordered by position within each scale.
    @usableFromInline let stops: [PlacedStop]
    @usableFromInline let bars: [BoundDataBar]
    /// ``BoundColorScale/alphaOfByte``, held here so that a cell reads it without a check that it is made.
    @usableFromInline let alphaOfByte = BoundColorScale.alphaOfByte
    let statistics: TableStatistics?

    init(styles: [ResolvedStyle], compiled: CompiledTheme, shape: TableShape, statistics: TableStatistics?) {
        let columnCount = shape.columns.count
        self.columnCount = columnCount
        self.statistics = statistics
        var combinations: [Combination: Int32] = [:]
        var ofStyle = Array(repeating: Int32(-1), count: compiled.hasComputedStyles ? styles.count : 0)
        var placed: [Placed] = []
        var stops: [PlacedStop] = []
        var bars: [BoundDataBar] = []
        func add(_ scale: BoundColorScale?) -> (Int32, Int32) {
            guard let scale else { return (0, 0) }
            let start = Int32(stops.count)
            stops += scale.stops
            return (start, Int32(scale.stops.count))
        }
        for (id, style) in styles.enumerated() where compiled.hasComputedStyles {
            let key = Combination(style)
            guard !key.isEmpty else { continue }
            if let existing = combinations[key] {
                ofStyle[id] = existing
                continue
            }
            let index = Int32(combinations.count)
            combinations[key] = index
            ofStyle[id] = index
            for column in 0..<columnCount {
                let population = statistics?[column: column]
                var entry = Placed()
                (entry.textStart, entry.textCount) = add(key.textColor?.bound(to: population))
                (entry.backgroundStart, entry.backgroundCount) = add(key.backgroundColor?.bound(to: population))
                if let bar = key.bar?.bound(to: population) {
                    entry.bar = Int32(bars.count)
                    bars.append(bar)
                }
                placed.append(entry)
            }
        }
        hasAny = !placed.isEmpty
        combinationOfStyle = ofStyle
        self.placed = placed
        self.stops = stops
        self.bars = bars
    }

    /// The scales and bar a style sets.
    struct Combination: Hashable {
        var textColor: ColorScale?
        var backgroundColor: ColorScale?
        var bar: DataBar?

        init(_ style: ResolvedStyle) {
            (textColor, backgroundColor, bar) = (style.textColorScale, style.backgroundColorScale, style.bar)
        }

        var isEmpty: Bool { textColor == nil && backgroundColor == nil && bar == nil }
    }

    /// Whether `id` is an interned style this binding placed (ids interned later are not).
    @inlinable
    func covers(_ id: Int32) -> Bool {
        // One unsigned comparison: a negative id is a huge one.
        UInt(UInt32(bitPattern: id)) < UInt(bitPattern: combinationOfStyle.count)
    }

    /// The combination of a covered id (``covers(_:)`` checked its bounds, so the read needs no second check).
    @inlinable @inline(__always)
    func combination(ofCovered id: Int32) -> Int32 {
        combinationOfStyle.withUnsafeBufferPointer { $0[Int(id)] }
    }

    /// The computed part of a body cell holding `value` with interned style `id` (one ``covers(_:)``).
    /// Inlined into the renderers' loops: the result is a few registers, not a value in memory.
    @inlinable @inline(__always)
    func computed(id: Int32, column: Int, value: CellValue) -> ComputedCellStyle? {
        guard let number = value.numberValue, !number.isNaN else { return nil }
        let combination = Int(self.combination(ofCovered: id))
        guard combination >= 0, UInt(bitPattern: column) < UInt(bitPattern: columnCount) else { return nil }
        // `placed` has `columnCount` entries per combination.
        let entry = placed.withUnsafeBufferPointer { $0[combination &* columnCount &+ column] }
        var result = ComputedCellStyle()
        if entry.textCount > 0 || entry.backgroundCount > 0 {
            stops.withUnsafeBufferPointer { stops in
                guard let base = stops.baseAddress else { return }
                if entry.textCount > 0 {
                    result.textColor = BoundColorScale.color(
                        at: number,
                        stops: UnsafeBufferPointer(start: base + Int(entry.textStart), count: Int(entry.textCount)),
                        alphaOfByte: alphaOfByte)
                }
                if entry.backgroundCount > 0 {
                    result.backgroundColor = BoundColorScale.color(
                        at: number,
                        stops: UnsafeBufferPointer(
                            start: base + Int(entry.backgroundStart), count: Int(entry.backgroundCount)),
                        alphaOfByte: alphaOfByte)
                }
            }
        }
        if entry.bar >= 0 { result.bar = bars[Int(entry.bar)].bar(for: number) }
        return result.isEmpty ? nil : result
    }

    /// The computed part for a style interned after the binding was made (placed on the spot).
    func computed(style: ResolvedStyle, column: Int, value: CellValue) -> ComputedCellStyle? {
        guard hasAny, let number = value.numberValue, !number.isNaN else { return nil }
        let key = Combination(style)
        guard !key.isEmpty else { return nil }
        let population = statistics?[column: column]
        let result = ComputedCellStyle(
            textColor: key.textColor?.bound(to: population)?.color(at: number),
            backgroundColor: key.backgroundColor?.bound(to: population)?.color(at: number),
            bar: key.bar?.bound(to: population)?.bar(for: number))
        return result.isEmpty ? nil : result
    }
}
