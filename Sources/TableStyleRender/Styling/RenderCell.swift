import TableStyleEngine
import TableStyleTheme

/// One cell as every output draws it: where it is, its text, its interned style and its rule labels.
///
/// Outputs read millions of these, so the layout is kept small: the flags sit together with the style id,
/// the position is stored in 32-bit fields (positions beyond `Int32.max` are held at that value), and the
/// rare computed colors and bar (``computed``) are held out of line, one reference wide.
public struct RenderCell: Sendable, Hashable {
    /// Header, body or footer.
    public var section: TableSection
    /// Whether the cell's value is a number (used for `natural` alignment).
    public var isNumber: Bool
    /// Whether the cell's row is selected.
    public var isSelected: Bool
    /// The resolved style's id in the compiled theme.
    public var style: StyleID
    /// The stored ``group``.
    private var storedGroup: Int32
    /// The stored ``row``.
    private var storedRow: Int32
    /// The stored ``column``.
    private var storedColumn: Int32
    /// The text as written in the data file; a header cell's text is its column name.
    public var text: String
    /// The text every output draws: a number's text through its style's value format (``ValueFormat``);
    /// equal to ``text`` when no format applies (any value but a number, a header cell, a default format).
    public var display: String
    /// The labels of the rules that matched, in rule order.
    public var labels: [String]
    /// The computed part, out of line: empty for almost every cell, else one element. An array rather
    /// than an optional reference, because with an optional reference the optimizer copies each new
    /// cell once more on its way into storage (a tenth of a million-cell render tree's time).
    private var computedParts: [ComputedCellStyle]

    /// For body cells, the index of the row's group (``DataSection``); 0 for header and footer cells.
    public var group: Int {
        get { Int(storedGroup) }
        set { storedGroup = Int32(clamping: newValue) }
    }

    /// The 0-based row index within its group (header and footer cells: 0), after sorting.
    public var row: Int {
        get { Int(storedRow) }
        set { storedRow = Int32(clamping: newValue) }
    }

    /// The 0-based column index.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// What color scales and a data bar computed for this cell (`nil`: the interned style is drawn as is).
    public var computed: ComputedCellStyle? {
        get { computedParts.first }
        set { computedParts = newValue.map { [$0] } ?? [] }
    }

    /// Whether color scales or a data bar computed anything for this cell (``computed`` is not `nil`),
    /// without reading the computed part.
    var hasComputedStyle: Bool { !computedParts.isEmpty }

    /// Creates a render cell.
    ///
    /// - Parameters:
    ///   - section: Header, body or footer.
    ///   - group: The body group index.
    ///   - row: The row within its group.
    ///   - column: The column.
    ///   - text: The text.
    ///   - isNumber: Whether the value is a number.
    ///   - isSelected: Whether the row is selected.
    ///   - style: The style id.
    ///   - labels: The matched rules' labels.
    ///   - display: The text drawn; `nil` draws ``text``.
    ///   - computed: The computed colors and bar, if any.
    public init(
        section: TableSection, group: Int, row: Int, column: Int, text: String, isNumber: Bool, isSelected: Bool,
        style: StyleID, labels: [String], display: String? = nil, computed: ComputedCellStyle? = nil
    ) {
        self.section = section
        self.storedGroup = Int32(clamping: group)
        self.storedRow = Int32(clamping: row)
        self.storedColumn = Int32(clamping: column)
        self.text = text
        self.display = display ?? text
        self.isNumber = isNumber
        self.isSelected = isSelected
        self.style = style
        self.labels = labels
        self.computedParts = computed.map { [$0] } ?? []
    }
}

extension ResolvedStyle {
    /// The alignment actually drawn: `natural` puts numbers trailing and everything else leading.
    ///
    /// - Parameter isNumber: Whether the cell's value is a number.
    /// - Returns: `leading`, `center` or `trailing`.
    public func effectiveAlignment(isNumber: Bool) -> CellAlignment {
        alignment == .natural ? (isNumber ? .trailing : .leading) : alignment
    }
}
