import TableStyleTheme

extension ValueFormat {
    /// The displayed text of a number given in code: its shortest text that reads back as the same double
    /// (the text a cell shows for it, ``CellValue/defaultText``: `0.1`, `1e-07`, `1e+21`, `100` for 100.0),
    /// formatted by ``display(_:)-(String)``. NaN and infinities are not numbers in a data file's syntax
    /// and display as that text (`nan`, `inf`).
    ///
    /// - Parameter value: The number.
    /// - Returns: The text to display.
    public func display(_ value: Double) -> String {
        display(CellValue.double(value).defaultText)
    }

    /// The displayed text of a cell: a number's text as written, formatted by ``display(_:)-(String)``;
    /// any other value (text, bool, null) displays as written.
    ///
    /// - Parameters:
    ///   - value: The cell's typed value.
    ///   - text: The cell's text as written (for a value given in code, its ``CellValue/defaultText``).
    /// - Returns: The text to display.
    public func display(_ value: CellValue, text: String) -> String {
        guard !isDefault, value.numberValue != nil else { return text }
        return display(text)
    }
}
