import TableStyleDiagnostics
import TableStyleJSON

/// Position arithmetic over raw source bytes, for errors that libyaml reports as byte offsets only.
enum SourceLines {
    /// The 1-based line and column (in Unicode scalars, counting each stray byte as one) of byte `offset`.
    ///
    /// Lines end at `\n`, `\r\n` or `\r`, as in YAML 1.2 and every editor (not at U+0085, U+2028 or
    /// U+2029, which libyaml's YAML 1.1 reading counts).
    static func mark(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourcePosition {
        var cursor = Cursor(bytes: bytes)
        return cursor.mark(ofByte: offset)
    }

    /// Whether `bytes` hold a line break libyaml counts and editors do not: U+0085 (`C2 85`), U+2028 or
    /// U+2029 (`E2 80 A8`, `E2 80 A9`).
    static func containsUnicodeLineBreaks(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == 0xC2, bytes[index + 1] == 0x85 { return true }
            if bytes[index] == 0xE2, bytes[index + 1] == 0x80, index + 2 < bytes.count,
                bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
            {
                return true
            }
            index += 1
        }
        return false
    }

    /// ``mark(ofByte:in:)`` for many offsets, mostly increasing: it moves forward from the last offset
    /// asked for, so converting every position of a document costs one pass over it.
    struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        private var index: Int
        private var line = 1
        private var column = 1

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            // A UTF-8 byte-order mark is not part of the first line's text.
            index = ByteOrderMark.utf8Length(atStartOf: bytes)
        }

        /// The position of byte `offset`.
        mutating func mark(ofByte offset: Int) -> SourcePosition {
            let end = min(offset, bytes.count)
            if end < index { self = Cursor(bytes: bytes) }
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
}
