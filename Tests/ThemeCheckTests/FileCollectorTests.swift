import Foundation
import Testing

@testable import ThemeCheckCore

@Suite struct FileCollectorTests {
    @Test(arguments: ["", "/", "//"])
    func collectsThemeFilesRecursivelyInSortedOrder(suffix: String) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("collect-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["b.yaml", "a.YML", "sub/c.yaml", "sub/notes.txt", ".hidden/d.yaml", "sub/.e.yaml", "z/y/x.yml"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("format: 1\n".utf8).write(to: url)
        }
        let base = root.path + suffix
        let collection = FileCollector.collect([base, root.path + "/b.yaml", root.path + "/sub/notes.txt"])
        let shown = collection.files.map { String($0.dropFirst(root.path.count)) }
        #expect(shown == ["/a.YML", "/b.yaml", "/sub/c.yaml", "/z/y/x.yml", "/sub/notes.txt"])
        #expect(collection.errors.isEmpty)
    }

    @Test func reportsMissingPathsAsInputErrors() {
        let collection = FileCollector.collect(["/no/such/themecheck/path"])
        #expect(collection.files.isEmpty)
        #expect(
            collection.errors == [InputError(path: "/no/such/themecheck/path", reason: "no such file or directory")])
    }
}
