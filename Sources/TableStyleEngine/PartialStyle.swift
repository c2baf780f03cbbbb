import TableStyleDiagnostics
import TableStyleTheme

/// A ``StyleSpec`` with its colors resolved: what one cascade layer (a base style or a rule) sets.
///
/// The one mapping from a spec's keys to ``StyleAttribute``s: the compiler builds its layers with it, and
/// `themecheck`'s warnings read what a spec sets through it (see ``init(_:resolvingColors:)``).
package struct PartialStyle: Sendable, Hashable {
    var fontFamily: String?
    var fontSize: Double?
    var fontWeight: FontWeight?
    var italic: Bool?
    var monospacedDigits: Bool?
    var textColor: ThemeColor?
    var backgroundColor: ThemeColor?
    var borderColor: ThemeColor?
    var borderWidth: Double?
    var alignment: CellAlignment?
    var paddingTop: Double?
    var paddingLeading: Double?
    var paddingBottom: Double?
    var paddingTrailing: Double?
    var lineBreak: LineBreakMode?
    var cellStyle: CellStyleKind?
    var accessory: Accessory?
    /// `bar`: set when ``setsBar`` (`nil` then is `bar: none`).
    var bar: DataBar?
    var setsBar = false
    var textColorScale: ColorScale?
    var backgroundColorScale: ColorScale?
    var borderSides: BorderSides?
    /// `format.decimals`: outer `nil` when not set, inner `nil` for `none`.
    var formatDecimals: Int??
    var formatGrouping: Bool?
    var formatGroupingSeparator: String?
    var formatDecimalSeparator: String?
    var formatNegative: ValueFormat.NegativeStyle?
    var formatPrefix: String?
    var formatSuffix: String?
    var formatPercent: Bool?
    var formatAbbreviate: Bool?
    /// `format.zero`: outer `nil` when not set, inner `nil` for `none`.
    var formatZero: String??
    /// Where each written attribute was written, indexed by ``StyleAttribute/rawValue`` (also for a color
    /// the resolver gave no value).
    package var origins: [FileLocation?] = Array(repeating: nil, count: StyleAttribute.allCases.count)

    init() {}

    /// Resolves `spec`'s colors.
    init(_ spec: StyleSpec, colors: ColorResolver) throws(ThemeCompileError) {
        try self.init(spec) { sourced, _ throws(ThemeCompileError) in
            try colors.resolve(sourced.value, at: sourced.origin)
        }
        try resolveComputed(spec) { sourced throws(ThemeCompileError) in
            try colors.resolve(sourced.value, at: sourced.origin)
        }
    }

    /// Takes `spec`'s scales and bar, resolving their colors with `resolveColor` (a color it gives no value
    /// for leaves the scale or bar unset; its origin is still recorded).
    package mutating func resolveComputed<Failure: Error>(
        _ spec: StyleSpec, resolvingColors resolveColor: (Sourced<ColorSpec>) throws(Failure) -> ThemeColor?
    ) throws(Failure) {
        func scale(_ sourced: Sourced<[ColorScaleStop]>?, _ attribute: StyleAttribute) throws(Failure) -> ColorScale? {
            guard let sourced else { return nil }
            origins[attribute.rawValue] = sourced.origin
            var stops: [ColorScale.Stop] = []
            for stop in sourced.value {
                guard let color = try resolveColor(Sourced(stop.color, origin: sourced.origin)) else { return nil }
                stops.append(ColorScale.Stop(at: stop.at, color: color))
            }
            return ColorScale(stops: stops)
        }
        textColorScale = try scale(spec.textColorScale, .textColor)
        backgroundColorScale = try scale(spec.backgroundColorScale, .backgroundColor)
        guard let sourced = spec.bar else { return }
        origins[StyleAttribute.bar.rawValue] = sourced.origin
        switch sourced.value {
        case .none:
            setsBar = true
        case .bar(let color, let negative, let low, let high):
            guard let positive = try resolveColor(Sourced(color, origin: sourced.origin)) else { return }
            let negativeColor =
                try negative.map { spec throws(Failure) in try resolveColor(Sourced(spec, origin: sourced.origin)) }
                ?? positive
            bar = DataBar(color: positive, negativeColor: negativeColor ?? positive, min: low, max: high)
            setsBar = true
        }
    }

    /// Takes what `spec` writes, resolving each color with `resolveColor`.
    ///
    /// A color `resolveColor` gives no value for (one it cannot or need not resolve) is still recorded in
    /// ``origins`` as written, but not set.
    ///
    /// - Parameters:
    ///   - spec: The style as written.
    ///   - resolveColor: Resolves a written color for an attribute.
    /// - Throws: What `resolveColor` throws.
    package init<Failure: Error>(
        _ spec: StyleSpec,
        resolvingColors resolveColor: (Sourced<ColorSpec>, StyleAttribute) throws(Failure) -> ThemeColor?
    ) throws(Failure) {
        var origins = self.origins
        func take<Value>(_ sourced: Sourced<Value>?, _ attribute: StyleAttribute) -> Value? {
            guard let sourced else { return nil }
            origins[attribute.rawValue] = sourced.origin
            return sourced.value
        }
        func color(_ sourced: Sourced<ColorSpec>?, _ attribute: StyleAttribute) throws(Failure) -> ThemeColor? {
            guard let sourced else { return nil }
            origins[attribute.rawValue] = sourced.origin
            return try resolveColor(sourced, attribute)
        }
        fontFamily = take(spec.fontFamily, .fontFamily)
        fontSize = take(spec.fontSize, .fontSize)
        fontWeight = take(spec.fontWeight, .fontWeight)
        italic = take(spec.italic, .fontItalic)
        monospacedDigits = take(spec.monospacedDigits, .fontMonospacedDigits)
        textColor = try color(spec.textColor, .textColor)
        backgroundColor = try color(spec.backgroundColor, .backgroundColor)
        borderColor = try color(spec.borderColor, .borderColor)
        borderWidth = take(spec.borderWidth, .borderWidth)
        alignment = take(spec.alignment, .alignment)
        paddingTop = take(spec.paddingTop, .paddingTop)
        paddingLeading = take(spec.paddingLeading, .paddingLeading)
        paddingBottom = take(spec.paddingBottom, .paddingBottom)
        paddingTrailing = take(spec.paddingTrailing, .paddingTrailing)
        lineBreak = take(spec.lineBreak, .lineBreak)
        cellStyle = take(spec.cellStyle, .cellStyle)
        accessory = take(spec.accessory, .accessory)
        borderSides = take(spec.borderSides, .borderSides)
        formatDecimals = take(spec.formatDecimals, .formatDecimals)
        formatGrouping = take(spec.formatGrouping, .formatGrouping)
        formatGroupingSeparator = take(spec.formatGroupingSeparator, .formatGroupingSeparator)
        formatDecimalSeparator = take(spec.formatDecimalSeparator, .formatDecimalSeparator)
        formatNegative = take(spec.formatNegative, .formatNegative)
        formatPrefix = take(spec.formatPrefix, .formatPrefix)
        formatSuffix = take(spec.formatSuffix, .formatSuffix)
        formatPercent = take(spec.formatPercent, .formatPercent)
        formatAbbreviate = take(spec.formatAbbreviate, .formatAbbreviate)
        formatZero = take(spec.formatZero, .formatZero)
        self.origins = origins
    }

    /// Whether this layer sets `attribute`.
    package func sets(_ attribute: StyleAttribute) -> Bool {
        switch attribute {
        case .fontFamily: return fontFamily != nil
        case .fontSize: return fontSize != nil
        case .fontWeight: return fontWeight != nil
        case .fontItalic: return italic != nil
        case .fontMonospacedDigits: return monospacedDigits != nil
        case .textColor: return textColor != nil || textColorScale != nil
        case .backgroundColor: return backgroundColor != nil || backgroundColorScale != nil
        case .borderColor: return borderColor != nil
        case .borderWidth: return borderWidth != nil
        case .alignment: return alignment != nil
        case .paddingTop: return paddingTop != nil
        case .paddingLeading: return paddingLeading != nil
        case .paddingBottom: return paddingBottom != nil
        case .paddingTrailing: return paddingTrailing != nil
        case .lineBreak: return lineBreak != nil
        case .cellStyle: return cellStyle != nil
        case .accessory: return accessory != nil
        case .bar: return setsBar
        case .borderSides: return borderSides != nil
        case .formatDecimals: return formatDecimals != nil
        case .formatGrouping: return formatGrouping != nil
        case .formatGroupingSeparator: return formatGroupingSeparator != nil
        case .formatDecimalSeparator: return formatDecimalSeparator != nil
        case .formatNegative: return formatNegative != nil
        case .formatPrefix: return formatPrefix != nil
        case .formatSuffix: return formatSuffix != nil
        case .formatPercent: return formatPercent != nil
        case .formatAbbreviate: return formatAbbreviate != nil
        case .formatZero: return formatZero != nil
        }
    }

    /// Whether the layer sets nothing.
    var isEmpty: Bool { !StyleAttribute.allCases.contains { sets($0) } }

    /// Lays this layer over `style`: every attribute it sets wins.
    package func apply(to style: inout ResolvedStyle) {
        if let fontFamily { style.font.family = fontFamily }
        if let fontSize { style.font.size = fontSize }
        if let fontWeight { style.font.weight = fontWeight }
        if let italic { style.font.italic = italic }
        if let monospacedDigits { style.font.monospacedDigits = monospacedDigits }
        if let textColor { (style.textColor, style.textColorScale) = (textColor, nil) }
        if let backgroundColor { (style.backgroundColor, style.backgroundColorScale) = (backgroundColor, nil) }
        if let borderColor { style.borderColor = borderColor }
        if let borderWidth { style.borderWidth = borderWidth }
        if let alignment { style.alignment = alignment }
        if let paddingTop { style.padding.top = paddingTop }
        if let paddingLeading { style.padding.leading = paddingLeading }
        if let paddingBottom { style.padding.bottom = paddingBottom }
        if let paddingTrailing { style.padding.trailing = paddingTrailing }
        if let lineBreak { style.lineBreak = lineBreak }
        if let cellStyle { style.cellStyle = cellStyle }
        if let accessory { style.accessory = accessory }
        if setsBar { style.bar = bar }
        if let textColorScale { style.textColorScale = textColorScale }
        if let backgroundColorScale { style.backgroundColorScale = backgroundColorScale }
        if let borderSides { style.borderSides = borderSides }
        if let formatDecimals { style.format.decimals = formatDecimals }
        if let formatGrouping { style.format.grouping = formatGrouping }
        if let formatGroupingSeparator { style.format.groupingSeparator = formatGroupingSeparator }
        if let formatDecimalSeparator { style.format.decimalSeparator = formatDecimalSeparator }
        if let formatNegative { style.format.negative = formatNegative }
        if let formatPrefix { style.format.prefix = formatPrefix }
        if let formatSuffix { style.format.suffix = formatSuffix }
        if let formatPercent { style.format.percent = formatPercent }
        if let formatAbbreviate { style.format.abbreviate = formatAbbreviate }
        if let formatZero { style.format.zero = formatZero }
    }
}

extension ResolvedStyle {
    /// The built-in defaults (Docs/ThemeFormat.md#cell-styles) for `appearance`:
    /// system 14 regular, label on clear, separator
    /// borders of width 0, natural alignment, padding 8, truncateTail, default cell style, no accessory,
    /// the default value format (numbers as written).
    /// borders of width 0 on all four sides, natural alignment, padding 8, truncateTail, default cell style,
    /// no accessory.
    ///
    /// - Parameter appearance: Which variant semantic colors take.
    /// - Returns: The default style.
    public static func defaults(for appearance: Appearance) -> ResolvedStyle {
        ResolvedStyle(
            font: ResolvedFont(family: "system", size: 14, weight: .regular, italic: false, monospacedDigits: false),
            textColor: SemanticColor.label.color(in: appearance),
            backgroundColor: .clear,
            borderColor: SemanticColor.separator.color(in: appearance),
            borderWidth: 0,
            alignment: .natural,
            padding: CellInsets(all: 8),
            lineBreak: .truncateTail,
            cellStyle: .default,
            accessory: .none,
            borderSides: .all
        )
    }
}
