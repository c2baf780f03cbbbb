import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What is at the path an `--output` names, and so how it may be written.
///
/// Only a regular file (or nothing) is ever replaced; a device, a FIFO or a terminal is written in place,
/// and a symbolic link is followed: its target is written, the link itself stays.
enum OutputDestination: Equatable {
    /// Nothing is at `path` yet: a new file is created there.
    case absent(path: String)
    /// A regular file, reached through every link: replaced, its permission bits, owner and group kept.
    case regularFile(path: String, mode: mode_t, owner: uid_t, group: gid_t)
    /// A device, a FIFO or a socket (`/dev/null`, `/dev/stdout`, a terminal): opened and written as it is.
    case direct(path: String)

    /// Why a path cannot be written.
    enum Refusal: Error, Equatable {
        /// A link whose target does not exist (or a link loop): where it points is not written through.
        case danglingLink
        /// A folder.
        case folder
        /// `stat` failed with this `errno`.
        case system(Int32)

        /// The reason, for `cannot write 'PATH': REASON`.
        var reason: String {
            switch self {
            case .danglingLink: return "a dangling symbolic link or a link loop (not followed)"
            case .folder: return "a folder"
            case .system(let error): return String(cString: strerror(error))
            }
        }
    }

    /// Inspects `path`.
    ///
    /// - Parameter path: The path as given.
    /// - Returns: The destination, or why it cannot be written.
    static func inspect(_ path: String) -> Result<Self, Refusal> {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let error = errno
            // A dangling link (or a link loop) is refused: lstat sees the link, stat does not see its target.
            var link = stat()
            if error == ENOENT || error == ELOOP, lstat(path, &link) == 0 { return .failure(.danglingLink) }
            return error == ENOENT ? .success(.absent(path: path)) : .failure(.system(error))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            // The file a link resolves to is the one replaced, so the link keeps pointing at the output.
            guard let resolved = FileCollector.resolved(path) else { return .failure(.system(errno)) }
            return .success(
                .regularFile(
                    path: resolved, mode: info.st_mode & 0o777, owner: info.st_uid, group: info.st_gid))
        case S_IFDIR:
            return .failure(.folder)
        default:
            // `/dev/stdout` is a link to `/proc/self/fd/1`: opened through the link, it is the process's own output.
            return .success(.direct(path: path))
        }
    }
}
