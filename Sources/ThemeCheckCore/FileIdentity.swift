import Foundation

/// A file's device and inode: the same file under any name, link or hard link.
struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64

    /// The identity in `info`.
    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// The identity of the file at `path`, links followed; `nil` when there is none.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }
}
