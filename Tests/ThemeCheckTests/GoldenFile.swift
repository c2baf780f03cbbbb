import Foundation
import Testing

/// Compares a run's full output (exit status, stdout, stderr) with a golden file under `Fixtures/expected`.
///
/// Set `THEMECHECK_RECORD=1` to (re)write the golden files; review the diff before committing.
enum GoldenFile {
    static let folder = ToolRunner.fixtures.appendingPathComponent("expected")

    /// Checks `output` against `expected/NAME.txt`.
    static func check(
        _ output: ToolRunner.Output, named name: String, sourceLocation: SourceLocation = #_sourceLocation
    )
        throws
    {
        let url = folder.appendingPathComponent(name + ".txt")
        let actual = output.description
        if ProcessInfo.processInfo.environment["THEMECHECK_RECORD"] == "1" {
            try Data(actual.utf8).write(to: url)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record(
                "missing golden file \(url.path); run with THEMECHECK_RECORD=1", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        #expect(actual == expected, "output differs from \(name).txt", sourceLocation: sourceLocation)
    }
}
