import TableStyleTheme

extension ValueKind {
    /// The keyword tests (`value: negative` …): the one definition of what each means. `-0` is zero, bools
    /// are not numbers, text is never negative, `empty` is null or empty text. Value flags, value classes
    /// and the static analysis are derived from this.
    @inlinable @inline(__always)
    package func holds(_ value: ValueFacts) -> Bool {
        switch self {
        case .negative: return value.kind == .number && value.number < 0
        case .positive: return value.kind == .number && value.number > 0
        case .zero: return value.kind == .number && value.number == 0
        case .null: return value.kind == .null
        case .empty: return value.kind == .null || (value.kind == .text && value.isEmptyText)
        case .number: return value.kind == .number
        case .text: return value.kind == .text
        case .bool: return value.kind == .bool
        }
    }

    /// ``holds(_:)-swift.method`` for a cell value.
    @inlinable @inline(__always)
    package func holds(_ value: CellValue) -> Bool {
        holds(ValueFacts(value))
    }

    /// The numbers where the keyword's answer changes between neighbouring numbers (see
    /// ``Comparison/breakpoints(bound:upper:)``).
    package var numericBreakpoints: [Double] {
        switch self {
        case .negative, .positive, .zero: return [0]
        case .null, .empty, .number, .text, .bool: return []
        }
    }
}
