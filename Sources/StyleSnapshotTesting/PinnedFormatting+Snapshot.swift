import Foundation
import TableStyleRender

extension PinnedFormatting {
    /// What snapshots format with unless a test says otherwise: the `en_US_POSIX` locale, GMT and the
    /// Gregorian calendar, none of which depends on the machine's settings.
    public static var snapshotDefault: PinnedFormatting {
        let locale = Locale(identifier: "en_US_POSIX")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        calendar.locale = locale
        return PinnedFormatting(locale: locale, timeZone: .gmt, calendar: calendar)
    }
}
