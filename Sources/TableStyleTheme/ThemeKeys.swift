/// The keys a theme file may use in each kind of mapping, exactly as the loader checks them.
///
/// The loader reports any other key as an unknown key (`schema`), so these lists are the loader's half
/// of the contract with `Schemas/theme.schema.json`; a test walks the schema and checks that both name
/// the same keys. Tools (completion, docs) can use them too. Order follows Docs/ThemeFormat.md#the-top-level-keys.
public enum ThemeKeys {
    /// The top level of a theme file.
    public static let root = [
        "format", "name", "extends", "description", "appearance", "palette", "table", "cell", "header", "footer",
        "sectionHeader", "sectionFooter", "columns", "rules",
    ]
    /// `table`.
    public static let table = [
        "style", "rowHeight", "interRowSpacing", "headerHeight", "footerHeight", "searchHeight", "show", "float",
        "sortArrowColor", "rowColors", "highlightedRowColors", "selectedRowColor", "deleteTitle",
        "separator",
    ]
    /// `table.show`.
    public static let show = ShowFlag.allCases.map(\.rawValue)
    /// `table.float`.
    public static let float = FloatFlag.allCases.map(\.rawValue)
    /// A style: `cell`, `header`, `footer` and a rule's `style`.
    public static let style = [
        "font", "textColor", "backgroundColor", "borderColor", "borderWidth", "alignment", "padding", "lineBreak",
        "cellStyle", "accessory", "bar", "borderSides", "format",
    ]
    /// `table.separator` in its mapping form.
    public static let separator = ["color", "width"]
    /// One entry of the top-level `columns`.
    public static let columnWidths = ["width", "minWidth", "maxWidth"]
    /// A style's `font`.
    public static let font = ["family", "size", "weight", "italic", "monospacedDigits"]
    /// A style's `format`.
    public static let format = [
        "decimals", "grouping", "groupingSeparator", "decimalSeparator", "negative", "prefix", "suffix", "percent",
        "abbreviate", "zero",
    ]
    /// A style's `padding` in its mapping form.
    public static let padding = ["top", "leading", "bottom", "trailing"]

    /// The keys of a key's mapping value, where the format nests (`font: { weight: … }`): what a hint for a
    /// flattened spelling such as `fontWeight` may name. Empty for keys without a mapping of their own, and
    /// for places other than the root, a style and `table` (names repeat across places: `footer` is a style
    /// at the root and a flag in `table.show`).
    ///
    /// - Parameters:
    ///   - parent: A key allowed at the place.
    ///   - allowed: The place's keys (``root``, ``style`` or ``table``).
    /// - Returns: The keys its mapping value allows.
    public static func children(of parent: String, among allowed: [String]) -> [String] {
        let colorForms = color + adaptiveColor
        switch (allowed, parent) {
        case (root, "table"): return table
        case (root, "cell"), (root, "header"), (root, "footer"), (root, "sectionHeader"), (root, "sectionFooter"):
            return style
        case (style, "font"): return font
        case (style, "format"): return format
        case (style, "padding"): return padding
        case (style, "bar"): return bar
        case (style, "textColor"), (style, "backgroundColor"): return colorForms + colorScale
        case (style, "borderColor"), (table, "sortArrowColor"), (table, "selectedRowColor"): return colorForms
        case (table, "show"): return show
        case (table, "float"): return float
        case (table, "separator"): return separator
        default: return []
        }
    }
    /// One item of `rules`.
    public static let rule = ["name", "when", "style", "label"]
    /// A predicate: `when`, the items of `all` / `any`, the operand of `not`.
    public static let predicate = [
        "value", "column", "row", "rowValue", "section", "sort", "custom", "all", "any", "not",
    ]
    /// A value test in its mapping form (`value: { gt: 0 }`).
    public static let valueTest = [
        "lt", "lte", "gt", "gte", "eq", "ne", "between", "equals", "contains", "prefix", "suffix", "in", "matches",
        "ignoreCase", "top", "bottom", "topPercent", "bottomPercent",
    ]
    /// A color scale (`textColor: { scale: [...] }` in a rule's style).
    public static let colorScale = ["scale"]
    /// One stop of a color scale.
    public static let scaleStop = ["at", "color"]
    /// A statistic position in its mapping form (`at: { percentile: 90 }`).
    public static let scaleAnchor = ["percentile"]
    /// A data bar in its mapping form.
    public static let bar = ["color", "negativeColor", "min", "max"]
    /// `column` in its mapping form; exactly one of these per mapping.
    public static let column = ["name", "names", "index", "kind"]
    /// `row` in its mapping form.
    public static let row = ["index", "every", "offset"]
    /// `rowValue`: the other column, a `value` test, or value-test keys inline.
    public static let rowValue = ["column", "value"] + valueTest
    /// `custom` in its mapping form.
    public static let custom = ["name", "args"]
    /// A color in its mapping form (`{ color, alpha }`).
    public static let color = ["color", "alpha"]
    /// An adaptive color (`{ light, dark }`): both keys required.
    public static let adaptiveColor = ["light", "dark"]
}
