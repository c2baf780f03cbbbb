/// A place in a named source file: the file and a position in it.
///
/// Every layer names places with this one type: diagnostics and their notes, where a theme value was
/// written, where a data file went wrong.
public struct FileLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file's path or display name (as given by the caller: `<bundled>/NAME.yaml` for bundled themes,
    /// `<memory>/NAME.yaml` for themes registered in code).
    public var file: String
    /// The position in that file.
    public var position: SourcePosition

    /// Creates a location.
    ///
    /// - Parameters:
    ///   - file: The file's path or display name.
    ///   - position: The position in the file.
    public init(file: String, position: SourcePosition) {
        self.file = file
        self.position = position
    }

    /// Creates a location from a 1-based line and column.
    ///
    /// - Parameters:
    ///   - file: The file's path or display name.
    ///   - line: 1-based line.
    ///   - column: 1-based column.
    public init(file: String, line: Int, column: Int) {
        self.init(file: file, position: SourcePosition(line: line, column: column))
    }

    /// 1-based line.
    public var line: Int { position.line }
    /// 1-based column (Unicode scalars from the start of the line).
    public var column: Int { position.column }

    /// `file:line:column`, the way compilers name a place.
    public var description: String { "\(file):\(position.line):\(position.column)" }
}
