import Foundation
import Testing

@testable import ThemeCheckCore

@Suite struct SourceFileReaderTests {
    /// A file of `count` bytes (a repeating pattern, so a misplaced chunk shows) in a fresh folder.
    static func file(bytes count: Int) throws -> (path: String, bytes: [UInt8], folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        let url = folder.appendingPathComponent("data.csv")
        try Data(bytes).write(to: url)
        return (url.path, bytes, folder)
    }

    static func contents(_ outcome: SourceFileReader.Outcome) -> [UInt8]? {
        if case .contents(let bytes) = outcome { return bytes }
        return nil
    }

    /// Every byte, in order, for sizes around the read's edges: empty, one byte, a chunk and beyond.
    @Test(arguments: [0, 1, 4_095, 1 << 20, (1 << 20) + 1, 3_000_017])
    func readsEveryByte(count: Int) throws {
        let (path, bytes, folder) = try Self.file(bytes: count)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Self.contents(try SourceFileReader.read(path, limit: 10_000_000)) == bytes)
    }

    /// A file of exactly the limit is read; one byte more is too large, with its size.
    @Test func theLimitIsInclusive() throws {
        let (path, bytes, folder) = try Self.file(bytes: 5_000)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Self.contents(try SourceFileReader.read(path, limit: 5_000)) == bytes)
        guard case .tooLarge(let size) = try SourceFileReader.read(path, limit: 4_999) else {
            Issue.record("a file over the limit was read")
            return
        }
        #expect(size == 5_000)
    }

    /// A file whose size says less than it holds (here `/proc`, which says 0) is read to its end: the
    /// bytes past the stated size come in chunks, up to the limit.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status"), "needs /proc"))
    func aFileLargerThanItsStatedSizeIsReadToTheEnd() throws {
        let bytes = try #require(Self.contents(try SourceFileReader.read("/proc/self/status", limit: 1 << 20)))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("Name:"))
        #expect(text.contains("\nPid:"))
        guard case .tooLarge = try SourceFileReader.read("/proc/self/status", limit: 16) else {
            Issue.record("the limit did not hold for a file larger than its stated size")
            return
        }
        // The largest limit (`--data-limit 9223372036854775807`) reads to the end without overflowing.
        #expect(Self.contents(try SourceFileReader.read("/proc/self/status", limit: .max))?.isEmpty == false)
    }
}
