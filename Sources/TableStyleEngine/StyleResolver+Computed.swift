import TableStyleTheme

extension StyleResolver {
    /// Whether the theme has color scales or data bars (then cells may have a computed part). Without
    /// them, ``computedStyle(_:for:value:)`` is always `nil` and callers can skip it.
    @inlinable
    public var hasComputedStyles: Bool { computed.hasAny }

    /// Whether cells with style `id` may have a computed part: `false` means ``computedStyle(_:for:value:)``
    /// is `nil` for every cell with this style, so a renderer skips it (one array read for the ids this
    /// binding interned, which are the ids it resolves from its tables).
    ///
    /// - Parameter id: A style id from this binding.
    /// - Returns: Whether the style has a color scale or a data bar.
    @inlinable
    public func hasComputedPart(_ id: StyleID) -> Bool {
        // Without scales and bars no id is covered (the table is empty), and `hasAny` is false.
        if computed.covers(id.rawValue) { return computed.combination(ofCovered: id.rawValue) >= 0 }
        return computed.hasAny && styleHasComputedPart(id)
    }

    /// ``hasComputedPart(_:)`` for a style interned after the binding was made.
    @usableFromInline @inline(never)
    func styleHasComputedPart(_ id: StyleID) -> Bool {
        !ComputedStyles.Combination(style(id)).isEmpty
    }

    /// The part of a cell's style computed from its value and its column's statistics: the colors of the
    /// color scales that won the cascade and the data bar. Only body cells holding a number (not NaN) have one.
    ///
    /// The interned style (``styleID(for:in:)``) keeps, for a scaled attribute, the value of the layers
    /// below the scale; the computed color replaces it when drawing. Cells whose style has no scale and no
    /// bar cost one check (``hasComputedPart(_:)``).
    ///
    /// - Parameters:
    ///   - id: The cell's style id (from this binding).
    ///   - cell: The cell.
    ///   - value: The cell's own value.
    /// - Returns: The computed part, or `nil` when nothing is computed.
    @inlinable
    public func computedStyle(_ id: StyleID, for cell: CellContext, value: CellValue) -> ComputedCellStyle? {
        guard cell.section == .body, hasComputedPart(id) else { return nil }
        return computedPart(id, column: cell.column, value: value)
    }

    @inlinable
    func computedPart(_ id: StyleID, column: Int, value: CellValue) -> ComputedCellStyle? {
        if computed.covers(id.rawValue) { return computed.computed(id: id.rawValue, column: column, value: value) }
        return lateComputedPart(id, column: column, value: value)
    }

    /// ``computedPart(_:column:value:)`` for a style interned after the binding was made (kept out of line:
    /// it copies the style).
    @usableFromInline @inline(never)
    func lateComputedPart(_ id: StyleID, column: Int, value: CellValue) -> ComputedCellStyle? {
        computed.computed(style: style(id), column: column, value: value)
    }

    /// Where a cell's scales placed it and what its bar spans, for explain: "scale at 0.42 between min -2400
    /// and max 3250".
    func scaleDescriptions(_ style: ResolvedStyle, column: Int, value: CellValue) -> [String] {
        guard let number = value.numberValue, !number.isNaN else { return [] }
        let population = statistics?[column: column]
        var lines: [String] = []
        func describe(_ scale: ColorScale?, _ name: String) {
            guard let scale else { return }
            guard let bound = scale.bound(to: population) else {
                lines.append("\(name): scale not applied (a stop's position cannot be computed on this column)")
                return
            }
            let placed = scale.stops.map { ($0.at, ColorScale.position(of: $0.at, in: population) ?? 0) }
            let first = bound.positions[0]
            let last = bound.positions[bound.positions.count - 1]
            let low = placed.first { $0.1 == first }?.0 ?? .number(first)
            let high = placed.last { $0.1 == last }?.0 ?? .number(last)
            lines.append(
                "\(name): scale at \(Self.decimal(bound.fraction(of: number))) between "
                    + "\(Self.anchorName(low)) \(Self.number(first)) and \(Self.anchorName(high)) \(Self.number(last)) "
                    + "gives \(bound.color(at: number).hex)")
        }
        describe(style.textColorScale, "textColor")
        describe(style.backgroundColorScale, "backgroundColor")
        if let bar = style.bar {
            if let bound = bar.bound(to: population) {
                let cell = bound.bar(for: number)
                lines.append(
                    "bar: \(Self.decimal(cell.from))-\(Self.decimal(cell.to)) of the width in \(cell.color.hex), "
                        + "between \(Self.number(bound.low)) and \(Self.number(bound.high))")
            } else {
                lines.append("bar: none on this column (its ends cannot be computed, or max ≤ min)")
            }
        }
        return lines
    }

    static func anchorName(_ anchor: ScaleAnchor) -> String {
        switch anchor {
        case .number: return "stop"
        case .min: return "min"
        case .max: return "max"
        case .mean: return "mean"
        case .median: return "median"
        case .percentile(let p): return "percentile \(number(p))"
        }
    }

    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    static func decimal(_ value: Double) -> String {
        let rounded = (value * 100 + 0.5).rounded(.down) / 100
        let whole = Int(rounded)
        let cents = Int(((rounded - Double(whole)) * 100).rounded())
        return "\(whole).\(cents < 10 ? "0" : "")\(cents)"
    }
}
