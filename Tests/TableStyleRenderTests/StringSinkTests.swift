import Testing

@testable import TableStyleRender

/// The sink that builds a renderer's `String` chunk by chunk keeps every character whole, also one that a
/// chunk boundary cuts.
@Suite("String sink")
struct StringSinkTests {
    /// Writes `text`'s bytes in chunks of `size` bytes.
    static func chunked(_ text: String, size: Int) -> String {
        let sink = StringSink(capacity: 16)
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            let end = min(start + size, bytes.count)
            bytes[start..<end].withUnsafeBufferPointer { sink.write($0) }
            start = end
        }
        return sink.finish()
    }

    @Test("chunks cut anywhere, also inside two-, three- and four-byte characters, join to the text", arguments: 1...7)
    func cutCharacters(size: Int) {
        let text = "a — é 🙂 ✓ plain ASCII, then ›ⓘ‹ and ü"
        #expect(Self.chunked(text, size: size) == text)
    }

    @Test("the complete prefix stops before an unfinished sequence and keeps a finished one")
    func completePrefix() {
        let dash = Array("x—".utf8)  // 78 E2 80 94
        for cut in 0...dash.count {
            let length = dash[0..<cut].withUnsafeBufferPointer { StringSink.completePrefixLength($0) }
            #expect(length == (cut == 2 || cut == 3 ? 1 : cut))
        }
    }

    @Test("bytes that never complete a character are repaired at the end, as String(decoding:) does")
    func danglingBytes() {
        let sink = StringSink(capacity: 0)
        [UInt8(ascii: "a"), 0xE2, 0x80].withUnsafeBufferPointer { sink.write($0) }
        #expect(sink.finish() == String(decoding: [UInt8(ascii: "a"), 0xE2, 0x80], as: UTF8.self))
    }

    @Test("a page larger than one buffer with text that is not ASCII renders whole")
    func largePage() {
        let rows = (0..<3_000).map { "José — \($0)" }
        let text = rows.joined(separator: "\n")
        #expect(Self.chunked(text, size: 1 << 16) == text)
        #expect(Self.chunked(text, size: 4_093) == text)
    }
}
