import TableStyleDiagnostics

/// The reading side's sink in a ``YAMLEventPipeline``: records events into batches and sends each full
/// one over the channel.
struct YAMLEventRecorder: YAMLEventSink {
    /// Events in a batch: large enough that handing a batch over costs little per event, small enough
    /// that the builder starts soon and the queue stays small.
    static let batchEvents = 2_048
    /// Scalar text in a batch before it is sent early (a few long texts fill it sooner than the events).
    static let batchBytes = 64 * 1024

    /// What the reader throws once the receiver has cancelled; never reaches a caller.
    static let cancelled = YAMLError(
        code: .limit, message: "parse cancelled", file: "", mark: SourcePosition(line: 1, column: 1))

    private let channel: YAMLEventChannel
    private var batch = Self.emptyBatch()

    init(channel: YAMLEventChannel) {
        self.channel = channel
    }

    private static func emptyBatch() -> YAMLEventBatch {
        YAMLEventBatch(events: batchEvents, bytes: batchBytes / 4)
    }

    mutating func startDocument() { batch.startDocument() }

    mutating func endDocument() { batch.endDocument() }

    mutating func scalar(
        _ bytes: UnsafeBufferPointer<UInt8>,
        style: YAMLScalar.Style,
        tag: consuming String?,
        anchor: consuming String?,
        mark: SourcePosition
    ) throws(YAMLError) {
        batch.scalar(bytes, style: style, tag: tag, anchor: anchor, mark: mark)
        if batch.count >= Self.batchEvents || batch.textBytes >= Self.batchBytes { try flush() }
    }

    mutating func alias(_ name: String, mark: SourcePosition) throws(YAMLError) {
        batch.alias(name, mark: mark)
        if batch.count >= Self.batchEvents { try flush() }
    }

    mutating func startCollection(isMapping: Bool, tag: String?, anchor: String?, mark: SourcePosition)
        throws(YAMLError)
    {
        batch.startCollection(isMapping: isMapping, tag: tag, anchor: anchor, mark: mark)
        if batch.count >= Self.batchEvents { try flush() }
    }

    mutating func endCollection() throws(YAMLError) {
        batch.endCollection()
        if batch.count >= Self.batchEvents { try flush() }
    }

    /// Sends the events recorded so far (if any).
    ///
    /// - Throws: ``cancelled`` when the receiver wants nothing more.
    mutating func flush() throws(YAMLError) {
        guard batch.count > 0 else { return }
        let full = batch
        batch = Self.emptyBatch()
        guard channel.send(.batch(full)) else { throw Self.cancelled }
    }
}
