import TableStyleDiagnostics
import TableStyleJSON

/// Position arithmetic over raw source bytes, for errors that libyaml reports as byte offsets only.
enum SourceLines {
    /// The 1-based line and column (in Unicode scalars, counting each stray byte as one) of byte `offset`.
    ///
    /// Lines end at `\n`, `\r\n` or `\r`, as in YAML 1.2 and every editor (not at U+0085, U+2028 or
    /// U+2029, which are ordinary characters there).
    static func mark(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourcePosition {
        let end = min(offset, bytes.count)
        // A UTF-8 byte-order mark is not part of the first line's text.
        var index = ByteOrderMark.utf8Length(atStartOf: bytes)
        var line = 1
        var column = 1
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte == 0x0D {
                if index + 1 < bytes.count && bytes[index + 1] == 0x0A {
                    // An offset at the LF of a CRLF is still on the CR's line.
                    if index + 1 >= end { break }
                    index += 1
                }
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 || !(index > 0 && bytes[index - 1] >= 0x80) {
                // A lead byte (or a continuation byte with nothing to continue) starts a new scalar.
                column += 1
            }
            index += 1
        }
        return SourcePosition(line: line, column: column, offset: end)
    }
}
