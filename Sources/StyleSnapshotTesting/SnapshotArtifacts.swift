import Foundation

/// Where the actual output of a failing snapshot is written, so it can be opened, diffed or copied over the
/// reference.
///
/// The root is ``StyleSnapshotConfiguration/artifactsDirectory`` when set, else the environment variable
/// `SNAPSHOT_ARTIFACTS`, else `StyleSnapshotArtifacts` in the system's temporary directory. Inside it, files
/// follow the reference layout: `<TestFile>/<test>.<name>.<ext>`.
public enum SnapshotArtifacts {
    /// The environment variable naming the artifacts root.
    public static let environmentVariable = "SNAPSHOT_ARTIFACTS"

    /// The artifacts root for an environment.
    /// - Parameters:
    ///   - environment: The process environment.
    ///   - explicit: A directory that wins over everything else.
    /// - Returns: The root directory (not necessarily existing yet).
    public static func rootDirectory(environment: [String: String], explicit: URL? = nil) -> URL {
        if let explicit { return explicit }
        if let configured = StyleSnapshotConfiguration.current.artifactsDirectory { return configured }
        if let path = environment[environmentVariable], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent(
            "StyleSnapshotArtifacts", isDirectory: true)
    }

    /// Writes a failing snapshot's actual bytes.
    /// - Parameters:
    ///   - data: The actual snapshot, encoded as its reference would be.
    ///   - location: The snapshot's reference location (its layout is reused).
    ///   - root: The artifacts root.
    /// - Returns: The written file.
    /// - Throws: The file system's error when the directory or file cannot be written.
    public static func write(_ data: Data, for location: SnapshotLocation, under root: URL) throws -> URL {
        let directory = root.appendingPathComponent(location.testFileName, isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(location.fileName, isDirectory: false)
        try data.write(to: url, options: .atomic)
        return url
    }
}
