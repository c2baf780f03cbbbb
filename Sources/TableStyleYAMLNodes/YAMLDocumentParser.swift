/// Something that turns YAML text into node documents: ``YAMLParser`` of the TableStyleYAML module
/// (libyaml) where it is linked. Code that only reads nodes (the theme reader) takes one of these
/// instead of depending on libyaml, so it builds where libyaml does not exist.
public protocol YAMLDocumentParser: Sendable {
    /// Parses a YAML stream held in a string.
    ///
    /// - Parameters:
    ///   - text: The YAML text.
    ///   - file: The name used in error positions.
    ///   - limits: The resource limits to apply.
    /// - Returns: One root node per document.
    /// - Throws: ``YAMLError`` when the text is not valid YAML or exceeds a limit.
    func parse(_ text: String, file: String, limits: YAMLLimits) throws(YAMLError) -> [YAMLNode]

    /// Reads and parses a YAML file.
    ///
    /// - Parameters:
    ///   - path: The file's path; also the name used in error positions.
    ///   - limits: The resource limits to apply.
    /// - Returns: One root node per document.
    /// - Throws: ``YAMLError`` when the file cannot be read or parsed.
    func parse(contentsOf path: String, limits: YAMLLimits) throws(YAMLError) -> [YAMLNode]
}
