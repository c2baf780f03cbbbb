import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
        let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber
        if let size = size?.intValue, size > limit { return .tooLarge(size: size) }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw InputError(path: path, reason: "permission denied")
        }
        defer { try? handle.close() }
        // Read straight into storage of the file's size (and one byte more, to notice a file that grew):
        // reading through `Data` chunks appended to a growing array touched about three times the file's
        // size in new memory.
        let expected = min(max(size?.intValue ?? 0, 0), limit) + 1
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress else { return }
            while count < expected {
                let got = systemRead(handle.fileDescriptor, base + count, expected - count)
                if got > 0 {
                    count += got
                } else if got == 0 {
                    break
                } else if errno != EINTR {
                    failure = errno
                    break
                }
            }
        }
        do {
            // A file larger than its size said (still growing): the rest in chunks, up to the limit.
            if failure == 0 && bytes.count == expected {
                while bytes.count <= limit {
                    guard let chunk = try handle.read(upToCount: min(1 << 20, limit + 1 - bytes.count)),
                        !chunk.isEmpty
                    else { break }
                    bytes.append(contentsOf: chunk)
                }
            }
        } catch {
            throw InputError(path: path, reason: "read failed (\(error.localizedDescription))")
        }
        if failure != 0 {
            throw InputError(path: path, reason: "read failed (\(String(cString: strerror(failure))))")
        }
        if bytes.count > limit { return .tooLarge(size: bytes.count) }
        return .contents(bytes)
    }

    /// `read(2)`: up to `count` bytes from `descriptor` into `target`; the count read, 0 at the end, or -1.
    private static func systemRead(_ descriptor: Int32, _ target: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, target, count)
        #elseif canImport(Musl)
            Musl.read(descriptor, target, count)
        #else
            Darwin.read(descriptor, target, count)
        #endif
    }
}
