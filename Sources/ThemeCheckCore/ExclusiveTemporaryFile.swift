import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file created next to an output under a name no other run uses, open for writing.
///
/// Created with `O_CREAT|O_EXCL|O_NOFOLLOW`: when anything is already at the name — a file of another
/// run, or a symbolic link planted by another user of a shared folder — the creation fails and the next
/// random name is tried, so nothing already there is ever opened, truncated or followed.
struct ExclusiveTemporaryFile {
    /// The file's path (in the output's folder, so the rename that replaces the output stays on one
    /// file system and is atomic).
    let path: String
    /// The open descriptor, write-only, close-on-exec.
    let descriptor: Int32

    /// How many names are tried before giving up (each is 64 random bits, so a collision is another run's
    /// file or a planted name).
    static let attempts = 100
    /// The longest part of the output's name kept in the temporary name, in UTF-8 bytes: with the suffix it
    /// stays under the 255-byte limit of a file name.
    static let maximumStemBytes = 128

    /// Creates a file beside `target`.
    ///
    /// - Parameters:
    ///   - target: The output's path.
    ///   - mode: The permission bits to create with (the process's umask applies).
    ///   - suffix: The random part of each name tried (tests pass names they planted links at).
    /// - Returns: The open file, or the `errno` of the last attempt.
    static func create(
        beside target: String, mode: mode_t, suffix: () -> String = Self.randomSuffix
    ) -> Result<Self, POSIXError> {
        let folder = (target as NSString).deletingLastPathComponent
        var stem = ""
        for scalar in (target as NSString).lastPathComponent.unicodeScalars {
            guard stem.utf8.count + UTF8.width(scalar) <= maximumStemBytes else { break }
            stem.unicodeScalars.append(scalar)
        }
        var error = EEXIST
        for _ in 0..<attempts {
            // Hidden, and not ending in `.yaml`, so folder walks and `--watch` never take it for a theme.
            let name = ".\(stem).themecheck-\(suffix())"
            let path = folder.isEmpty ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            if descriptor >= 0 { return .success(Self(path: path, descriptor: descriptor)) }
            error = errno
            guard error == EEXIST || error == EINTR else { break }
        }
        return .failure(POSIXError(POSIXErrorCode(rawValue: error) ?? .EIO))
    }

    /// 16 random hexadecimal digits.
    static func randomSuffix() -> String {
        let digits = String(UInt64.random(in: .min ... .max), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
