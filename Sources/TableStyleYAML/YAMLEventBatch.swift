import TableStyleDiagnostics

/// A run of parser events recorded in flat arrays, to be handed to another thread and replayed there
/// into a ``YAMLEventSink`` in the order they were recorded.
///
/// Scalar texts are copied into one byte array; tags, anchors and alias names (rare) sit in a side list.
struct YAMLEventBatch: Sendable {
    private enum Kind: UInt8, Sendable {
        case documentStart, documentEnd, scalar, alias, sequenceStart, mappingStart, collectionEnd
    }

    /// Where a scalar's text sits in ``bytes``: 32 bits keep an event at 40 bytes instead of 48.
    private typealias TextOffset = UInt32

    /// The largest input whose events a batch can hold: one scalar may be nearly the whole input.
    static let maximumInputBytes = Int(clamping: TextOffset.max)

    private struct Event: Sendable {
        var kind: Kind
        var style: YAMLScalar.Style = .plain
        /// Whether a tag and an anchor for this event follow in ``strings`` (for an alias: its name).
        var hasStrings = false
        var textStart: TextOffset = 0
        var textCount: TextOffset = 0
        var mark = SourcePosition(line: 1, column: 1)
    }

    private var events: [Event] = []
    private var bytes: [UInt8] = []
    private var strings: [String?] = []

    /// An empty batch with room for `events` events and `bytes` bytes of scalar text.
    init(events: Int, bytes: Int) {
        self.events.reserveCapacity(events)
        self.bytes.reserveCapacity(bytes)
    }

    /// The number of events recorded.
    var count: Int { events.count }
    /// The bytes of scalar text recorded.
    var textBytes: Int { bytes.count }

    mutating func startDocument() { events.append(Event(kind: .documentStart)) }
    mutating func endDocument() { events.append(Event(kind: .documentEnd)) }
    mutating func endCollection() { events.append(Event(kind: .collectionEnd)) }

    mutating func scalar(
        _ text: UnsafeBufferPointer<UInt8>, style: YAMLScalar.Style, tag: String?, anchor: String?,
        mark: SourcePosition
    ) {
        let hasStrings = tag != nil || anchor != nil
        if hasStrings { strings += [tag, anchor] }
        events.append(
            Event(
                kind: .scalar, style: style, hasStrings: hasStrings, textStart: TextOffset(bytes.count),
                textCount: TextOffset(text.count), mark: mark))
        bytes.append(contentsOf: text)
    }

    mutating func alias(_ name: String, mark: SourcePosition) {
        strings.append(name)
        events.append(Event(kind: .alias, hasStrings: true, mark: mark))
    }

    mutating func startCollection(isMapping: Bool, tag: String?, anchor: String?, mark: SourcePosition) {
        let hasStrings = tag != nil || anchor != nil
        if hasStrings { strings += [tag, anchor] }
        events.append(
            Event(kind: isMapping ? .mappingStart : .sequenceStart, hasStrings: hasStrings, mark: mark))
    }

    /// Calls `sink` for every recorded event, in order; stops at the first error it throws.
    func replay<Sink: YAMLEventSink>(into sink: inout Sink) throws(YAMLError) {
        try bytes.withUnsafeBufferPointer { (text) throws(YAMLError) in
            var next = 0
            for event in events {
                var tag: String?
                var anchor: String?
                if event.hasStrings && event.kind != .alias {
                    tag = strings[next]
                    anchor = strings[next + 1]
                    next += 2
                }
                switch event.kind {
                case .documentStart:
                    sink.startDocument()
                case .documentEnd:
                    sink.endDocument()
                case .scalar:
                    let start = Int(event.textStart)
                    let slice = UnsafeBufferPointer(rebasing: text[start..<start + Int(event.textCount)])
                    try sink.scalar(slice, style: event.style, tag: tag, anchor: anchor, mark: event.mark)
                case .alias:
                    let name = strings[next] ?? ""
                    next += 1
                    try sink.alias(name, mark: event.mark)
                case .sequenceStart, .mappingStart:
                    try sink.startCollection(
                        isMapping: event.kind == .mappingStart, tag: tag, anchor: anchor, mark: event.mark)
                case .collectionEnd:
                    try sink.endCollection()
                }
            }
        }
    }
}
