/// Control characters (C0, DEL and C1) made visible as Swift-style escapes (`ESC` is written `\u{1B}`),
/// so text from a theme or a data file cannot drive a terminal, ring its bell or forge a line of output.
public enum ControlCharacters {
    /// Whether `scalar` is a C0 control (U+0000–U+001F), DEL (U+007F) or a C1 control (U+0080–U+009F).
    ///
    /// - Parameter scalar: A scalar.
    /// - Returns: Whether it is a control character.
    @inlinable public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Whether `text` holds a control character other than the ASCII ones in `kept`.
    ///
    /// A byte scan: printable ASCII and most other UTF-8 is passed over without decoding (a C1 control is
    /// the two bytes `C2 80`–`C2 9F`).
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - kept: ASCII controls allowed to stay (a layout's line breaks and tabs, for instance).
    /// - Returns: Whether ``escaped(_:keeping:)`` would change `text`.
    public static func contains(in text: String, keeping kept: Set<UInt8> = []) -> Bool {
        let found: Bool? = text.utf8.withContiguousStorageIfAvailable { scan($0, kept: kept) }
        return found ?? scan(Array(text.utf8), kept: kept)
    }

    /// `text` with every control character except the ASCII ones in `kept` written as `\u{XX}`.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - kept: ASCII controls left as they are.
    /// - Returns: The text, unchanged (and not copied) when it has nothing to escape.
    public static func escaped(_ text: String, keeping kept: Set<UInt8> = []) -> String {
        guard contains(in: text, keeping: kept) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar), !(scalar.isASCII && kept.contains(UInt8(scalar.value))) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// The line breaks and tab a table layout handles itself (LF, CR, TAB).
    public static let layoutCharacters: Set<UInt8> = [0x0A, 0x0D, 0x09]

    private static func scan(_ bytes: some RandomAccessCollection<UInt8>, kept: Set<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if byte < 0x20 || byte == 0x7F {
                if !kept.contains(byte) { return true }
            } else if previous == 0xC2, byte < 0xA0 {
                return true
            }
            previous = byte
        }
        return false
    }
}
