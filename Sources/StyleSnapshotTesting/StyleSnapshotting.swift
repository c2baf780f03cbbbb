/// A snapshot strategy: how to turn a `Value` into a `Format`, where the reference file's extension comes
/// from, and how two snapshots are stored and compared.
///
/// Build a strategy for your own type from an existing one with ``pullback(_:)``:
/// ```swift
/// extension StyleSnapshotting where Value == Invoice, Format == String {
///     static let summary = StyleSnapshotting<String, String>.lines.pullback { $0.summaryText }
/// }
/// ```
public struct StyleSnapshotting<Value, Format>: Sendable {
    /// The reference file's extension, without a dot (`txt`, `json`, `html`).
    public var pathExtension: String
    /// How snapshots are stored and compared.
    public var diffing: StyleSnapshotDiffing<Format>
    /// Takes the snapshot of a value.
    public var snapshot: @Sendable (Value) throws -> Format

    /// Creates a strategy.
    /// - Parameters:
    ///   - pathExtension: The reference file's extension, without a dot.
    ///   - diffing: How snapshots are stored and compared.
    ///   - snapshot: Takes the snapshot of a value; may throw when the value cannot be rendered.
    public init(
        pathExtension: String, diffing: StyleSnapshotDiffing<Format>,
        snapshot: @escaping @Sendable (Value) throws -> Format
    ) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// A strategy for another value type that first turns it into this strategy's `Value`.
    /// - Parameter transform: Turns the new value into this strategy's value; may throw.
    /// - Returns: A strategy with the same extension and diffing.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value)
        -> StyleSnapshotting<NewValue, Format>
    {
        let snapshot = self.snapshot
        return StyleSnapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { value in
            try snapshot(transform(value))
        }
    }
}

extension StyleSnapshotting where Value == Format {
    /// A strategy whose value is its own snapshot.
    /// - Parameters:
    ///   - pathExtension: The reference file's extension, without a dot.
    ///   - diffing: How snapshots are stored and compared.
    public init(pathExtension: String, diffing: StyleSnapshotDiffing<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
    }
}

extension StyleSnapshotting where Value == String, Format == String {
    /// Plain text in a `.txt` file, compared line by line.
    public static var lines: StyleSnapshotting<String, String> {
        StyleSnapshotting(pathExtension: "txt", diffing: .lines)
    }
}

extension StyleSnapshotting where Format == String {
    /// The value's `description` in a `.txt` file, compared line by line.
    public static var description: StyleSnapshotting<Value, String> {
        StyleSnapshotting<String, String>.lines.pullback { String(describing: $0) }
    }
}
