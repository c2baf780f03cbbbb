import TableStyleEngine
import TableStyleJSON
import Testing

@testable import TableStyleRender

/// The streaming writers hand their bytes on in chunks; what arrives is exactly the text they return.
@Suite("Streaming outputs")
struct StreamingRenderTests {
    /// Large enough to fill the 64 KB buffer many times; texts that need escaping on both sides of flushes.
    static func table() -> DataTable {
        let rows: [[DataCell]] = (0..<4_000).map { index in
            [
                DataCell(.int(index)), DataCell(.text("na\"me\t\(index)\u{1}é")),
                DataCell(.double(Double(index) * -1.25)),
                DataCell(.bool(index % 2 == 0)),
            ]
        }
        return DataTable(columnNames: ["ID", "Name", "Amount", "Flag"], rows: rows)
    }

    /// A sink that records how it was called.
    final class Chunks: ByteSink {
        var bytes: [UInt8] = []
        var calls = 0
        var largest = 0

        func write(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes.append(contentsOf: bytes)
            calls += 1
            largest = max(largest, bytes.count)
        }
    }

    @Test func jsonStreamsTheSameBytesInBoundedChunks() throws {
        let tree = try RenderFixtures.tree(Self.table())
        let sink = Chunks()
        var rowsReported: [Int] = []
        JSONRenderer().render(tree, to: sink) { rowsReported.append($0) }
        let whole = JSONRenderer().render(tree)
        #expect(sink.bytes == Array(whole.utf8))
        #expect(sink.calls > 10)
        #expect(sink.largest <= 1 << 16)
        #expect(!rowsReported.isEmpty && rowsReported == rowsReported.sorted())
        // The text reads back as the JSON the value tree describes.
        #expect(try JSONParser().parse(whole) == JSONRenderer().jsonValue(tree))
    }

    @Test func snapshotStreamsTheSameBytesInBoundedChunks() throws {
        let tree = try RenderFixtures.tree(Self.table())
        let sink = Chunks()
        var rowsReported: [Int] = []
        StyleSnapshotRenderer().render(tree, to: sink) { rowsReported.append($0) }
        #expect(sink.bytes == Array(StyleSnapshotRenderer().render(tree).utf8))
        #expect(sink.calls > 10)
        #expect(sink.largest <= 1 << 16)
        #expect(rowsReported == [1024, 2048, 3072])
    }

    @Test func htmlStreamsTheSameBytesInBoundedChunks() throws {
        let tree = try RenderFixtures.tree(Self.table())
        let sink = Chunks()
        var rowsReported: [Int] = []
        HTMLRenderer(title: "Ledger — é").render(tree, to: sink) { rowsReported.append($0) }
        let page = HTMLRenderer(title: "Ledger — é").render(tree)
        #expect(sink.bytes == Array(page.utf8))
        #expect(page.hasSuffix("</html>\n"))
        #expect(sink.calls > 10)
        #expect(sink.largest <= 1 << 16)
        #expect(rowsReported == [1024, 2048, 3072])
    }

    @Test func quotingMatchesTheJSONWriter() {
        for text in ["", "plain", "q\"b\\s/", "\u{0}\u{1}\u{8}\u{9}\u{A}\u{C}\u{D}\u{1F}\u{7F}", "é\u{2028}😀"] {
            let out = ByteBuffer()
            out.appendJSONQuoted(text)
            var expected = ""
            JSONWriter.writeString(text, into: &expected)
            #expect(out.string == expected)
        }
    }

    @Test func integersMatchTheirDescription() {
        for value in [0, 7, -7, 10, 1_234_567, Int.max, Int.min] {
            let out = ByteBuffer()
            out.append(int: value)
            #expect(out.string == String(value))
        }
    }
}
