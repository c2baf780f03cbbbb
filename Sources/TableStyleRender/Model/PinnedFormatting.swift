import Foundation

/// A locale, time zone and calendar that replace those of every format a ``KeyPathColumn`` built with
/// `format:` applies, while they are set for the current task (``current``).
///
/// Formats such as `.dateTime` read the machine's locale, time zone and calendar, so the same rows give
/// different cell texts on different machines. `StyleSnapshotTesting` sets these while it builds and renders
/// a snapshot, so a reference file recorded on one machine matches on another.
///
/// Replaced: a `Date.FormatStyle`'s locale, time zone and calendar; a `Date.ISO8601FormatStyle`'s time
/// zone; for any other format, its locale (`FormatStyle.locale(_:)`). The cells are formatted when the
/// table is built, so the table must be built while these are set.
public struct PinnedFormatting: Sendable, Hashable {
    /// The locale formats use.
    public var locale: Locale
    /// The time zone dates are shown in.
    public var timeZone: TimeZone
    /// The calendar dates are shown in.
    public var calendar: Calendar

    /// Creates a setting.
    ///
    /// - Parameters:
    ///   - locale: The locale formats use.
    ///   - timeZone: The time zone dates are shown in.
    ///   - calendar: The calendar dates are shown in.
    public init(locale: Locale, timeZone: TimeZone, calendar: Calendar) {
        self.locale = locale
        self.timeZone = timeZone
        self.calendar = calendar
    }

    /// The setting of the current task; `nil` (the default) leaves every format as it was written.
    @TaskLocal public static var current: PinnedFormatting?

    /// `format` with this locale, time zone and calendar in place of its own.
    ///
    /// - Parameter format: A format.
    /// - Returns: The format with the replacements listed on ``PinnedFormatting``.
    public func applied<Format: FormatStyle>(to format: Format) -> Format {
        if var style = format as? Date.FormatStyle {
            style.locale = locale
            style.timeZone = timeZone
            style.calendar = calendar
            return style as? Format ?? format
        }
        if var style = format as? Date.ISO8601FormatStyle {
            style.timeZone = timeZone
            return style as? Format ?? format
        }
        return format.locale(locale)
    }

    /// `format` as ``current`` says: replaced when a setting is set, else unchanged.
    @usableFromInline static func resolve<Format: FormatStyle>(_ format: Format) -> Format {
        current?.applied(to: format) ?? format
    }
}
