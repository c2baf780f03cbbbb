// Stand-ins with swift-snapshot-testing's public top-level names and shapes (not its behaviour), so
// StyleSnapshotCoexistenceTests can prove a test target importing both libraries compiles unambiguously.

/// Stand-in for swift-snapshot-testing's strategy type.
public struct Snapshotting<Value, Format> {
    /// The reference file's extension.
    public var pathExtension: String?
    /// How snapshots are compared.
    public var diffing: Diffing<Format>
    /// Takes the snapshot.
    public var snapshot: (Value) -> Async<Format>

    /// Creates a strategy.
    ///
    /// - Parameters:
    ///   - pathExtension: The reference file's extension.
    ///   - diffing: How snapshots are compared.
    ///   - snapshot: Takes the snapshot.
    public init(pathExtension: String?, diffing: Diffing<Format>, snapshot: @escaping (Value) -> Format) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = { Async(value: snapshot($0)) }
    }
}

/// Stand-in for swift-snapshot-testing's strategy whose value is its format.
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

extension Snapshotting where Value == String, Format == String {
    /// Plain text, as swift-snapshot-testing's `.lines`.
    public static var lines: Snapshotting<String, String> {
        Snapshotting(pathExtension: "txt", diffing: .lines) { $0 }
    }
}

extension Snapshotting where Format == String {
    /// The value's description, as swift-snapshot-testing's `.description`.
    public static var description: Snapshotting<Value, String> {
        Snapshotting(pathExtension: "txt", diffing: .lines) { String(describing: $0) }
    }
}
