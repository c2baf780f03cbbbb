import TableStyleTheme

/// A binding's scales and bars, placed in each column's population once when the binding is made, so a
/// cell's computed part costs an array read and a little arithmetic.
struct ComputedStyles: Sendable {
    /// One distinct (text scale, background scale, bar) placed in one column.
    struct Placed: Sendable {
        var textColor: BoundColorScale?
        var backgroundColor: BoundColorScale?
        var bar: BoundDataBar?
    }

    let columnCount: Int
    /// Per interned style id: the index of its (scales, bar) combination, or -1 when it has none.
    let combinationOfStyle: [Int32]
    /// `placed[combination × columnCount + column]`.
    let placed: [Placed]
    let statistics: TableStatistics?

    /// Whether any interned style has a scale or a bar.
    var isEmpty: Bool { placed.isEmpty }

    init(styles: [ResolvedStyle], compiled: CompiledTheme, shape: TableShape, statistics: TableStatistics?) {
        let columnCount = shape.columns.count
        self.columnCount = columnCount
        self.statistics = statistics
        guard compiled.hasComputedStyles else {
            (combinationOfStyle, placed) = ([], [])
            return
        }
        var combinations: [Combination: Int32] = [:]
        var ofStyle = Array(repeating: Int32(-1), count: styles.count)
        var placed: [Placed] = []
        for (id, style) in styles.enumerated() {
            let key = Combination(style)
            guard !key.isEmpty else { continue }
            if let existing = combinations[key] {
                ofStyle[id] = existing
                continue
            }
            let index = Int32(combinations.count)
            combinations[key] = index
            ofStyle[id] = index
            for column in 0..<columnCount { placed.append(key.placed(in: statistics?[column: column])) }
        }
        combinationOfStyle = ofStyle
        self.placed = placed
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

        func placed(in statistics: ColumnStatistics?) -> Placed {
            Placed(
                textColor: textColor?.bound(to: statistics), backgroundColor: backgroundColor?.bound(to: statistics),
                bar: bar?.bound(to: statistics))
        }
    }

    /// Whether `id` is an interned style this binding placed (ids interned later are not).
    func covers(_ id: Int32) -> Bool {
        id >= 0 && Int(id) < combinationOfStyle.count
    }

    /// The computed part of a body cell holding `value` with interned style `id` (one ``covers(_:)``).
    func computed(id: Int32, column: Int, value: CellValue) -> ComputedCellStyle? {
        guard let number = value.numberValue, !number.isNaN else { return nil }
        let combination = Int(combinationOfStyle[Int(id)])
        guard combination >= 0, column >= 0, column < columnCount else { return nil }
        return Self.compute(placed[combination * columnCount + column], number)
    }

    /// The computed part for a style interned after the binding was made (placed on the spot).
    func computed(style: ResolvedStyle, column: Int, value: CellValue) -> ComputedCellStyle? {
        guard !placed.isEmpty, let number = value.numberValue, !number.isNaN else { return nil }
        let key = Combination(style)
        guard !key.isEmpty else { return nil }
        return Self.compute(key.placed(in: statistics?[column: column]), number)
    }

    private static func compute(_ placement: Placed, _ number: Double) -> ComputedCellStyle? {
        let result = ComputedCellStyle(
            textColor: placement.textColor?.color(at: number),
            backgroundColor: placement.backgroundColor?.color(at: number), bar: placement.bar?.bar(for: number))
        return result.isEmpty ? nil : result
    }
}
