import Testing

@testable import TableStyleRender

/// The huge-page hint leaves a buffer's memory as it was: writable and reading back what was written.
@Suite("Huge pages")
struct HugePagesTests {
    @Test("an advised large buffer keeps the bytes written into it", arguments: [1 << 10, 5 << 20, 9 << 20])
    func advisedBufferHoldsBytes(size: Int) {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: size)
        defer { buffer.deallocate() }
        HugePages.advise(buffer)
        for index in stride(from: 0, to: size, by: 4096) { buffer[index] = UInt8(truncatingIfNeeded: index >> 12) }
        var mismatches = 0
        for index in stride(from: 0, to: size, by: 4096) where buffer[index] != UInt8(truncatingIfNeeded: index >> 12) {
            mismatches += 1
        }
        #expect(mismatches == 0)
    }
}
