import Foundation

/// Reads a data file by its extension: `.csv` with ``CSVReader``, `.json` with ``JSONDataReader``.
public struct DataFileReader: Sendable {
    /// The most cells a table may have (see ``CellBudget``).
    public var cellBudget: CellBudget

    /// Creates a reader.
    ///
    /// - Parameter cellBudget: The most cells a table may have.
    public init(cellBudget: CellBudget = CellBudget()) {
        self.cellBudget = cellBudget
    }

    /// Reads the file at `path`.
    ///
    /// - Parameter path: The file's path.
    /// - Returns: The table.
    /// - Throws: ``DataReadError``: `data-io` when the file cannot be read, `data-format` for an
    ///   extension other than `.csv` or `.json`, else the reader's errors.
    public func read(path: String) throws(DataReadError) -> DataTable {
        let lowered = path.lowercased()
        let isCSV = lowered.hasSuffix(".csv")
        guard isCSV || lowered.hasSuffix(".json") else {
            throw DataReadError(
                file: path, line: 1, column: 1, code: .dataFormat,
                message: "unknown data format; expected a .csv or .json file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DataReadError(file: path, line: 1, column: 1, code: .dataIO, message: "cannot read the file")
        }
        return try read(bytes: [UInt8](data), path: path)
    }

    /// Reads the bytes of the file at `path` (read by the caller, for example under a size limit).
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - path: The file's path: its extension picks the reader, and errors name it.
    /// - Returns: The table.
    /// - Throws: ``DataReadError``: `data-format` for an extension other than `.csv` or `.json`, else the
    ///   reader's errors.
    public func read(bytes: [UInt8], path: String) throws(DataReadError) -> DataTable {
        let lowered = path.lowercased()
        let isCSV = lowered.hasSuffix(".csv")
        guard isCSV || lowered.hasSuffix(".json") else {
            throw DataReadError(
                file: path, line: 1, column: 1, code: .dataFormat,
                message: "unknown data format; expected a .csv or .json file")
        }
        return isCSV
            ? try CSVReader(cellBudget: cellBudget).read(bytes: bytes, file: path)
            : try JSONDataReader(cellBudget: cellBudget).read(bytes: bytes, file: path)
    }
}
