import Foundation

/// Writing a command's output to a file named by `--output`.
enum OutputFile {
    /// Writes `text` to `path` atomically (a browser or a watcher never reads half a page).
    ///
    /// - Returns: The failure to return (exit 2, the reason on standard error), or `nil` when written.
    static func write(_ text: String, to path: String) -> ToolResult? {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            return nil
        } catch {
            let reason = (error as NSError).localizedFailureReason ?? error.localizedDescription
            return ToolResult(
                exitCode: .usageOrInput, standardError: "themecheck: error: cannot write '\(path)': \(reason)\n")
        }
    }
}
