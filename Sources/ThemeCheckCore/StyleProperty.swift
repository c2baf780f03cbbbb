import TableStyleDiagnostics
import TableStyleJSON
import TableStyleTheme

/// One resolvable style attribute, with `font` and `padding` split into their sub-keys (they cascade separately).
enum StyleProperty: String, CaseIterable, Sendable, Hashable {
    case fontFamily = "font.family"
    case fontSize = "font.size"
    case fontWeight = "font.weight"
    case italic = "font.italic"
    case monospacedDigits = "font.monospacedDigits"
    case textColor
    case backgroundColor
    case borderColor
    case borderWidth
    case alignment
    case paddingTop = "padding.top"
    case paddingLeading = "padding.leading"
    case paddingBottom = "padding.bottom"
    case paddingTrailing = "padding.trailing"
    case lineBreak
    case cellStyle
    case accessory
}

/// A property's value, comparable across ways of writing it (colors compare resolved).
enum PropertyValue: Sendable, Hashable, CustomStringConvertible {
    case text(String)
    case number(Double)
    case flag(Bool)
    /// A resolved color; `nil` when it cannot be resolved (never equal to anything, so never "already set").
    case color(ThemeColor?)

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

extension StyleProperty {
    /// The property's position in ``allCases``.
    var index: Int { Self.indices[self] ?? 0 }

    private static let indices: [StyleProperty: Int] = Dictionary(
        uniqueKeysWithValues: allCases.enumerated().map { ($0.element, $0.offset) })

    /// The value SPEC §3 gives the property when nothing sets it.
    func defaultValue(in appearance: Appearance) -> PropertyValue {
        switch self {
        case .fontFamily: return .text("system")
        case .fontSize: return .number(14)
        case .fontWeight: return .text(FontWeight.regular.rawValue)
        case .italic, .monospacedDigits: return .flag(false)
        case .textColor: return .color(SemanticColor.label.color(in: appearance))
        case .backgroundColor: return .color(.clear)
        case .borderColor: return .color(SemanticColor.separator.color(in: appearance))
        case .borderWidth: return .number(0)
        case .alignment: return .text(CellAlignment.natural.rawValue)
        case .paddingTop, .paddingLeading, .paddingBottom, .paddingTrailing: return .number(8)
        case .lineBreak: return .text(LineBreakMode.truncateTail.rawValue)
        case .cellStyle: return .text(CellStyleKind.default.rawValue)
        case .accessory: return .text(Accessory.none.rawValue)
        }
    }

    /// The value `spec` sets for this property and where, or `nil` when it sets none.
    func value(in spec: StyleSpec, colors: ColorResolver) -> (value: PropertyValue, origin: FileLocation)? {
        func pair<T>(_ sourced: Sourced<T>?, _ transform: (T) -> PropertyValue) -> (PropertyValue, FileLocation)? {
            sourced.map { (transform($0.value), $0.origin) }
        }
        switch self {
        case .fontFamily: return pair(spec.fontFamily) { .text($0) }
        case .fontSize: return pair(spec.fontSize) { .number($0) }
        case .fontWeight: return pair(spec.fontWeight) { .text($0.rawValue) }
        case .italic: return pair(spec.italic) { .flag($0) }
        case .monospacedDigits: return pair(spec.monospacedDigits) { .flag($0) }
        case .textColor: return pair(spec.textColor) { .color(colors.color($0)) }
        case .backgroundColor: return pair(spec.backgroundColor) { .color(colors.color($0)) }
        case .borderColor: return pair(spec.borderColor) { .color(colors.color($0)) }
        case .borderWidth: return pair(spec.borderWidth) { .number($0) }
        case .alignment: return pair(spec.alignment) { .text($0.rawValue) }
        case .paddingTop: return pair(spec.paddingTop) { .number($0) }
        case .paddingLeading: return pair(spec.paddingLeading) { .number($0) }
        case .paddingBottom: return pair(spec.paddingBottom) { .number($0) }
        case .paddingTrailing: return pair(spec.paddingTrailing) { .number($0) }
        case .lineBreak: return pair(spec.lineBreak) { .text($0.rawValue) }
        case .cellStyle: return pair(spec.cellStyle) { .text($0.rawValue) }
        case .accessory: return pair(spec.accessory) { .text($0.rawValue) }
        }
    }

    /// The palette entries a color property of `spec` goes through (`[]` for other properties and literals).
    func paletteOrigins(in spec: StyleSpec, colors: ColorResolver) -> [FileLocation] {
        let color: ColorSpec?
        switch self {
        case .textColor: color = spec.textColor?.value
        case .backgroundColor: color = spec.backgroundColor?.value
        case .borderColor: color = spec.borderColor?.value
        default: color = nil
        }
        return color.flatMap { colors.resolve($0)?.paletteOrigins } ?? []
    }

    /// Whether `spec` sets this property.
    func isSet(in spec: StyleSpec) -> Bool {
        switch self {
        case .fontFamily: return spec.fontFamily != nil
        case .fontSize: return spec.fontSize != nil
        case .fontWeight: return spec.fontWeight != nil
        case .italic: return spec.italic != nil
        case .monospacedDigits: return spec.monospacedDigits != nil
        case .textColor: return spec.textColor != nil
        case .backgroundColor: return spec.backgroundColor != nil
        case .borderColor: return spec.borderColor != nil
        case .borderWidth: return spec.borderWidth != nil
        case .alignment: return spec.alignment != nil
        case .paddingTop: return spec.paddingTop != nil
        case .paddingLeading: return spec.paddingLeading != nil
        case .paddingBottom: return spec.paddingBottom != nil
        case .paddingTrailing: return spec.paddingTrailing != nil
        case .lineBreak: return spec.lineBreak != nil
        case .cellStyle: return spec.cellStyle != nil
        case .accessory: return spec.accessory != nil
        }
    }
}
