import TableStyleTheme

/// One column of a table: its name, the title shown in its header, its kind and its width limits.
public struct DataColumn: Sendable, Hashable {
    /// The column's name: what rules (`column: { name: … }`, `rowValue`) and sorting refer to.
    public var name: String
    /// The title shown in the header; the name when `nil`.
    public var title: String?
    /// `number` when the column has at least one non-null value and every non-null value is a number,
    /// else `text` (Docs/ThemeFormat.md#conditions-when).
    /// ``DataTable`` derives it from the values; a ``TableContent`` of your own
    /// must set it.
    public var kind: ColumnKind
    /// The narrowest the column may be laid out, in points (`nil`: no limit); kept within ``widthRange``.
    public var minWidth: Double? { didSet { minWidth = Self.clamped(minWidth) } }
    /// The widest the column may be laid out, in points (`nil`: no limit); kept within ``widthRange``.
    public var maxWidth: Double? { didSet { maxWidth = Self.clamped(maxWidth) } }

    /// The width limits a column may have, in points: up to 2,000 character cells of
    /// ``ColumnSizer/pointsPerCharacter`` points. A data file's limits outside it are refused; limits set
    /// in code are clamped to it (NaN is no limit), so no layout converts a huge width to a count.
    public static let widthRange: ClosedRange<Double> = 0...16_000

    /// `width` within ``widthRange``; `nil` for NaN.
    private static func clamped(_ width: Double?) -> Double? {
        guard let width, !width.isNaN else { return nil }
        return min(max(width, widthRange.lowerBound), widthRange.upperBound)
    }

    /// Creates a column.
    ///
    /// - Parameters:
    ///   - name: The name rules refer to.
    ///   - title: The header title (default: the name).
    ///   - kind: The kind (``DataTable`` recomputes it from the values).
    ///   - minWidth: The narrowest width in points.
    ///   - maxWidth: The widest width in points.
    public init(
        _ name: String, title: String? = nil, kind: ColumnKind = .text, minWidth: Double? = nil,
        maxWidth: Double? = nil
    ) {
        self.name = name
        self.title = title
        self.kind = kind
        self.minWidth = Self.clamped(minWidth)
        self.maxWidth = Self.clamped(maxWidth)
    }

    /// The text shown in the column's header cell.
    public var displayTitle: String { title ?? name }
}
