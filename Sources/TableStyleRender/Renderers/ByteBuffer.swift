/// The UTF-8 bytes a text renderer writes: kept and turned into a `String` once at the end, or, with a
/// ``ByteSink``, handed to the sink each time the buffer fills (memory stays the buffer's size).
///
/// A resource owner (one manually grown allocation), so appending is a capacity check and a `memcpy`:
/// building a large page by `String` or `[UInt8]` appends cost several times that per append, which
/// dominated million-cell outputs. Used by one renderer at a time; never shared.
final class ByteBuffer {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Where full buffers go (`nil`: the buffer grows and keeps everything).
    private let sink: (any ByteSink)?
    /// The number of bytes written.
    private(set) var count = 0
    /// Whether the bytes still sit in the caller's memory (see ``init(external:)``).
    private(set) var isExternal = false

    /// Creates an empty buffer with room for `capacity` bytes (it grows as needed).
    ///
    /// - Parameter capacity: The initial capacity.
    init(capacity: Int = 256) {
        self.capacity = max(16, capacity)
        start = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
        sink = nil
    }

    /// Creates a buffer that hands its bytes to `sink` whenever `capacity` of them are waiting (and at
    /// ``flush()``), so it never holds more than that (or one append larger than that).
    ///
    /// - Parameters:
    ///   - sink: Where the bytes go.
    ///   - capacity: The most bytes held before they are handed on.
    init(flushingTo sink: any ByteSink, capacity: Int = 1 << 16) {
        self.capacity = max(16, capacity)
        start = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
        self.sink = sink
    }

    /// Writes into memory the caller owns (a `String`'s uninitialized storage) until it is full, then
    /// moves what was written into its own allocation and goes on there.
    ///
    /// - Parameter external: The memory; it must outlive the writes.
    init(external: UnsafeMutableBufferPointer<UInt8>) {
        if let base = external.baseAddress, external.count > 0 {
            start = base
            capacity = external.count
            isExternal = true
        } else {
            capacity = 16
            start = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        }
        sink = nil
    }

    deinit { if !isExternal { start.deallocate() } }

