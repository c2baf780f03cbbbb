import TableStyleTheme

/// A complete style for one cell: every attribute set, colors resolved to ``ThemeColor``.
///
/// Resolved styles are interned by the compiled theme, so many cells share one value.
public struct ResolvedStyle: Sendable, Hashable {
    public var font: ResolvedFont
    public var textColor: ThemeColor
    public var backgroundColor: ThemeColor
    public var borderColor: ThemeColor
    public var borderWidth: Double
    /// As resolved by the cascade (`natural` stays `natural`).
    public var alignment: CellAlignment
    public var padding: CellInsets
    public var lineBreak: LineBreakMode
    public var cellStyle: CellStyleKind
    public var accessory: Accessory
    /// The data bar drawn behind body cells holding a number (``StyleResolver/computedStyle(_:for:value:)``
    /// places it); `nil`: none.
    public var bar: DataBar?
    /// A color scale that won the cascade for the text color: number cells of the body take their color
    /// from it, every other cell keeps ``textColor`` (the layers below the scale).
    public var textColorScale: ColorScale?
    /// As ``textColorScale``, for the background.
    public var backgroundColorScale: ColorScale?
    /// The sides the border is drawn on (default all four).
    public var borderSides: BorderSides
    /// How numbers are displayed (``ValueFormat/default``: as written).
    public var format: ValueFormat

    /// Creates a resolved style.
    public init(
        font: ResolvedFont, textColor: ThemeColor, backgroundColor: ThemeColor, borderColor: ThemeColor,
        borderWidth: Double, alignment: CellAlignment, padding: CellInsets, lineBreak: LineBreakMode,
        cellStyle: CellStyleKind, accessory: Accessory, bar: DataBar? = nil, textColorScale: ColorScale? = nil,
        backgroundColorScale: ColorScale? = nil, borderSides: BorderSides = .all, format: ValueFormat = .default
    ) {
        self.font = font
        self.textColor = textColor
        self.backgroundColor = backgroundColor
        self.borderColor = borderColor
        self.borderWidth = borderWidth
        self.alignment = alignment
        self.padding = padding
        self.lineBreak = lineBreak
        self.cellStyle = cellStyle
        self.accessory = accessory
        self.bar = bar
        self.textColorScale = textColorScale
        self.backgroundColorScale = backgroundColorScale
        self.borderSides = borderSides
        self.format = format
    }
}

/// A complete font.
public struct ResolvedFont: Sendable, Hashable {
    /// `system`, `monospaced` or a font name.
    public var family: String
    public var size: Double
    public var weight: FontWeight
    public var italic: Bool
    public var monospacedDigits: Bool

    /// Creates a font.
    public init(family: String, size: Double, weight: FontWeight, italic: Bool, monospacedDigits: Bool) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.monospacedDigits = monospacedDigits
    }
}

/// Padding on four edges, in points.
public struct CellInsets: Sendable, Hashable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    /// Creates insets.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on all four edges.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }
}
