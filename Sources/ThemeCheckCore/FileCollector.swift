import Foundation

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
/// with `.`) and not following symbolic links to folders, so link cycles cannot loop. Within a folder,
/// paths are sorted by Unicode scalars for deterministic output.
enum FileCollector {
    /// The result: files to check, and paths that could not be read.
    struct Collection: Sendable {
        var files: [String] = []
        var errors: [InputError] = []
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
                walk(path, into: &found, errors: &collection.errors)
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

    private static func walk(_ directory: String, into files: inout [String], errors: inout [InputError]) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            errors.append(InputError(path: directory, reason: "cannot list the folder"))
            return
        }
        var base = Substring(directory)
        while base.count > 1, base.hasSuffix("/") { base = base.dropLast() }
        let prefix = base == "/" ? "/" : base + "/"
        for name in names.sorted(by: { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) })
        where !name.hasPrefix(".") {
            let path = prefix + name
            switch kind(of: path, followLinks: false) {
            case .directory:
                walk(path, into: &files, errors: &errors)
            case .file:
                let lowered = name.lowercased()
                if lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") { files.append(path) }
            case .missing, .other:
                continue
            }
        }
    }
}
