internal import CYAML
import TableStyleDiagnostics
import TableStyleJSON

/// Owns a libyaml parser over a caller-provided UTF-8 buffer and feeds its events to a ``YAMLEventSink``
/// (the tree builder, or the recorder of a ``YAMLEventPipeline``).
///
/// This is the only place that touches the C API. libyaml reports 0-based lines, 0-based columns and
/// character (not byte) indexes; marks are converted once here to 1-based lines and columns and byte
/// offsets. The buffer must stay valid for the reader's lifetime.
///
/// Sendable only so that a pipeline can run it on its reading thread: one thread uses it at a time.
final class LibYAMLEventReader: @unchecked Sendable {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    private let initialized: Bool
    private let emptyInput = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    /// Byte offset of the first character libyaml counts (after a UTF-8 byte-order mark).
    private let baseOffset: Int
    /// A (character index, byte offset) pair known to correspond, moved forward as events arrive so
    /// converting indexes to offsets costs O(input) over the whole stream.
    private var cursorIndex = 0
    private var cursorOffset: Int
    /// Whether the input is all ASCII, so a character index is a byte offset (the common case).
    private let isASCII: Bool
    /// Stand-ins that libyaml reads for U+0085, U+2028 and U+2029 (nil when the input has none), so that
    /// they are ordinary characters as in YAML 1.2, not the line breaks of libyaml's YAML 1.1.
    private let placeholders: UnicodeBreakPlaceholders?

