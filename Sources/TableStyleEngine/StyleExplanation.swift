import TableStyleDiagnostics
import TableStyleTheme

/// Why a cell looks the way it does: for every attribute, its value and the cascade layer that set
/// it, with the theme file and line.
public struct StyleExplanation: Sendable, Hashable {
    /// A cascade layer.
    public enum Layer: Sendable, Hashable, CustomStringConvertible {
        /// The built-in defaults (Docs/ThemeFormat.md#cell-styles).
        case defaults
        /// A section's base style: `.body` is the theme's `cell`, `.header`/`.footer` their own keys.
        case base(TableSection)
        /// `table.rowColors`.
        case rowColors
        /// `table.highlightedRowColors`.
        case highlightedRowColors
        /// `table.selectedRowColor`.
        case selectedRowColor
        /// A rule, by its position in the theme's (merged) rule list, with its name if it has one.
        case rule(index: Int, name: String?)

        /// `default`, `cell`, `header`, `rowColors`, `rule #2 "negative-red"`, ….
        public var description: String {
            switch self {
            case .defaults: return "default"
            case .base(let section):
                switch section {
                case .body: return "cell"
                case .header: return "header"
                case .footer: return "footer"
                }
            case .rowColors: return "rowColors"
            case .highlightedRowColors: return "highlightedRowColors"
            case .selectedRowColor: return "selectedRowColor"
            case .rule(let index, let name):
                if let name { return "rule \"\(name)\"" }
                return "rule #\(index + 1)"
            }
        }
    }

    /// A value a higher layer replaced.
    public struct Overridden: Sendable, Hashable {
        /// The replaced value, as render JSON writes it.
        public var value: String
        /// The layer that had set it, in words (`selectedRowColor`, `rule "negative-red"`, `default`).
        public var layerDescription: String
        /// Where that layer wrote it (`nil` for the built-in defaults).
        public var origin: FileLocation?

        /// Creates a record of a replaced value.
        public init(value: String, layerDescription: String, origin: FileLocation?) {
            self.value = value
            self.layerDescription = layerDescription
            self.origin = origin
        }
    }

    /// One attribute's value and where it came from.
    public struct Entry: Sendable, Hashable {
        /// `textColor`, `font.weight`, `padding.top`, ….
        public var attribute: String
        /// The value as render JSON writes it (`#FF3B30FF`, `bold`, `8`).
        public var value: String
        /// The layer that set it.
        public var layer: Layer
        /// Where that layer wrote it (`nil` for the built-in defaults).
        public var origin: FileLocation?
        /// The layer in words, with detail such as which row color (`rowColors[1]`).
        public var layerDescription: String
        /// What the winning layer replaced: the value the attribute had below it and the layer that set
        /// that value (`nil` when the winner is the built-in default).
        public var overridden: Overridden?

        /// Creates an entry.
        ///
        /// - Parameters:
        ///   - attribute: The attribute name.
        ///   - value: The value's text.
        ///   - layer: The layer.
        ///   - origin: Where it was written.
        ///   - layerDescription: The layer in words (defaults to the layer's description).
        public init(
            attribute: String, value: String, layer: Layer, origin: FileLocation?, layerDescription: String? = nil
        ) {
            self.attribute = attribute
            self.value = value
            self.layer = layer
            self.origin = origin
            self.layerDescription = layerDescription ?? layer.description
        }
    }

    /// One entry per attribute, in ``StyleAttribute`` order.
    public var entries: [Entry]
    /// The indices of the rules that matched, in rule order.
    public var matchedRules: [Int]
    /// The resolved style.
    public var style: ResolvedStyle
    /// The labels of the matched rules, in rule order.
    public var labels: [String]

    /// Creates an explanation.
    ///
    /// - Parameters:
    ///   - entries: The per-attribute entries.
    ///   - matchedRules: The matched rule indices.
    ///   - style: The resolved style.
    ///   - labels: The labels.
    public init(entries: [Entry], matchedRules: [Int], style: ResolvedStyle, labels: [String]) {
        self.entries = entries
        self.matchedRules = matchedRules
        self.style = style
        self.labels = labels
    }

    /// The entry of one attribute, if present.
    ///
    /// - Parameter attribute: The attribute.
    /// - Returns: The entry.
    public func entry(for attribute: StyleAttribute) -> Entry? {
        // The engine lists every attribute in `StyleAttribute` order, so the entry is usually at its index.
        let index = attribute.rawValue
        if entries.indices.contains(index), entries[index].attribute == attribute.name { return entries[index] }
        return entries.first { $0.attribute == attribute.name }
    }

    /// The entries ``text`` prints: every attribute, except `bar` and value-format sub-keys no layer sets, so a
    /// cell without a format is explained in the lines it always was.
    public var shownEntries: [Entry] {
        entries.filter { entry in
            // `bar` and the format sub-keys are listed only where a layer sets them.
            let optional =
                entry.attribute == StyleAttribute.bar.name
                || StyleAttribute.formatAttributeNames.contains(entry.attribute)
            return !(entry.layer == .defaults && optional)
        }
    }

    /// One line per attribute of ``shownEntries``, columns aligned:
    /// `textColor              #FF3B30FF       rule "negative-red" (Themes/corporate.yaml:42)`.
    /// `bar` is listed only when a layer set it (most themes have no bars).
    public var text: String {
        let shown = shownEntries
        let nameWidth = shown.map(\.attribute.count).max() ?? 0
        let valueWidth = shown.map(\.value.count).max() ?? 0
        return shown.map { entry in
            let name = entry.attribute.padding(toLength: nameWidth)
            let value = entry.value.padding(toLength: valueWidth)
            let origin = entry.origin.map { " (\($0.file):\($0.line))" } ?? ""
            return "\(name)  \(value)  \(entry.layerDescription)\(origin)"
        }.joined(separator: "\n")
    }
}

extension String {
    fileprivate func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
