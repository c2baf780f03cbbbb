/// A value from the input as a message quotes it: whole when short, else its first
/// ``maximumScalars`` Unicode scalars, `…` and its length, so a multi-megabyte color, key or name
/// cannot make a message (and every output that carries it) multi-megabyte too.
///
/// Every message that quotes a user's value goes through ``bounded(_:)``; control characters are
/// escaped later, when the message is written (``ControlCharacters``).
package enum QuotedText {
    /// The most Unicode scalars of a value a message quotes.
    package static let maximumScalars = 64

    /// `text` unchanged when it has at most ``maximumScalars`` scalars, else its first
    /// ``maximumScalars`` followed by `… (N characters)`, N counting Unicode scalars.
    ///
    /// Scalars, not characters, are counted and cut: one character can hold any number of combining
    /// scalars, so a prefix of characters would not be bounded.
    ///
    /// - Parameter text: The value as written.
    /// - Returns: The value to quote.
    package static func bounded(_ text: some StringProtocol) -> String {
        let scalars = text.unicodeScalars
        guard let cut = scalars.index(scalars.startIndex, offsetBy: maximumScalars, limitedBy: scalars.endIndex),
            cut != scalars.endIndex
        else { return String(text) }
        var shown = String.UnicodeScalarView()
        shown.append(contentsOf: scalars[..<cut])
        return String(shown) + "… (\(scalars.count) characters)"
    }
}
