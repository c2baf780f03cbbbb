import TableStyleDiagnostics

/// A run of converted parser events with the bytes of their scalars, handed from the libyaml thread to
/// the tree-building thread. Plain arrays: the batch owns everything it refers to, so it is `Sendable`.
struct YAMLEventBatch: Sendable {
    enum Kind: UInt8, Sendable {
        case startDocument, endDocument, alias, scalar, startSequence, startMapping, endCollection
    }

    /// One event; the scalar's text is `bytes[start..<start + length]`, and its tag and anchor (an alias's
    /// name in the anchor slot) are `attributes[attribute]`, or none when `attribute` is negative.
    struct Event: Sendable {
        var mark: SourcePosition
        var start: Int
        var length: Int
        var attribute: Int32
        var kind: Kind
        var style: YAMLScalar.Style
    }

    var events: [Event] = []
    var bytes: [UInt8] = []
    var attributes: [(tag: String?, anchor: String?)] = []
    /// The error that ended the stream after `events` (libyaml's, or the reader's own), if any.
    var error: YAMLError?
    /// Whether this is the last batch: the stream ended, or `error` ended it.
    var isLast = false

    /// Empties the batch, keeping its storage for the next run of events (fresh pages cost faults).
    mutating func clear() {
        events.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
        attributes.removeAll(keepingCapacity: true)
        error = nil
        isLast = false
    }

    /// Feeds the events to `builder` in order.
    ///
    /// - Throws: The first error the builder throws, or else the batch's own ``error``.
    func replay(into builder: inout YAMLTreeBuilder) throws(YAMLError) {
        let result = bytes.withUnsafeBufferPointer { arena in
            Result { () throws(YAMLError) in try replay(events, arena: arena, into: &builder) }
        }
        try result.get()
        if let error { throw error }
    }

    private func replay(
        _ events: [Event], arena: UnsafeBufferPointer<UInt8>, into builder: inout YAMLTreeBuilder
    ) throws(YAMLError) {
        for event in events {
            let tag = event.attribute < 0 ? nil : attributes[Int(event.attribute)].tag
            let anchor = event.attribute < 0 ? nil : attributes[Int(event.attribute)].anchor
            switch event.kind {
            case .startDocument:
                builder.startDocument()
            case .endDocument:
                builder.endDocument()
            case .alias:
                try builder.alias(anchor ?? "", mark: event.mark)
            case .scalar:
                let text = UnsafeBufferPointer(rebasing: arena[event.start..<event.start + event.length])
                try builder.scalar(text, style: event.style, tag: tag, anchor: anchor, mark: event.mark)
            case .startSequence:
                try builder.startCollection(isMapping: false, tag: tag, anchor: anchor, mark: event.mark)
            case .startMapping:
                try builder.startCollection(isMapping: true, tag: tag, anchor: anchor, mark: event.mark)
            case .endCollection:
                try builder.endCollection()
            }
        }
    }
}
