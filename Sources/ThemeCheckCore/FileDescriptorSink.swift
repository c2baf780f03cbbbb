import TableStyleRender

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes output to an open file descriptor (standard output or error) as it is produced.
///
/// A reader that has gone away (`EPIPE`, as in `themecheck render | head`) is not a failure: the rest
/// of the output is dropped quietly. Any other failed write (a full disk) is kept in ``failure`` and
/// the rest is dropped, so the caller can say so once and exit non-zero.
public final class FileDescriptorSink: ByteSink {
    /// The descriptor written to.
    public let descriptor: Int32
    /// The `errno` of the first failed write, if one failed (other than `EPIPE`).
    public private(set) var failure: Int32?
    /// Whether writing has stopped (a failure or a closed pipe).
    private var stopped = false

    /// Standard error's descriptor.
    public static let standardError = STDERR_FILENO

    /// Creates a sink for `descriptor` (which it does not close).
    ///
    /// - Parameter descriptor: An open file descriptor.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    public func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !stopped else { return }
        var offset = 0
        while offset < bytes.count {
            #if canImport(Glibc)
                let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
            #elseif canImport(Musl)
                let written = Musl.write(descriptor, base + offset, bytes.count - offset)
            #else
                let written = Darwin.write(descriptor, base + offset, bytes.count - offset)
            #endif
            if written < 0 && errno == EINTR { continue }
            if written <= 0 {
                stopped = true
                if written == 0 {
                    failure = EIO
                } else if errno != EPIPE {
                    failure = errno
                }
                return
            }
            offset += written
        }
    }

    /// Writes a string's UTF-8 bytes.
    ///
    /// - Parameter text: The text.
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { write($0) }
    }
}