    /// Creates a reader over `bytes`.
    ///
    /// - Parameters:
    ///   - bytes: The UTF-8 input; must outlive the reader.
    ///   - file: The file name for error messages.
    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
        parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        initialized = yaml_parser_initialize(parser) != 0
        baseOffset = ByteOrderMark.utf8Length(atStartOf: bytes)
        cursorOffset = baseOffset
        isASCII = Self.isAllASCII(bytes)
        placeholders = isASCII ? nil : UnicodeBreakPlaceholders(replacingIn: bytes)
        let input = placeholders?.input ?? bytes
        if initialized, let base = input.baseAddress {
            yaml_parser_set_input_string(parser, base, input.count)
        } else if initialized {
            // An empty buffer may have no base address; libyaml still wants a valid pointer.
            yaml_parser_set_input_string(parser, emptyInput, 0)
        }
    }

    deinit {
        if initialized { yaml_parser_delete(parser) }
        parser.deallocate()
        emptyInput.deallocate()
    }

    /// Pulls every event of the stream through `builder`, up to the end of the stream.
    ///
    /// - Parameter builder: Receives the events, converted to Swift values.
    /// - Throws: ``YAMLError`` with code `yaml-syntax` (or `limit` when libyaml runs out of memory),
    ///   or whatever the builder throws.
    func run<Sink: YAMLEventSink>(into builder: inout Sink) throws(YAMLError) {
        guard initialized else {
            throw YAMLError(
                code: .limit, message: "out of memory", file: file, mark: SourcePosition(line: 1, column: 1))
        }
        if let error = placeholders?.error(file: file) { throw error }
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(parser, &event) != 0 else { throw currentError() }
            defer { yaml_event_delete(&event) }
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return
            case YAML_DOCUMENT_START_EVENT:
                builder.startDocument()
            case YAML_DOCUMENT_END_EVENT:
                builder.endDocument()
            case YAML_ALIAS_EVENT:
                try builder.alias(Self.name(event.data.alias.anchor), mark: mark(event.start_mark))
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                placeholders?.restore(scalar.value, count: scalar.length)
                let text = UnsafeBufferPointer(start: scalar.value, count: scalar.value == nil ? 0 : scalar.length)
                let style: YAMLScalar.Style
                switch scalar.style {
                case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
                case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
                case YAML_LITERAL_SCALAR_STYLE: style = .literal
                case YAML_FOLDED_SCALAR_STYLE: style = .folded
                default: style = .plain
                }
                try builder.scalar(
                    text,
                    style: style,
                    tag: Self.string(scalar.tag),
                    anchor: Self.string(scalar.anchor),
                    mark: mark(event.start_mark)
                )
            case YAML_SEQUENCE_START_EVENT:
                let start = event.data.sequence_start
                try builder.startCollection(
                    isMapping: false,
                    tag: Self.string(start.tag),
                    anchor: Self.string(start.anchor),
                    mark: mark(event.start_mark)
                )
            case YAML_MAPPING_START_EVENT:
                let start = event.data.mapping_start
                try builder.startCollection(
                    isMapping: true,
                    tag: Self.string(start.tag),
                    anchor: Self.string(start.anchor),
                    mark: mark(event.start_mark)
                )
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                try builder.endCollection()
            default:
                // Stream start; libyaml has no other events.
                break
            }
        }
    }

    /// An alias's anchor name, made like a short scalar's text (no second UTF-8 check).
    private static func name(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String {
        guard let pointer else { return "" }
        var length = 0
        while pointer[length] != 0 { length += 1 }
        return YAMLTreeBuilder.text(of: UnsafeBufferPointer(start: pointer, count: length))
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    /// Converts a libyaml mark (0-based line and column, character index) to a ``SourcePosition``.
    private func mark(_ raw: yaml_mark_t) -> SourcePosition {
        // ASCII input (the common case) needs no conversion, and no call.
        let offset = isASCII ? Int(raw.index) : byteOffset(characterIndex: Int(raw.index))
        return SourcePosition(line: Int(raw.line) + 1, column: Int(raw.column) + 1, offset: offset)
    }

    /// Whether every byte is below 0x80, checked eight bytes at a time.
    private static func isAllASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        var accumulated: UInt64 = 0
        while offset + 8 <= bytes.count {
            accumulated |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < bytes.count {
            accumulated |= UInt64(bytes[offset])
            offset += 1
        }
        return accumulated & 0x8080_8080_8080_8080 == 0
    }

    /// The byte offset of the character libyaml numbers `index`.
    private func byteOffset(characterIndex index: Int) -> Int {
        if index < cursorIndex {
            cursorIndex = 0
            cursorOffset = baseOffset
        }
        var offset = cursorOffset
        var remaining = index - cursorIndex
        let count = bytes.count
        if let base = bytes.baseAddress {
            // Eight ASCII bytes at a time are eight characters: the common case in themes.
            let raw = UnsafeRawPointer(base)
            while remaining >= 8 && offset + 8 <= count
                && raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                offset += 8
                remaining -= 8
            }
        }
        while remaining > 0 && offset < count {
            offset += 1
            // Skip UTF-8 continuation bytes: one character is one lead byte and its continuations.
            while offset < count && bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            remaining -= 1
        }
        cursorIndex = index - remaining
        cursorOffset = offset
        return offset
    }

    /// The error libyaml reported, with its position.
    private func currentError() -> YAMLError {
        let raw = parser.pointee
        var message = raw.problem.map { String(cString: $0) } ?? "invalid YAML"
        var notes: [Diagnostic.Note] = []
        switch raw.error {
        case YAML_MEMORY_ERROR:
            return YAMLError(
                code: .limit, message: "out of memory", file: file, mark: SourcePosition(line: 1, column: 1))
        case YAML_READER_ERROR:
            // Reader errors carry a byte offset into the raw input but no line or column.
            let offset = min(Int(raw.problem_offset), bytes.count)
            let value = Int(raw.problem_value)
            let hexByte = "0x" + String(UInt8(truncatingIfNeeded: value), radix: 16, uppercase: true)
            let text: String
            switch raw.problem.map({ String(cString: $0) }) ?? "" {
            case "invalid leading UTF-8 octet":
                text = "invalid UTF-8: byte \(hexByte) cannot start a character"
            case "invalid trailing UTF-8 octet":
                text = "invalid UTF-8: byte \(hexByte) cannot continue the character started here"
            case "incomplete UTF-8 octet sequence":
                text = "invalid UTF-8: the input ends in the middle of a character"
            case "invalid length of a UTF-8 sequence":
                text = "invalid UTF-8: overlong encoding of a character"
            case "invalid Unicode character":
                text = "invalid UTF-8: the bytes here encode no Unicode scalar value"
            case "control characters are not allowed":
                text = "control character U+\(Self.hex4(value)) is not allowed in YAML"
            case let other:
                text = other.isEmpty ? "unreadable input" : other
            }
            return YAMLError(
                code: .yamlSyntax,
                message: text,
                file: file,
                mark: SourceLines.mark(ofByte: offset, in: bytes)
            )
        default:
            let at = mark(raw.problem_mark)
            if message == "found character that cannot start any token", at.offset < bytes.count,
                bytes[at.offset] == 0x09
            {
                message = "found a tab character that cannot start any token (YAML indents with spaces, not tabs)"
            } else if let context = raw.context.map({ String(cString: $0) }) {
                let contextMark = mark(raw.context_mark)
                if contextMark.offset == at.offset {
                    message += " (\(context))"
                } else {
                    let started = FileLocation(file: file, position: contextMark)
                    notes.append(Diagnostic.Note("\(context) that started", at: started))
                }
            }
            return YAMLError(code: .yamlSyntax, message: message, file: file, mark: at, notes: notes)
        }
    }

    /// `value` as at least four uppercase hexadecimal digits (`0007`), as in `U+0007`.
    private static func hex4(_ value: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
