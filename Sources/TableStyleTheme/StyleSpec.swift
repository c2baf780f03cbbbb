/// A partial style as a theme writes it (`cell`, `header`, `footer`, or a rule's `style`): every
/// attribute optional, each with the place it was written.
///
/// `font`, `padding` and `format` are flattened into separate sub-keys because they merge sub-key by sub-key
/// (Docs/ThemeFormat.md#cell-styles: a child's `font: { weight: bold }` keeps the parent's size).
public struct StyleSpec: Sendable, Hashable {
    public var fontFamily: Sourced<String>?
    public var fontSize: Sourced<Double>?
    public var fontWeight: Sourced<FontWeight>?
    public var italic: Sourced<Bool>?
    public var monospacedDigits: Sourced<Bool>?
    public var textColor: Sourced<ColorSpec>?
    public var backgroundColor: Sourced<ColorSpec>?
    /// `textColor: { scale: [...] }` (rules only): the stops as written; replaces ``textColor``.
    public var textColorScale: Sourced<[ColorScaleStop]>?
    /// `backgroundColor: { scale: [...] }` (rules only): the stops as written; replaces ``backgroundColor``.
    public var backgroundColorScale: Sourced<[ColorScaleStop]>?
    public var borderColor: Sourced<ColorSpec>?
    public var borderWidth: Sourced<Double>?
    public var alignment: Sourced<CellAlignment>?
    public var paddingTop: Sourced<Double>?
    public var paddingLeading: Sourced<Double>?
    public var paddingBottom: Sourced<Double>?
    public var paddingTrailing: Sourced<Double>?
    public var lineBreak: Sourced<LineBreakMode>?
    public var cellStyle: Sourced<CellStyleKind>?
    public var accessory: Sourced<Accessory>?
    /// `bar`: a data bar, or `none`.
    public var bar: Sourced<BarSpec>?
    /// The sides `borderWidth`/`borderColor` are drawn on; cascades as a whole.
    public var borderSides: Sourced<BorderSides>?
    /// `format.decimals`: a number of places, or `nil` for `none` (set, unlike an absent key).
    public var formatDecimals: Sourced<Int?>?
    public var formatGrouping: Sourced<Bool>?
    public var formatGroupingSeparator: Sourced<String>?
    public var formatDecimalSeparator: Sourced<String>?
    public var formatNegative: Sourced<ValueFormat.NegativeStyle>?
    public var formatPrefix: Sourced<String>?
    public var formatSuffix: Sourced<String>?
    public var formatPercent: Sourced<Bool>?
    public var formatAbbreviate: Sourced<Bool>?
    /// `format.zero`: the zero text, or `nil` for `none` (set, unlike an absent key).
    public var formatZero: Sourced<String?>?

    /// An empty style that sets nothing.
    public init() {}

    /// Whether the style sets no attribute.
    public var isEmpty: Bool { self == StyleSpec() }

    /// This style laid over `base`: every attribute this style sets wins, the rest come from `base`.
    ///
    /// - Parameter base: The style underneath (a parent theme's, or an earlier layer).
    /// - Returns: The merged style.
    public func merged(over base: StyleSpec) -> StyleSpec {
        var result = base
        if let fontFamily { result.fontFamily = fontFamily }
        if let fontSize { result.fontSize = fontSize }
        if let fontWeight { result.fontWeight = fontWeight }
        if let italic { result.italic = italic }
        if let monospacedDigits { result.monospacedDigits = monospacedDigits }
        if let textColor { result.textColor = textColor }
        if let backgroundColor { result.backgroundColor = backgroundColor }
        if let borderColor { result.borderColor = borderColor }
        if let borderWidth { result.borderWidth = borderWidth }
        if let alignment { result.alignment = alignment }
        if let paddingTop { result.paddingTop = paddingTop }
        if let paddingLeading { result.paddingLeading = paddingLeading }
        if let paddingBottom { result.paddingBottom = paddingBottom }
        if let paddingTrailing { result.paddingTrailing = paddingTrailing }
        if let lineBreak { result.lineBreak = lineBreak }
        if let cellStyle { result.cellStyle = cellStyle }
        if let accessory { result.accessory = accessory }
        if let bar { result.bar = bar }
        // A color and a scale for the same attribute replace each other.
        if textColor != nil { result.textColorScale = nil }
        if let textColorScale { (result.textColorScale, result.textColor) = (textColorScale, nil) }
        if backgroundColor != nil { result.backgroundColorScale = nil }
        if let backgroundColorScale {
            (result.backgroundColorScale, result.backgroundColor) = (backgroundColorScale, nil)
        }
        if let borderSides { result.borderSides = borderSides }
        if let formatDecimals { result.formatDecimals = formatDecimals }
        if let formatGrouping { result.formatGrouping = formatGrouping }
        if let formatGroupingSeparator { result.formatGroupingSeparator = formatGroupingSeparator }
        if let formatDecimalSeparator { result.formatDecimalSeparator = formatDecimalSeparator }
        if let formatNegative { result.formatNegative = formatNegative }
        if let formatPrefix { result.formatPrefix = formatPrefix }
        if let formatSuffix { result.formatSuffix = formatSuffix }
        if let formatPercent { result.formatPercent = formatPercent }
        if let formatAbbreviate { result.formatAbbreviate = formatAbbreviate }
        if let formatZero { result.formatZero = formatZero }
        return result
    }
}

/// Font weights, lightest to heaviest.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

/// Horizontal text alignment; `natural` puts numbers trailing and everything else leading.
public enum CellAlignment: String, Sendable, Hashable, CaseIterable {
    case leading, center, trailing, natural
}

/// How text that does not fit is shortened or wrapped.
public enum LineBreakMode: String, Sendable, Hashable, CaseIterable {
    case truncateTail, truncateMiddle, truncateHead, wrap, clip
}

/// UIKit list-cell layouts.
public enum CellStyleKind: String, Sendable, Hashable, CaseIterable {
    case `default`, subtitle, value1, value2
}

/// UIKit cell accessories.
public enum Accessory: String, Sendable, Hashable, CaseIterable {
    case none, checkmark, disclosure, detail
}
