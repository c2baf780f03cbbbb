import Foundation
import TableStyleRender
import Testing

@testable import ThemeCheckCore

/// The tag `--watch` adds to HTML, added while the page streams through.
@Suite struct AutoRefreshSinkTests {
    static let tag = "<meta http-equiv=\"refresh\" content=\"1\">"

    /// `page` written into an ``AutoRefreshSink`` in pieces of `size` bytes.
    static func passed(_ page: String, inPiecesOf size: Int) -> String {
        let collector = ByteCollector()
        let sink = AutoRefreshSink(base: collector)
        let bytes = Array(page.utf8)
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + size)
            bytes[start..<end].withUnsafeBufferPointer { sink.write($0) }
            start = end
        }
        sink.finish()
        return collector.text
    }

    @Test(arguments: [1, 3, 6, 7, 4096, 1 << 20])
    func theTagFollowsTheFirstHead(size: Int) {
        let body = String(repeating: "<tr><td>cell</td></tr>\n", count: 2000)
        let page = "<!DOCTYPE html>\n<html><head><title>t</title></head>\n<body>\(body)<head></body></html>\n"
        let expected =
            "<!DOCTYPE html>\n<html><head>\(Self.tag)<title>t</title></head>\n<body>\(body)<head></body></html>\n"
        #expect(Self.passed(page, inPiecesOf: size) == expected)
    }

    @Test(arguments: [1, 4096])
    func aPageWithoutHeadPassesUnchanged(size: Int) {
        for page in ["", "<p>short</p>", String(repeating: "x", count: 10_000) + "<head>"] {
            #expect(Self.passed(page, inPiecesOf: size) == page)
        }
    }
}
