/// The predefined classes, as Python's `re` and Swift's `Regex` read them on Unicode text (computed once,
/// from the standard library's Unicode tables, the first time a pattern uses them).
enum UnicodeClasses {
    /// `\d`: decimal digits (general category Nd), `0-9` and those of other scripts (`٣`, `३`, `３`).
    static var digits: ScalarSet { scanned.digits }

    /// `\w`: letters (categories Lu, Ll, Lt, Lm, Lo), characters with a numeric value, and `_`.
    static var word: ScalarSet { scanned.word }

    /// `\s`: Python's whitespace — `\t \n \v \f \r`, the separators U+001C–U+001F, space, U+0085, no-break
    /// spaces and the other Zs spaces, and the line and paragraph separators.
    static let space = ScalarSet(ranges: [
        0x09...0x0D, 0x1C...0x20, 0x85...0x85, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x2028...0x2029,
        0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000,
    ])

    /// Planes 0–3 hold every letter and digit; planes 4–13 are unassigned, 14 holds tags and variation
    /// selectors, 15–16 private use. Scanning only the first four keeps the one-time cost near 50 ms.
    private static let lastScanned: UInt32 = 0x3_FFFF

    private static let scanned: (digits: ScalarSet, word: ScalarSet) = {
        var digits: [ClosedRange<UInt32>] = []
        var word: [ClosedRange<UInt32>] = []
        var digitStart: UInt32?
        var wordStart: UInt32?
        func update(_ inside: Bool, _ value: UInt32, _ start: inout UInt32?, _ ranges: inout [ClosedRange<UInt32>]) {
            if inside, start == nil { start = value }
            if !inside, let first = start {
                ranges.append(first...(value - 1))
                start = nil
            }
        }
        for value in UInt32(0)...(lastScanned + 1) {
            var isDigit = false
            var isWord = false
            if value <= lastScanned, let scalar = Unicode.Scalar(value) {
                let properties = scalar.properties
                isDigit = properties.numericType == .decimal
                switch properties.generalCategory {
                case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: isWord = true
                default: isWord = value == 95 || properties.numericType != nil
                }
            }
            update(isDigit, value, &digitStart, &digits)
            update(isWord, value, &wordStart, &word)
        }
        return (ScalarSet(ranges: digits), ScalarSet(ranges: word))
    }()
}
