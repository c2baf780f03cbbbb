/// What differs between a reference snapshot and the actual one, in the form a failure message shows.
public struct SnapshotDifference: Sendable, Hashable {
    /// Short lines in the reader's terms (for a table: one per changed cell); may be empty.
    public var summary: [String]
    /// The detailed difference, usually a unified line diff.
    public var diff: String

    /// Creates a difference.
    /// - Parameters:
    ///   - summary: Short semantic lines, printed first.
    ///   - diff: The detailed difference, printed after the summary.
    public init(summary: [String] = [], diff: String) {
        self.summary = summary
        self.diff = diff
    }

    /// The summary (when there is one) above the diff, as a failure message prints them.
    public var description: String {
        var text = ""
        if !summary.isEmpty {
            text += "What changed:\n"
            for line in summary {
                text += "  • \(line)\n"
            }
            text += "\n"
        }
        text += diff
        return text
    }
}
