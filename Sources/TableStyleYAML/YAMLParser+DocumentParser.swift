extension YAMLParser: YAMLDocumentParser {
    /// Parses `text` with `limits` in place of ``limits``.
    public func parse(_ text: String, file: String, limits: YAMLLimits) throws(YAMLError) -> [YAMLNode] {
        try YAMLParser(limits: limits, options: options).parse(text, file: file)
    }

    /// Reads and parses the file at `path` with `limits` in place of ``limits``.
    public func parse(contentsOf path: String, limits: YAMLLimits) throws(YAMLError) -> [YAMLNode] {
        try YAMLParser(limits: limits, options: options).parse(contentsOf: path)
    }
}
