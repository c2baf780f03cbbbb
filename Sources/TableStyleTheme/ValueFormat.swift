/// How a number is displayed: the `format` attribute's sub-keys, each at its value after the cascade.
///
/// A format applies to numbers only; callers pass numbers (a cell whose value is a number, with its text
/// as written) and show every other value as written. ``display(_:)-(String)`` turns a number's text into
/// the displayed text in exact decimal arithmetic; with every sub-key at its default (``isDefault``), the
/// display is the text exactly as written. The theme loader checks the limits of the theme format (0…20
/// decimals, separators of at most 4 characters, prefix and suffix of at most 16); this type formats
/// whatever it is given.
public struct ValueFormat: Sendable, Hashable {
    /// How a negative number is marked.
    public enum NegativeStyle: String, Sendable, Hashable, CaseIterable {
        /// A `-` before the prefix: `-$1,234.00`.
        case minus
        /// Parentheses around prefix, digits, letter, `%` and suffix: `($1,234.00)`.
        case parentheses
    }

    /// The number of decimal places to round to (exact halves away from zero) and pad to; `nil` (the
    /// theme's `none`) keeps the digits as written.
    public var decimals: Int?
    /// Whether the integer digits are grouped by three.
    public var grouping: Bool
    /// The text between groups of integer digits when ``grouping`` is on.
    public var groupingSeparator: String
    /// The text written for the decimal point, with or without ``grouping``.
    public var decimalSeparator: String
    /// How a negative number is marked.
    public var negative: NegativeStyle
    /// The text before the digits (inside the minus sign or the parentheses).
    public var prefix: String
    /// The text after the digits, the unit letter and the `%`.
    public var suffix: String
    /// Whether the number is multiplied by 100 and written with `%` after it.
    public var percent: Bool
    /// Whether thousands, millions, billions and trillions are written with `k`, `M`, `B` and `T`.
    public var abbreviate: Bool
    /// The text shown instead of a number equal to zero after rounding; `nil` (the theme's `none`) shows
    /// the zero itself.
    public var zero: String?

    /// Creates a format; every argument defaults to the theme format's default.
    ///
    /// - Parameters:
    ///   - decimals: Places to round to, or `nil` for the digits as written.
    ///   - grouping: Whether integer digits are grouped by three.
    ///   - groupingSeparator: The text between digit groups.
    ///   - decimalSeparator: The text for the decimal point.
    ///   - negative: How a negative number is marked.
    ///   - prefix: The text before the digits.
    ///   - suffix: The text after the digits.
    ///   - percent: Whether the number is shown as a percentage.
    ///   - abbreviate: Whether large numbers are written with `k`, `M`, `B`, `T`.
    ///   - zero: The text shown for zero, or `nil` for the zero itself.
    public init(
        decimals: Int? = nil, grouping: Bool = false, groupingSeparator: String = ",", decimalSeparator: String = ".",
        negative: NegativeStyle = .minus, prefix: String = "", suffix: String = "", percent: Bool = false,
        abbreviate: Bool = false, zero: String? = nil
    ) {
        self.decimals = decimals
        self.grouping = grouping
        self.groupingSeparator = groupingSeparator
        self.decimalSeparator = decimalSeparator
        self.negative = negative
        self.prefix = prefix
        self.suffix = suffix
        self.percent = percent
        self.abbreviate = abbreviate
        self.zero = zero
    }

    /// Every sub-key at its default: numbers display exactly as written.
    public static let `default` = ValueFormat()

    /// Whether every sub-key is at its default, so that a number displays exactly as written.
    public var isDefault: Bool { self == Self.default }
}
