import TableStyleYAML

/// Where a theme value was written: the theme file and the position of its key or value.
public struct SourceOrigin: Sendable, Hashable, CustomStringConvertible {
    /// The theme file's path (or `<bundled>/NAME.yaml` for bundled themes, `<memory>/NAME.yaml` for themes
    /// registered in code, or the name given to `ThemeRegistry.load(source:file:)`).
    public var file: String
    /// The position in that file.
    public var mark: SourcePosition

    /// Creates an origin.
    ///
    /// - Parameters:
    ///   - file: The file.
    ///   - mark: The position.
    public init(file: String, mark: SourcePosition) {
        self.file = file
        self.mark = mark
    }

    /// `file:line`.
    public var description: String { "\(file):\(mark.line)" }
}

/// A value together with where the theme wrote it (so `explain` can say which file and line set it).
public struct Sourced<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The value.
    public var value: Value
    /// Where it was written.
    public var origin: SourceOrigin

    /// Creates a sourced value.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - origin: Where it was written.
    public init(_ value: Value, origin: SourceOrigin) {
        self.value = value
        self.origin = origin
    }
}
