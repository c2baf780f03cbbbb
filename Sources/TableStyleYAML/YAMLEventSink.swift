import TableStyleDiagnostics

/// What receives libyaml's events once ``LibYAMLEventReader`` has turned them into Swift values: the tree
/// builder, or a recorder that hands them to the builder on another thread (``YAMLEventPipeline``).
///
/// The reader's conversion of each event is the one definition; every sink sees the same calls in the
/// same order.
protocol YAMLEventSink {
    /// A document starts.
    mutating func startDocument()
    /// A document ends.
    mutating func endDocument()
    /// A scalar; `bytes` (its UTF-8 text, checked by libyaml) is valid only during the call.
    mutating func scalar(
        _ bytes: UnsafeBufferPointer<UInt8>,
        style: YAMLScalar.Style,
        tag: consuming String?,
        anchor: consuming String?,
        mark: SourcePosition
    ) throws(YAMLError)
    /// An alias of the anchor `name`.
    mutating func alias(_ name: String, mark: SourcePosition) throws(YAMLError)
    /// A sequence or mapping opens.
    mutating func startCollection(isMapping: Bool, tag: String?, anchor: String?, mark: SourcePosition)
        throws(YAMLError)
    /// The innermost open collection closes.
    mutating func endCollection() throws(YAMLError)
}

extension YAMLTreeBuilder: YAMLEventSink {}
