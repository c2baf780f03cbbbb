import TableStyleDiagnostics

/// Receives libyaml's events, converted to Swift values, in stream order: the tree builder itself, or
/// the batch writer that hands them to a builder on another thread.
protocol YAMLEventSink {
    mutating func startDocument()
    mutating func endDocument()
    mutating func alias(_ name: String, mark: SourcePosition) throws(YAMLError)
    mutating func scalar(
        _ bytes: UnsafeBufferPointer<UInt8>,
        style: YAMLScalar.Style,
        tag: consuming String?,
        anchor: consuming String?,
        mark: SourcePosition
    ) throws(YAMLError)
    mutating func startCollection(isMapping: Bool, tag: String?, anchor: String?, mark: SourcePosition)
        throws(YAMLError)
    mutating func endCollection() throws(YAMLError)
}

extension YAMLTreeBuilder: YAMLEventSink {}
