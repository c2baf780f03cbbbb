/// A position in a source text: 1-based line and column, 0-based byte offset.
///
/// Columns count Unicode scalars from the start of the line, as editors show them.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column number.
    public var column: Int
    /// 0-based byte offset from the start of the input.
    public var offset: Int

    /// Creates a source position.
    ///
    /// - Parameters:
    ///   - line: 1-based line.
    ///   - column: 1-based column.
    ///   - offset: 0-based byte offset.
    public init(line: Int, column: Int, offset: Int = 0) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public var description: String { "\(line):\(column)" }

    /// Orders by line, then column, then offset: the same fields `==` compares, so exactly one of `<`, `==`
    /// and `>` holds for any two positions.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column, lhs.offset) < (rhs.line, rhs.column, rhs.offset)
    }
}
