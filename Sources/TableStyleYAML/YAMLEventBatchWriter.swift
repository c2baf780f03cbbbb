import TableStyleDiagnostics

/// The libyaml thread's event sink: copies each event into the current batch and sends the batch on
/// when it is full.
struct YAMLEventBatchWriter: YAMLEventSink {
    private let channel: YAMLEventChannel
    private let eventsPerBatch: Int
    private var batch = YAMLEventBatch()
    /// Whether the consumer stopped: the error the reader then throws is the writer's, not libyaml's.
    private(set) var isCancelled = false

    init(channel: YAMLEventChannel, eventsPerBatch: Int) {
        self.channel = channel
        self.eventsPerBatch = max(1, eventsPerBatch)
    }

    mutating func startDocument() {
        append(.startDocument, mark: SourcePosition(line: 1, column: 1), attribute: -1)
    }

    mutating func endDocument() {
        append(.endDocument, mark: SourcePosition(line: 1, column: 1), attribute: -1)
    }

    mutating func alias(_ name: String, mark: SourcePosition) throws(YAMLError) {
        append(.alias, mark: mark, attribute: attribute(tag: nil, anchor: name))
        try sendIfFull()
    }

    mutating func scalar(
        _ bytes: UnsafeBufferPointer<UInt8>,
        style: YAMLScalar.Style,
        tag: consuming String?,
        anchor: consuming String?,
        mark: SourcePosition
    ) throws(YAMLError) {
        let start = batch.bytes.count
        batch.bytes.append(contentsOf: bytes)
        let attribute = tag == nil && anchor == nil ? -1 : attribute(tag: tag, anchor: anchor)
        batch.events.append(
            YAMLEventBatch.Event(
                mark: mark, start: start, length: bytes.count, attribute: attribute,
                kind: .scalar, style: style))
        try sendIfFull()
    }

    mutating func startCollection(isMapping: Bool, tag: String?, anchor: String?, mark: SourcePosition)
        throws(YAMLError)
    {
        let attribute = tag == nil && anchor == nil ? -1 : attribute(tag: tag, anchor: anchor)
        append(isMapping ? .startMapping : .startSequence, mark: mark, attribute: attribute)
        try sendIfFull()
    }

    mutating func endCollection() throws(YAMLError) {
        append(.endCollection, mark: SourcePosition(line: 1, column: 1), attribute: -1)
        try sendIfFull()
    }

    /// Sends the last batch, ended by `error` (nil at the end of the stream). Dropped if the consumer stopped.
    mutating func finish(error: YAMLError?) {
        batch.error = error
        batch.isLast = true
        _ = try? channel.send(batch)
    }

    private mutating func append(_ kind: YAMLEventBatch.Kind, mark: SourcePosition, attribute: Int32) {
        batch.events.append(
            YAMLEventBatch.Event(mark: mark, start: 0, length: 0, attribute: attribute, kind: kind, style: .plain))
    }

    private mutating func attribute(tag: String?, anchor: String?) -> Int32 {
        batch.attributes.append((tag, anchor))
        return Int32(truncatingIfNeeded: batch.attributes.count - 1)
    }

    private mutating func sendIfFull() throws(YAMLError) {
        guard batch.events.count >= eventsPerBatch else { return }
        do {
            batch = try channel.send(batch)
        } catch {
            isCancelled = true
            throw YAMLError(code: .limit, message: "stopped", file: "", mark: SourcePosition(line: 1, column: 1))
        }
    }
}
