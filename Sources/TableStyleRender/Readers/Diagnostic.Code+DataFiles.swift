import TableStyleDiagnostics

extension Diagnostic.Code {
    /// The data file cannot be read.
    public static let dataIO = Self("data-io")
    /// The data file is not UTF-8.
    public static let dataEncoding = Self("data-encoding")
    /// The data file's extension is neither `.csv` nor `.json`.
    public static let dataFormat = Self("data-format")
    /// The data has no header or no columns.
    public static let dataEmpty = Self("data-empty")
    /// A quote out of place in CSV.
    public static let csvSyntax = Self("csv-syntax")
    /// A row with more or fewer fields than the header.
    public static let dataRagged = Self("data-ragged")
    /// Text that is not JSON.
    public static let jsonSyntax = Self("json-syntax")
    /// Valid JSON of the wrong shape.
    public static let dataShape = Self("data-shape")
    /// A duplicate or missing column name.
    public static let dataHeader = Self("data-header")
    /// JSON nested too deep, a data file over the byte limit, or a table over the ``CellBudget``.
    public static let dataLimit = Self("data-limit")
}
