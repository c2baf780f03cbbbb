#if canImport(Glibc)
    import Glibc
#endif

/// Asks the system to back a large, freshly allocated buffer with huge pages where it supports that
/// (Linux transparent huge pages in `madvise` mode).
///
/// A renderer's output of tens of megabytes, a render tree's cells and rows, a data file read whole: all
/// new memory, mapped a 4 KB page at a time, and taking the page faults can cost more than writing the
/// bytes (most of a million-cell ANSI rendering). With huge pages the kernel maps it 2 MB at a time. It
/// is a hint only: the bytes written are the same either way.
package enum HugePages {
    /// Buffers smaller than this are left alone: from 4 MB on, a buffer holds at least one whole aligned
    /// huge page (512 page faults fewer); below it, often none.
    static let minimumBytes = 4 << 20

    /// Advises huge pages for the whole 2 MB-aligned part of `buffer` (nothing on other systems).
    ///
    /// - Parameter buffer: Memory just allocated (output, a render tree's cells), not yet written.
    package static func advise<Element>(_ buffer: UnsafeMutableBufferPointer<Element>) {
        #if os(Linux) && canImport(Glibc)
            let buffer = UnsafeMutableRawBufferPointer(buffer)
            guard buffer.count >= minimumBytes, let base = buffer.baseAddress else { return }
            let hugePage = 2 << 20
            let start = (Int(bitPattern: base) + hugePage - 1) & ~(hugePage - 1)
            let end = (Int(bitPattern: base) + buffer.count) & ~(hugePage - 1)
            guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
            _ = madvise(aligned, end - start, MADV_HUGEPAGE)
        #endif
    }
}
