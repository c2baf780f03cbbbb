import TableStyleDiagnostics
import TableStyleJSON

/// Position arithmetic over raw source bytes, for errors that libyaml reports as byte offsets only.
enum SourceLines {
    /// The 1-based line and column (in Unicode scalars, counting each stray byte as one) of byte `offset`.
    ///
    /// Lines end at `\n`, `\r\n` or `\r`, as in YAML.
    static func mark(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourcePosition {
        var line = 1
        var column = 1
        // A UTF-8 byte-order mark is not part of the first line's text.
        var index = ByteOrderMark.utf8Length(atStartOf: bytes)
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte == 0x0D {
                if index + 1 < bytes.count && bytes[index + 1] == 0x0A {
                    index += 1
                    if index >= end { break }
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
