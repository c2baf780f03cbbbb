import Foundation

@testable import StyleSnapshotTesting

/// A fresh temporary directory per test, so tests never touch the real `__Snapshots__`.
struct TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("StyleSnapshotTestingTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    func contents(_ name: String) -> String? {
        FileManager.default.contents(atPath: file(name).path).flatMap { String(data: $0, encoding: .utf8) }
    }

    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: file(name))
    }

    func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: file(name).path)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
