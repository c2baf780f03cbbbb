import Foundation
import TableStyleDiagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing a command's output to the file named by `--output`: the one way `render`, `--watch`,
/// `gallery` and `compile` write files.
///
/// - A regular file (or a new one) is written to an ``ExclusiveTemporaryFile`` in the same folder and
///   renamed over the path only when the run succeeded and every byte was written: a browser or a watcher
///   never reads half a page, a failed run leaves the previous file as it was (nothing created, nothing
///   truncated), and concurrent runs each rename a complete file of their own (the last one wins). The
///   replaced file's permission bits are kept, and its owner and group when the user may set them.
/// - A device, a FIFO or a terminal (`/dev/null`, `/dev/stdout`) is opened and written as it is, never
///   replaced.
/// - A symbolic link is followed: the file it resolves to is replaced and the link kept. A dangling link
///   is refused.
/// - A file with other hard links is replaced under the name given; the other names keep the old content.
/// - An output that is one of the command's inputs (the same device and inode, through any link or hard
///   link) is a usage error, exit 2, before anything is read or written.
enum OutputFile {
    /// The size of the pieces an existing file is read in when it is compared with new output.
    static let comparisonChunk = 64 * 1024

    /// Writes `text` to `path`.
    ///
    /// - Parameters:
    ///   - text: The output.
    ///   - path: The path `--output` named.
    ///   - unlessUnchanged: Leaves a regular file that already holds `text` untouched (no new modification
    ///     time for build systems to see); the file is compared piece by piece, never read whole.
    /// - Returns: The failure to return (exit 2, the reason on standard error), or `nil` when written.
    static func write(_ text: String, to path: String, unlessUnchanged: Bool = false) -> ToolResult? {
        if unlessUnchanged, case .success(.regularFile(let target, _, _, _)) = OutputDestination.inspect(path),
            holds(text, at: target)
        {
            return nil
        }
        let result = stream(to: path) { sink in
            sink.write(text)
            return ToolResult(exitCode: .success)
        }
        return result.exitCode == .success ? nil : result
    }

    /// Runs `body` with a sink into the destination, then, for a regular file, moves the temporary file
    /// over `path` when `body` succeeded and every byte was written.
    ///
    /// - Parameters:
    ///   - path: The path `--output` named.
    ///   - body: Writes the output; its result decides whether the file is kept.
    /// - Returns: `body`'s result (its standard output emptied), or exit 2 with the reason when the file
    ///   cannot be written.
    static func stream(to path: String, _ body: (FileDescriptorSink) -> ToolResult) -> ToolResult {
        let destination: OutputDestination
        switch OutputDestination.inspect(path) {
        case .success(let found): destination = found
        case .failure(let refusal): return failure(path, refusal.reason)
        }
        switch destination {
        case .direct(let device):
            let descriptor = open(device, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else { return failure(path, errno) }
            return finish(body, descriptor: descriptor, path: path) { nil }
        case .absent(let target):
            // Created as any new file is (the umask applies).
            switch ExclusiveTemporaryFile.create(beside: target, mode: 0o666) {
            case .success(let temporary): return replace(target, with: temporary, path: path, body)
            case .failure(let error): return failure(path, error.code.rawValue)
            }
        case .regularFile(let target, let mode, let owner, let group):
            // Private until it has the replaced file's bits, so a 0600 report is never readable by others.
            switch ExclusiveTemporaryFile.create(beside: target, mode: 0o600) {
            case .success(let temporary):
                if owner != geteuid() || group != getegid() { _ = fchown(temporary.descriptor, owner, group) }
                guard fchmod(temporary.descriptor, mode) == 0 else {
                    let error = errno
                    close(temporary.descriptor)
                    unlink(temporary.path)
                    return failure(path, error)
                }
                return replace(target, with: temporary, path: path, body)
            case .failure(let error): return failure(path, error.code.rawValue)
            }
        }
    }

    /// The `--output` usage error when `path` is the same file as one of `inputs`, else `nil`.
    ///
    /// - Parameters:
    ///   - path: The path `--output` named.
    ///   - inputs: The files the command reads (names that are not files, such as bundled themes, are passed over).
    ///   - command: The command, for the usage line.
    ///   - option: Its `--output` option.
    /// - Returns: The failure to return (exit 2), or `nil`.
    static func inputConflict(
        _ path: String, inputs: [String?], command: CommandName, option: OptionDefinition
    ) -> ToolResult? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let output = FileIdentity(info)
        guard let input = inputs.lazy.compactMap({ $0 }).first(where: { FileIdentity(path: $0) == output }) else {
            return nil
        }
        let same = path == input ? "" : " ('\(input)')"
        let message =
            "'\(path)' is also an input of this command\(same); writing it would destroy it. "
            + "Please choose another output file."
        let error = CommandLineError(
            command: command, problem: .invalidReference(option: option.synopsis, message: message))
        return ToolResult(exitCode: .usageOrInput, standardError: UsageErrorRenderer.render(error))
    }

    /// Writes through `body` into `temporary`, then renames it to `target` (or removes it on any failure).
    private static func replace(
        _ target: String, with temporary: ExclusiveTemporaryFile, path: String,
        _ body: (FileDescriptorSink) -> ToolResult
    ) -> ToolResult {
        var renamed = false
        defer { if !renamed { unlink(temporary.path) } }
        return finish(body, descriptor: temporary.descriptor, path: path) {
            // Whatever took the path's place meanwhile (a device, a folder) is not replaced either.
            var info = stat()
            if lstat(target, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFLNK {
                return info.st_mode & S_IFMT == S_IFDIR ? EISDIR : EEXIST
            }
            guard rename(temporary.path, target) == 0 else { return errno }
            renamed = true
            return nil
        }
    }

    /// Runs `body` into `descriptor`, closes it and, when everything was written and `body` succeeded,
    /// runs `commit`.
    private static func finish(
        _ body: (FileDescriptorSink) -> ToolResult, descriptor: Int32, path: String, commit: () -> Int32?
    ) -> ToolResult {
        let sink = FileDescriptorSink(descriptor: descriptor)
        var result = body(sink)
        let closed = close(descriptor)
        if let error = sink.failure ?? (closed != 0 ? errno : nil) { return failure(path, error) }
        guard result.exitCode == .success else { return result }
        if let error = commit() { return failure(path, error) }
        result.standardOutput = ""
        return result
    }

    /// Whether the regular file at `path` holds exactly `text`, read in pieces of ``comparisonChunk``.
    static func holds(_ text: String, at path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        let bytes = text.utf8
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size == off_t(bytes.count)
        else { return false }
        var buffer = [UInt8](repeating: 0, count: comparisonChunk)
        var position = bytes.startIndex
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, comparisonChunk) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return false }
            // The file ended: equal when the text did too (a file that grew meanwhile is not equal).
            if count == 0 { return position == bytes.endIndex }
            let end = bytes.index(position, offsetBy: count, limitedBy: bytes.endIndex) ?? bytes.endIndex
            guard bytes.distance(from: position, to: end) == count,
                bytes[position..<end].elementsEqual(buffer[..<count])
            else { return false }
            position = end
        }
    }

    private static func failure(_ path: String, _ error: Int32) -> ToolResult {
        failure(path, String(cString: strerror(error)))
    }

    private static func failure(_ path: String, _ reason: String) -> ToolResult {
        ToolResult(
            exitCode: .usageOrInput,
            standardError: "themecheck: error: cannot write '\(ControlCharacters.escaped(path))': \(reason)\n")
    }
}
