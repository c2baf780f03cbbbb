import Foundation
import TableStyleDiagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Expands the paths given on the command line into theme files: files as given, folders recursively.
///
/// Folders contribute `*.yaml` and `*.yml` files (any case), skipping hidden entries (names starting
/// with `.`) and not following symbolic links to folders, so link cycles cannot loop. A link to a file is
/// followed only when the file it resolves to is inside the folder given (a `leak.yaml -> /etc/passwd`
/// link would quote a file the user never named); a theme-named entry that is skipped — such a link, a
/// dangling link or a link loop, a FIFO, a device — is listed in ``Collection/skipped`` with the reason.
/// Within a folder, paths are sorted by Unicode scalars for deterministic output.
enum FileCollector {
    /// The result: files to check, paths that could not be read, and folder entries left out on purpose.
    struct Collection: Sendable {
        var files: [String] = []
        var errors: [InputError] = []
        /// Theme-named entries of folders that were not checked, and why (reported, not an error).
        var skipped: [InputError] = []
    }

    /// Collects the files under `paths`.
    ///
    /// - Parameter paths: Files and folders, as given.
    /// - Returns: The files (duplicates removed, first occurrence kept) and the unreadable paths.
    static func collect(_ paths: [String]) -> Collection {
        var collection = Collection()
        var seen = Set<String>()
        for path in paths {
            var found: [String] = []
            switch kind(of: path, followLinks: true) {
            case .missing:
                collection.errors.append(InputError(path: path, reason: "no such file or directory"))
            case .directory:
                var walker = Walker(root: path)
                walker.walk(path)
                found = walker.files
                collection.errors += walker.errors
                collection.skipped += walker.skipped
            case .file, .other:
                found.append(path)
            }
            for file in found where seen.insert(file).inserted {
                collection.files.append(file)
            }
        }
        return collection
    }

    enum Kind { case missing, file, directory, other }

    /// `path` with every symbolic link resolved, or `nil` when that fails.
    static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// What is at `path`.
    static func kind(of path: String, followLinks: Bool) -> Kind {
        var info = stat()
        let status = followLinks ? stat(path, &info) : lstat(path, &info)
        guard status == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        case S_IFLNK: return followLinks ? .other : (kind(of: path, followLinks: true) == .file ? .file : .other)
        default: return .other
        }
    }

    /// One folder's walk: the files found, the folders that could not be listed, the entries skipped.
    private struct Walker {
        /// The folder as given, for messages.
        let root: String
        /// The folder with every link resolved, which followed file links must stay inside.
        let resolvedRoot: String?
        var files: [String] = []
        var errors: [InputError] = []
        var skipped: [InputError] = []

        init(root: String) {
            self.root = root
            resolvedRoot = FileCollector.resolved(root)
        }

        /// Whether `path` resolves to a file inside the folder given.
        func staysInside(_ path: String) -> Bool {
            guard let resolvedRoot, let target = FileCollector.resolved(path) else { return false }
            return target.hasPrefix(resolvedRoot == "/" ? "/" : resolvedRoot + "/")
        }

        mutating func walk(_ directory: String) {
            guard let listing = FolderListing.read(directory) else {
                errors.append(InputError(path: directory, reason: "cannot list the folder"))
                return
            }
            var base = Substring(directory)
            while base.count > 1, base.hasSuffix("/") { base = base.dropLast() }
            let prefix = base == "/" ? "/" : base + "/"
            for name in listing.undecodable.sorted(by: { $0.lexicographicallyPrecedes($1) }) where name.first != 0x2E {
                reportUndecodable(name, prefix: String(prefix))
            }
            for name in listing.names.sorted(by: { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) })
            where !name.hasPrefix(".") {
                let path = prefix + name
                let lowered = name.lowercased()
                let isThemeName = lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml")
                var info = stat()
                guard lstat(path, &info) == 0 else {
                    // A path too long to name (over PATH_MAX) or an entry gone meanwhile: never a silent skip.
                    errors.append(InputError(path: path, reason: String(cString: strerror(errno))))
                    continue
                }
                switch info.st_mode & S_IFMT {
                case S_IFDIR:
                    walk(path)
                case S_IFREG:
                    if isThemeName { files.append(path) }
                case S_IFLNK where isThemeName:
                    switch FileCollector.kind(of: path, followLinks: true) {
                    case .missing:
                        skipped.append(InputError(path: path, reason: "a dangling link or a link loop"))
                    case .file where staysInside(path):
                        files.append(path)
                    case .file:
                        skipped.append(
                            InputError(
                                path: path,
                                reason: "a link to a file outside '\(ControlCharacters.escaped(root))' (not followed)"))
                    case .directory:
                        skipped.append(InputError(path: path, reason: "a link to a folder (not followed)"))
                    case .other:
                        skipped.append(InputError(path: path, reason: "a link to something not a regular file"))
                    }
                case S_IFLNK:
                    continue  // links to folders and other files are not followed
                default:
                    if isThemeName { skipped.append(InputError(path: path, reason: "not a regular file")) }
                }
            }
        }

        /// A name that is not valid UTF-8 cannot be checked or named in a message: a theme-named entry or a
        /// folder (which may hold themes) with such a name is an error.
        mutating func reportUndecodable(_ name: [UInt8], prefix: String) {
            let lowered = name.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
            let isThemeName =
                lowered.suffix(5).elementsEqual(".yaml".utf8) || lowered.suffix(4).elementsEqual(".yml".utf8)
            var info = stat()
            let status = (Array(prefix.utf8) + name + [0]).withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { $0.baseAddress.map { lstat($0, &info) } ?? -1 }
            }
            let isFolder = status == 0 && info.st_mode & S_IFMT == S_IFDIR
            guard isThemeName || isFolder || status != 0 else { return }
            errors.append(
                InputError(
                    path: prefix + String(decoding: name, as: UTF8.self),
                    reason: "its name is not valid UTF-8 (\(isFolder ? "a folder" : "a file") not checked; rename it)"))
        }
    }
}
