import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder's entries as the file system stores them: bytes, which are not always UTF-8.
///
/// Read with `readdir`, so a name that is not valid UTF-8 is kept (as its bytes) to be reported, rather
/// than dropped or replaced by a name that names no file.
struct FolderListing {
    /// The entries whose names are valid UTF-8 (without `.` and `..`).
    var names: [String] = []
    /// The names that are not valid UTF-8, as bytes.
    var undecodable: [[UInt8]] = []

    /// Lists `directory`.
    ///
    /// - Parameter directory: The folder's path.
    /// - Returns: The entries, or `nil` when the folder cannot be opened.
    static func read(_ directory: String) -> FolderListing? {
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        var listing = FolderListing()
        while let entry = readdir(stream) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard bytes != [0x2E], bytes != [0x2E, 0x2E] else { continue }
            if let name = String(validating: bytes, as: UTF8.self) {
                listing.names.append(name)
            } else {
                listing.undecodable.append(bytes)
            }
        }
        return listing
    }
}
