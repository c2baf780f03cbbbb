import TableStyleJSON
import TableStyleTheme

/// The attributes of a resolved style, one per independently cascading key (font, padding and format
/// sub-keys separately), in the order ``StyleExplanation`` lists them.
public enum StyleAttribute: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case fontFamily, fontSize, fontWeight, fontItalic, fontMonospacedDigits
    case textColor, backgroundColor, borderColor, borderWidth, alignment
    case paddingTop, paddingLeading, paddingBottom, paddingTrailing
    case lineBreak, cellStyle, accessory
    case bar
    case borderSides
    case formatDecimals, formatGrouping, formatGroupingSeparator, formatDecimalSeparator, formatNegative
    case formatPrefix, formatSuffix, formatPercent, formatAbbreviate, formatZero

    /// The attribute's name as explain prints it: `font.weight`, `textColor`, `padding.top`, ….
    public var name: String {
        switch self {
        case .fontFamily: return "font.family"
        case .fontSize: return "font.size"
        case .fontWeight: return "font.weight"
        case .fontItalic: return "font.italic"
        case .fontMonospacedDigits: return "font.monospacedDigits"
        case .textColor: return "textColor"
        case .backgroundColor: return "backgroundColor"
        case .borderColor: return "borderColor"
        case .borderWidth: return "borderWidth"
        case .alignment: return "alignment"
        case .paddingTop: return "padding.top"
        case .paddingLeading: return "padding.leading"
        case .paddingBottom: return "padding.bottom"
        case .paddingTrailing: return "padding.trailing"
        case .lineBreak: return "lineBreak"
        case .cellStyle: return "cellStyle"
        case .accessory: return "accessory"
        case .bar: return "bar"
        case .borderSides: return "borderSides"
        case .formatDecimals: return "format.decimals"
        case .formatGrouping: return "format.grouping"
        case .formatGroupingSeparator: return "format.groupingSeparator"
        case .formatDecimalSeparator: return "format.decimalSeparator"
        case .formatNegative: return "format.negative"
        case .formatPrefix: return "format.prefix"
        case .formatSuffix: return "format.suffix"
        case .formatPercent: return "format.percent"
        case .formatAbbreviate: return "format.abbreviate"
        case .formatZero: return "format.zero"
        }
    }

    public var description: String { name }

    /// The `format` sub-keys, in order.
    public static let formatAttributes: [StyleAttribute] = [
        .formatDecimals, .formatGrouping, .formatGroupingSeparator, .formatDecimalSeparator, .formatNegative,
        .formatPrefix, .formatSuffix, .formatPercent, .formatAbbreviate, .formatZero,
    ]

    /// The names of the `format` sub-keys (`format.decimals`, …).
    public static let formatAttributeNames = Set(formatAttributes.map(\.name))

    /// The attribute's value in `style`, written as render JSON writes it (`#RRGGBBAA`, `bold`, `8`).
    ///
    /// - Parameter style: The resolved style.
    /// - Returns: The value's text.
    public func valueText(in style: ResolvedStyle) -> String {
        switch self {
        case .fontFamily: return style.font.family
        case .fontSize: return JSONWriter.format(style.font.size)
        case .fontWeight: return style.font.weight.rawValue
        case .fontItalic: return style.font.italic ? "true" : "false"
        case .fontMonospacedDigits: return style.font.monospacedDigits ? "true" : "false"
        case .textColor: return style.textColorScale == nil ? style.textColor.hex : "scale"
        case .backgroundColor: return style.backgroundColorScale == nil ? style.backgroundColor.hex : "scale"
        case .borderColor: return style.borderColor.hex
        case .borderWidth: return JSONWriter.format(style.borderWidth)
        case .alignment: return style.alignment.rawValue
        case .paddingTop: return JSONWriter.format(style.padding.top)
        case .paddingLeading: return JSONWriter.format(style.padding.leading)
        case .paddingBottom: return JSONWriter.format(style.padding.bottom)
        case .paddingTrailing: return JSONWriter.format(style.padding.trailing)
        case .lineBreak: return style.lineBreak.rawValue
        case .cellStyle: return style.cellStyle.rawValue
        case .accessory: return style.accessory.rawValue
        case .bar: return style.bar == nil ? "none" : "bar"
        case .borderSides: return style.borderSides.text
        case .formatDecimals: return style.format.decimals.map(String.init) ?? "none"
        case .formatGrouping: return style.format.grouping ? "true" : "false"
        case .formatGroupingSeparator: return style.format.groupingSeparator
        case .formatDecimalSeparator: return style.format.decimalSeparator
        case .formatNegative: return style.format.negative.rawValue
        case .formatPrefix: return style.format.prefix
        case .formatSuffix: return style.format.suffix
        case .formatPercent: return style.format.percent ? "true" : "false"
        case .formatAbbreviate: return style.format.abbreviate ? "true" : "false"
        case .formatZero: return style.format.zero ?? "none"
        }
    }
}
