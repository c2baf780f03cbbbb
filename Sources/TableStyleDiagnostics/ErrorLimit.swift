/// A compiler-style error limit for one file: the checks report at most ``perFile`` errors and then stop
/// walking the file, so a file with a million bad values costs no more than one with a few hundred.
///
/// A check asks ``admit()`` before it builds an error (its message, its "did you mean"); the first error
/// refused sets ``isExceeded``, after which the check stops. So ``isExceeded`` means that the file has
/// more errors than were reported, and the error count is a lower bound.
package struct ErrorLimit: Sendable, Hashable {
    /// The errors of one file reported before its checks stop; also the most diagnostics of one file
    /// that `themecheck` prints.
    package static let perFile = 200

    /// What a file's output says after its diagnostics when its check stopped at the limit.
    package static let stoppedMessage = "too many errors: the check stopped after \(perFile), so the file may have more"

    /// How many more errors may be reported.
    package private(set) var remaining: Int
    /// Whether an error past the limit was found (and not reported).
    package private(set) var isExceeded = false

    /// A limit of `limit` errors (``perFile`` unless given), of which `used` are already reported.
    ///
    /// - Parameters:
    ///   - limit: The errors allowed.
    ///   - used: The errors already reported against it.
    package init(_ limit: Int = Self.perFile, used: Int = 0) {
        remaining = max(0, limit - used)
    }

    /// Whether one more error may be reported; once the limit is spent, `false`, and ``isExceeded``
    /// becomes `true`.
    ///
    /// - Returns: Whether to report the error.
    package mutating func admit() -> Bool {
        guard remaining > 0 else {
            isExceeded = true
            return false
        }
        remaining -= 1
        return true
    }
}
