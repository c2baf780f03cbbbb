import Foundation

/// How snapshots of one format are stored and compared: to and from bytes, and what differs.
///
/// A ``StyleSnapshotting`` strategy pairs a `StyleSnapshotDiffing` with a way to turn a value into the format.
public struct StyleSnapshotDiffing<Format>: Sendable {
    /// Encodes a snapshot for its reference file.
    public var toData: @Sendable (Format) -> Data
    /// Decodes a reference file; `nil` when the bytes are not a snapshot of this format.
    public var fromData: @Sendable (Data) -> Format?
    /// Compares the reference (first) with the actual snapshot (second): `nil` when they match, else
    /// what differs.
    public var diff: @Sendable (_ reference: Format, _ actual: Format) -> SnapshotDifference?

    /// Creates a diffing.
    /// - Parameters:
    ///   - toData: Encodes a snapshot for its reference file.
    ///   - fromData: Decodes a reference file, `nil` when it cannot.
    ///   - diff: Compares reference and actual; `nil` when they match.
    public init(
        toData: @escaping @Sendable (Format) -> Data,
        fromData: @escaping @Sendable (Data) -> Format?,
        diff: @escaping @Sendable (_ reference: Format, _ actual: Format) -> SnapshotDifference?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

extension StyleSnapshotDiffing where Format == String {
    /// UTF-8 text compared line by line, with a unified diff (3 lines of context) on mismatch.
    public static var lines: StyleSnapshotDiffing<String> { lines(summary: nil) }

    /// UTF-8 text compared line by line, with a semantic summary above the unified diff on mismatch.
    /// - Parameter summary: Given reference and actual, short lines saying what changed in the reader's
    ///   terms (for example one line per changed cell); `nil` for none.
    /// - Returns: The diffing.
    public static func lines(summary: (@Sendable (_ reference: String, _ actual: String) -> [String])?)
        -> StyleSnapshotDiffing<String>
    {
        StyleSnapshotDiffing(
            toData: { Data($0.utf8) },
            fromData: { String(data: $0, encoding: .utf8) },
            diff: { reference, actual in
                guard let diff = LineDiff().unified(from: reference, to: actual) else { return nil }
                return SnapshotDifference(summary: summary?(reference, actual) ?? [], diff: diff)
            }
        )
    }
}
