import Foundation
import TableStyleTheme
import TableStyleYAML
import Testing

/// Loads `yaml` as an in-memory theme named `<test>` (extends resolves through `registry`).
func load(_ yaml: String, registry: ThemeRegistry = ThemeRegistry(), file: String = "<test>") -> ThemeLoadResult {
    registry.load(source: yaml, file: file)
}

/// `code@line:column` for each diagnostic, in order, for compact exact-position assertions.
func positions(_ result: ThemeLoadResult) -> [String] {
    result.diagnostics.map { "\($0.code)@\($0.location.line):\($0.location.column)" }
}

/// A fresh temporary directory, removed by the caller with `cleanUp`.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appending(path: "tsk-theme-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Writes `text` to `name` inside `directory`.
@discardableResult
func write(_ text: String, named name: String, in directory: URL) throws -> String {
    let url = directory.appending(path: name)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return url.path
}

/// The header every valid test theme starts with.
func theme(_ name: String = "t", _ body: String = "") -> String {
    "format: 1\nname: \(name)\n" + body
}
