/// Where a streaming renderer's output goes, a chunk of bytes at a time (a file, a pipe, a collector).
///
/// ``JSONRenderer/render(_:to:)`` and ``StyleSnapshotRenderer/render(_:to:)`` write into a buffer of a
/// fixed size and hand it to the sink whenever it fills, so their memory does not grow with the output.
/// A sink that cannot write (a full disk) remembers that itself; the renderer just goes on handing it
/// bytes.
public protocol ByteSink: AnyObject {
    /// Takes the next bytes of the output (valid only during the call).
    ///
    /// - Parameter bytes: The bytes, in output order.
    func write(_ bytes: UnsafeBufferPointer<UInt8>)
}

/// A sink that keeps every byte in memory (for callers that want the output as a whole).
public final class ByteCollector: ByteSink {
    /// The bytes received so far.
    public private(set) var bytes: [UInt8] = []

    /// Creates an empty collector.
    public init() {}

    public func write(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes.append(contentsOf: bytes) }

    /// The bytes as text (renderers write whole strings and ASCII, so it is valid UTF-8).
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
