import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing a command's output to a file named by `--output`.
///
/// The output goes to a temporary file next to the target, renamed over it only when complete, so a
/// browser or a watcher never reads half a page and a failed run leaves the previous file in place.
enum OutputFile {
    /// Writes `text` to `path`.
    ///
    /// - Returns: The failure to return (exit 2, the reason on standard error), or `nil` when written.
    static func write(_ text: String, to path: String) -> ToolResult? {
        let result = stream(to: path) { sink in
            sink.write(text)
            return ToolResult(exitCode: .success)
        }
        return result.exitCode == .success ? nil : result
    }

    /// Runs `body` with a sink into a temporary file, then moves the file to `path` when `body`
    /// succeeded and every byte was written.
    ///
    /// - Returns: `body`'s result, or exit 2 with the reason when the file cannot be written.
    static func stream(to path: String, _ body: (FileDescriptorSink) -> ToolResult) -> ToolResult {
        let temporary = path + ".themecheck-partial"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return failure(path, errno) }
        let sink = FileDescriptorSink(descriptor: descriptor)
        var result = body(sink)
        let closed = close(descriptor)
        if let error = sink.failure ?? (closed != 0 ? errno : nil) {
            unlink(temporary)
            return failure(path, error)
        }
        guard result.exitCode == .success else {
            unlink(temporary)
            return result
        }
        if rename(temporary, path) != 0 {
            let error = errno
            unlink(temporary)
            return failure(path, error)
        }
        result.standardOutput = ""
        return result
    }

    private static func failure(_ path: String, _ error: Int32) -> ToolResult {
        ToolResult(
            exitCode: .usageOrInput,
            standardError: "themecheck: error: cannot write '\(path)': \(String(cString: strerror(error)))\n")
    }
}
