import TableStyleEngine
import TableStyleJSON
import TableStyleTheme

/// A style attribute's value, comparable across ways of writing it (colors compare resolved).
enum PropertyValue: Sendable, Hashable, CustomStringConvertible {
    case text(String)
    case number(Double)
    case flag(Bool)
    /// A resolved color; `nil` when it cannot be resolved (never equal to anything, so never "already set").
    case color(ThemeColor?)

    /// The value of `attribute` in `style`.
    ///
    /// - Parameters:
    ///   - attribute: The attribute.
    ///   - style: A complete style.
    init(_ attribute: StyleAttribute, in style: ResolvedStyle) {
        switch attribute {
        case .fontFamily: self = .text(style.font.family)
        case .fontSize: self = .number(style.font.size)
        case .fontWeight: self = .text(style.font.weight.rawValue)
        case .fontItalic: self = .flag(style.font.italic)
        case .fontMonospacedDigits: self = .flag(style.font.monospacedDigits)
        // A scale computes a color per cell: never the same as a fixed color (so never "already set").
        case .textColor: self = .color(style.textColorScale == nil ? style.textColor : nil)
        case .backgroundColor: self = .color(style.backgroundColorScale == nil ? style.backgroundColor : nil)
        case .borderColor: self = .color(style.borderColor)
        case .borderWidth: self = .number(style.borderWidth)
        case .alignment: self = .text(style.alignment.rawValue)
        case .paddingTop: self = .number(style.padding.top)
        case .paddingLeading: self = .number(style.padding.leading)
        case .paddingBottom: self = .number(style.padding.bottom)
        case .paddingTrailing: self = .number(style.padding.trailing)
        case .lineBreak: self = .text(style.lineBreak.rawValue)
        case .cellStyle: self = .text(style.cellStyle.rawValue)
        case .accessory: self = .text(style.accessory.rawValue)
        case .bar: self = .text(style.bar.map { "\($0)" } ?? "none")
        case .borderSides: self = .text(style.borderSides.text)
        case .formatDecimals: self = style.format.decimals.map { .number(Double($0)) } ?? .text("none")
        case .formatGrouping: self = .flag(style.format.grouping)
        case .formatGroupingSeparator: self = .text(style.format.groupingSeparator)
        case .formatDecimalSeparator: self = .text(style.format.decimalSeparator)
        case .formatNegative: self = .text(style.format.negative.rawValue)
        case .formatPrefix: self = .text(style.format.prefix)
        case .formatSuffix: self = .text(style.format.suffix)
        case .formatPercent: self = .flag(style.format.percent)
        case .formatAbbreviate: self = .flag(style.format.abbreviate)
        case .formatZero: self = .text(style.format.zero ?? "none")
        }
    }

    var description: String {
        switch self {
        case .text(let text): return text
        case .number(let number): return JSONWriter.format(number)
        case .flag(let flag): return flag ? "true" : "false"
        case .color(let color): return color?.hex ?? "an unresolvable color"
        }
    }

    /// Whether two values certainly mean the same style (unresolvable colors never do).
    func same(as other: PropertyValue) -> Bool {
        if case .color(let lhs) = self, case .color(let rhs) = other {
            guard let lhs, let rhs else { return false }
            return lhs.hex == rhs.hex
        }
        return self == other
    }
}
