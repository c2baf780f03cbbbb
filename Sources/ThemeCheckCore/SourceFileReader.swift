import Foundation

/// Reads an input file without ever holding more than the size limit in memory.
enum SourceFileReader {
    /// What reading produced.
    enum Outcome: Sendable {
        /// The file's bytes.
        case contents([UInt8])
        /// The file is larger than the limit (its size, when known).
        case tooLarge(size: Int)
    }

    /// Reads `path`, checking its size first and never reading past `limit + 1` bytes.
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - limit: The most bytes accepted.
    /// - Throws: ``InputError`` when the file cannot be opened or read, or is not a regular file.
    /// - Returns: The bytes, or `.tooLarge`.
    static func read(_ path: String, limit: Int) throws(InputError) -> Outcome {
        switch FileCollector.kind(of: path, followLinks: true) {
        case .missing: throw InputError(path: path, reason: "no such file or directory")
        case .directory: throw InputError(path: path, reason: "is a folder")
        case .other: throw InputError(path: path, reason: "not a regular file")
        case .file: break
        }
        if let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = (attributes[.size] as? NSNumber)?.intValue, size > limit
        {
            return .tooLarge(size: size)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw InputError(path: path, reason: "permission denied")
        }
        defer { try? handle.close() }
        var bytes: [UInt8] = []
        do {
            while bytes.count <= limit {
                guard let chunk = try handle.read(upToCount: min(1 << 20, limit + 1 - bytes.count)), !chunk.isEmpty
                else { break }
                bytes.append(contentsOf: chunk)
            }
        } catch {
            throw InputError(path: path, reason: "read failed (\(error.localizedDescription))")
        }
        if bytes.count > limit { return .tooLarge(size: bytes.count) }
        return .contents(bytes)
    }
}
