import Foundation
import TableStyleRender

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
        // Read straight into storage of the file's size (and one byte more, to notice a file that grew), so
        // the file's size in new memory is touched once: chunks appended to a growing array would touch
        // about three times that.
        let expected = min(max(size?.intValue ?? 0, 0), limit) + 1
        var failure: Int32 = 0
        /// Reads into `target` until it is full, the file ends or reading fails (then `failure` is set).
        func fill(_ target: UnsafeMutableBufferPointer<UInt8>) -> Int {
            guard let base = target.baseAddress else { return 0 }
            var count = 0
            while count < target.count {
                let got = systemRead(handle.fileDescriptor, base + count, target.count - count)
                if got > 0 {
                    count += got
                } else if got == 0 {
                    break
                } else if errno != EINTR {
                    failure = errno
                    break
                }
            }
            return count
        }
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
            // A data file of megabytes is that much new memory: offered huge pages, it is mapped in a few
            // faults rather than one per 4 KB page.
            HugePages.advise(buffer)
            count = fill(buffer)
        }
        // A file larger than its size said (`/proc`, or still growing): the rest in chunks, up to the limit.
        if bytes.count == expected {
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while failure == 0 && bytes.count <= limit {
                let room = min(chunk.count, limit - bytes.count + 1)  // `limit + 1` could overflow
                let got = chunk.withUnsafeMutableBufferPointer {
                    fill(UnsafeMutableBufferPointer(rebasing: $0[..<room]))
                }
                if got == 0 { break }
                bytes.append(contentsOf: chunk[..<got])
            }
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
