/// Builds one `String` from a renderer's bytes, a buffer's chunk at a time.
///
/// Making a `String` from bytes validates them as UTF-8. Validating a whole page at once checks it byte
/// by byte as soon as one character anywhere is not ASCII (the em dash of an HTML title), while each
/// chunk that is all ASCII passes a check a machine word at a time; so the chunks are validated while
/// still in cache, then appended to the reserved result.
final class StringSink: ByteSink {
    /// The text so far.
    private(set) var text = ""
    /// The start of a character that a chunk ended in the middle of, kept for the next chunk (renderers
    /// append whole strings, so this stays empty in practice).
    private var pending: [UInt8] = []

    /// Creates a sink whose text has room for `capacity` bytes.
    ///
    /// - Parameter capacity: The bytes to reserve.
    init(capacity: Int) {
        text.reserveCapacity(capacity)
    }

    func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard pending.isEmpty else {
            let joined = pending + bytes
            pending = []
            joined.withUnsafeBufferPointer { appendWhole($0) }
            return
        }
        appendWhole(bytes)
    }

    /// Appends the complete characters of `bytes`; an incomplete one at the end waits in ``pending``.
    private func appendWhole(_ bytes: UnsafeBufferPointer<UInt8>) {
        let complete = Self.completePrefixLength(bytes)
        text.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<complete]), as: UTF8.self))
        if complete < bytes.count { pending = Array(bytes[complete...]) }
    }

    /// Takes the text, with any bytes still pending (invalid ones repaired, as `String(decoding:as:)` does).
    ///
    /// - Returns: The text written.
    func finish() -> String {
        if !pending.isEmpty {
            text.append(String(decoding: pending, as: UTF8.self))
            pending = []
        }
        return text
    }

    /// The length of the longest prefix of `bytes` that does not end inside a multi-byte UTF-8 sequence.
    ///
    /// - Parameter bytes: UTF-8 bytes.
    /// - Returns: `bytes.count`, or the index where an incomplete last sequence starts.
    static func completePrefixLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        // A sequence is at most 4 bytes: look back over at most 3 continuation bytes for its lead.
        var index = bytes.count - 1
        let lowest = max(0, bytes.count - 4)
        while index >= lowest {
            let byte = bytes[index]
            if byte & 0xC0 != 0x80 {
                let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                return index + length > bytes.count ? index : bytes.count
            }
            index -= 1
        }
        return bytes.count
    }
}