    /// Makes room for at least `total` bytes in all.
    ///
    /// - Parameter total: The capacity needed.
    func reserveCapacity(_ total: Int) {
        guard total > capacity else { return }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: total)
        grown.moveInitialize(from: start, count: count)
        if !isExternal { start.deallocate() }
        isExternal = false
        start = grown
        capacity = total
    }

    @inline(__always) private func ensure(_ extra: Int) {
        if count + extra > capacity { makeRoom(extra) }
    }

    /// The slow path of `ensure`: hand the bytes on (with a sink) or grow.
    private func makeRoom(_ extra: Int) {
        if sink != nil {
            flush()
            if extra <= capacity { return }
        }
        reserveCapacity(max(capacity * 2, count + extra))
    }

    /// Hands the bytes waiting to the sink (nothing without one: the bytes stay).
    func flush() {
        guard let sink, count > 0 else { return }
        sink.write(UnsafeBufferPointer(start: start, count: count))
        count = 0
    }

    /// Appends bytes.
    ///
    /// - Parameter source: The bytes.
    @inline(__always) func append(_ source: UnsafeBufferPointer<UInt8>) {
        guard let base = source.baseAddress, !source.isEmpty else { return }
        ensure(source.count)
        Self.copy(base, to: start + count, count: source.count)
        count += source.count
    }

    /// Where the next byte goes if `extra` more fit as the buffer stands (without handing bytes on or
    /// growing), for a caller that writes them itself and then calls ``commit(_:)``; `nil` when they do
    /// not fit, and the caller appends them the ordinary way. Nothing is called either way, so a caller
    /// copying from a value it borrows needs no retain of it.
    ///
    /// - Parameter extra: The most bytes the caller will write.
    /// - Returns: Where to write them (valid until the next append), or `nil`.
    @inline(__always) func room(for extra: Int) -> UnsafeMutablePointer<UInt8>? {
        count &+ extra <= capacity ? start + count : nil
    }

    /// Counts `written` bytes put at the pointer ``room(for:)`` returned (at most the bytes asked for).
    ///
    /// - Parameter written: The bytes written.
    @inline(__always) func commit(_ written: Int) { count &+= written }

    /// Copies `count` bytes between memory that does not overlap: runs up to 16 bytes (most tags and cell
    /// texts) by two overlapping word moves, which costs less than a call to `memcpy`.
    ///
    /// - Parameters:
    ///   - source: The bytes.
    ///   - destination: Where they go.
    ///   - count: How many.
    @inline(__always) static func copy(
        _ source: UnsafePointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>, count: Int
    ) {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(destination)
        if count >= 8 {
            guard count <= 16 else {
                to.copyMemory(from: from, byteCount: count)
                return
            }
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 {
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
        } else if count > 0 {
            destination[0] = source[0]
            destination[count >> 1] = source[count >> 1]
            destination[count - 1] = source[count - 1]
        }
    }

    /// Appends a string's UTF-8 bytes.
    ///
    /// - Parameter text: The text.
    @inline(__always) func append(_ text: String) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
        if done == nil { Array(text.utf8).withUnsafeBufferPointer { append($0) } }
    }

    /// Appends precomputed bytes.
    ///
    /// - Parameter bytes: The bytes.
    @inline(__always) func append(_ bytes: [UInt8]) { bytes.withUnsafeBufferPointer { append($0) } }

    /// Appends one byte.
    ///
    /// - Parameter byte: The byte.
    @inline(__always) func append(byte: UInt8) {
        ensure(1)
        start[count] = byte
        count += 1
    }

    /// Appends an integer in decimal (`-12`), as `String(value)` writes it.
    ///
    /// - Parameter value: The integer.
    func append(int value: Int) {
        ensure(20)
        var magnitude = value.magnitude
        var digits = 0
        repeat {
            digits += 1
            magnitude /= 10
        } while magnitude > 0
        if value < 0 {
            start[count] = UInt8(ascii: "-")
            count += 1
        }
        magnitude = value.magnitude
        var index = count + digits
        count = index
        repeat {
            index -= 1
            start[index] = 0x30 + UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
    }

    /// Appends `text` as a quoted JSON string, byte for byte as ``JSONWriter/writeString(_:into:)``
    /// writes it (quotes, backslashes and control characters — C0, DEL and C1 — escaped; everything else
    /// copied, in runs).
    ///
    /// - Parameter text: The text.
    func appendJSONQuoted(_ text: String) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { appendJSONQuoted($0) }
        if done == nil { Array(text.utf8).withUnsafeBufferPointer { appendJSONQuoted($0) } }
    }

    /// Appends UTF-8 bytes as a quoted JSON string (see ``appendJSONQuoted(_:)-(String)``).
    ///
    /// - Parameter source: The bytes.
    func appendJSONQuoted(_ source: UnsafeBufferPointer<UInt8>) {
        append(byte: UInt8(ascii: "\""))
        var runStart = 0
        for index in 0..<source.count {
            let byte = source[index]
            // Bytes of multi-byte UTF-8 sequences are all ≥ 0x80; a C1 control (U+0080–U+009F) is C2 80–C2 9F,
            // and its second byte is the scalar's value.
            let isC1 = byte == 0xC2 && index + 1 < source.count && source[index + 1] < 0xA0
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F || isC1
            else { continue }
            if index > runStart { append(UnsafeBufferPointer(rebasing: source[runStart..<index])) }
            runStart = index + (isC1 ? 2 : 1)
            let value = isC1 ? source[index + 1] : byte
            append(byte: UInt8(ascii: "\\"))
            switch value {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): append(byte: byte)
            case 0x0A: append(byte: UInt8(ascii: "n"))
            case 0x0D: append(byte: UInt8(ascii: "r"))
            case 0x09: append(byte: UInt8(ascii: "t"))
            case 0x08: append(byte: UInt8(ascii: "b"))
            case 0x0C: append(byte: UInt8(ascii: "f"))
            default:
                let hex: StaticString = "0123456789abcdef"
                append(byte: UInt8(ascii: "u"))
                append(byte: 0x30)
                append(byte: 0x30)
                append(byte: hex.utf8Start[Int(value >> 4)])
                append(byte: hex.utf8Start[Int(value & 0x0F)])
            }
        }
        if source.count > runStart { append(UnsafeBufferPointer(rebasing: source[runStart..<source.count])) }
        append(byte: UInt8(ascii: "\""))
    }

    /// Appends a literal's bytes.
    ///
    /// - Parameter literal: The text.
    @inline(__always) func append(literal: StaticString) {
        append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Appends `spaces` spaces (nothing when it is ≤ 0).
    ///
    /// - Parameter spaces: The number of spaces.
    func appendSpaces(_ spaces: Int) {
        guard spaces > 0 else { return }
        ensure(spaces)
        (start + count).initialize(repeating: 0x20, count: spaces)
        count += spaces
    }

    /// Appends `text` escaped for HTML content and attribute values (`&`, `<`, `>`, `"`, `'`; control
    /// characters other than tab, LF and CR become `&#xFFFD;`); runs without those characters are copied
    /// whole.
    ///
    /// - Parameter text: The text.
    @inline(__always) func appendHTMLEscaped(_ text: String) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { appendHTMLEscaped($0) }
        if done == nil { Array(text.utf8).withUnsafeBufferPointer { appendHTMLEscaped($0) } }
    }

    /// Appends UTF-8 bytes escaped for HTML (see ``appendHTMLEscaped(_:)-(String)``).
    ///
    /// - Parameter source: The bytes.
    @inline(__always) func appendHTMLEscaped(_ source: UnsafeBufferPointer<UInt8>) {
        guard let base = source.baseAddress, !source.isEmpty else { return }
        if HTMLScan.isPlain(base, count: source.count) {
            append(source)
        } else {
            appendHTMLEscapedSlowly(source)
        }
    }

    /// The byte-by-byte path of ``appendHTMLEscaped(_:)-(UnsafeBufferPointer<UInt8>)``, for text that
    /// ``HTMLScan/isPlain(_:count:)`` could not clear.
    ///
    /// - Parameter source: The bytes.
    @inline(never)
    func appendHTMLEscapedSlowly(_ source: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for index in 0..<source.count where index >= runStart {
            // Most bytes need nothing: one table test before the full switch below.
            let byte = source[index]
            if byte < 0x40 ? Self.htmlSpecialBelow40 & (1 << UInt64(byte)) == 0 : byte != 0x7F && byte != 0xC2 {
                continue
            }
            let entity: StaticString
            var length = 1
            switch source[index] {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            case UInt8(ascii: "'"): entity = "&#39;"
            // Control characters other than tab and line breaks are not allowed in HTML text.
            case 0x00...0x08, 0x0B, 0x0C, 0x0E...0x1F, 0x7F: entity = "&#xFFFD;"
            case 0xC2 where index + 1 < source.count && source[index + 1] < 0xA0:
                entity = "&#xFFFD;"  // a C1 control, U+0080–U+009F
                length = 2
            default: continue
            }
            if index > runStart { append(UnsafeBufferPointer(rebasing: source[runStart..<index])) }
            append(UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
            runStart = index + length
        }
        if source.count > runStart { append(UnsafeBufferPointer(rebasing: source[runStart..<source.count])) }
    }

    /// Bit `b` set: byte `b` (below 0x40) may need an entity in HTML: `"`, `&`, `'`, `<`, `>` and the control
    /// characters other than tab, LF and CR (every byte ``appendHTMLEscaped(_:)-(UnsafeBufferPointer<UInt8>)``
    /// replaces, besides DEL and the lead byte of C1 controls).
    static let htmlSpecialBelow40: UInt64 = 0x5000_00C4_FFFF_D9FF

    /// Appends `text` and returns where its bytes sit (for a buffer used as a pool of cached fragments).
    ///
    /// - Parameter text: The text.
    /// - Returns: The byte range of `text` in this buffer.
    func add(_ text: String) -> Range<Int> {
        let before = count
        append(text)
        return before..<count
    }

    /// Appends a fragment of another buffer (a range that buffer's ``add(_:)`` returned).
    ///
    /// - Parameters:
    ///   - pool: The buffer holding the fragment.
    ///   - range: Its byte range.
    @inline(__always) func append(from pool: ByteBuffer, _ range: Range<Int>) {
        append(UnsafeBufferPointer(start: pool.start + range.lowerBound, count: range.count))
    }

    /// The bytes of a fragment of this buffer (a range ``add(_:)`` returned), valid until the next append.
    ///
    /// - Parameter range: Its byte range.
    /// - Returns: The bytes.
    @inline(__always) func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: start + range.lowerBound, count: range.count)
    }

    /// The text written (only whole strings and ASCII are appended, so it is valid UTF-8).
    var string: String { String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self) }

    /// The bytes written, copied into an array.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }
}
