import TableStyleJSON
import TableStyleTheme

/// The attributes of a resolved style, one per independently cascading key (font and padding sub-keys
/// separately), in the order ``StyleExplanation`` lists them.
public enum StyleAttribute: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case fontFamily, fontSize, fontWeight, fontItalic, fontMonospacedDigits
    case textColor, backgroundColor, borderColor, borderWidth, alignment
    case paddingTop, paddingLeading, paddingBottom, paddingTrailing
    case lineBreak, cellStyle, accessory
    case bar

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
        }
    }

    public var description: String { name }

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
        }
    }
}
