/// A group of body rows, with the optional titles UIKit tables show around a section.
///
/// A plain table of ungrouped data has one section with no titles.
public struct DataSection: Sendable, Hashable {
    /// The title shown above the section's rows.
    public var headerTitle: String?
    /// The title shown below the section's rows.
    public var footerTitle: String?
    /// The section's entry in a plain table's section index (the letters along the right edge).
    public var indexTitle: String?
    /// The rows, in display order.
    public var rows: [DataRow]

    /// Creates a section.
    ///
    /// - Parameters:
    ///   - headerTitle: The title above the rows.
    ///   - footerTitle: The title below the rows.
    ///   - indexTitle: The section-index entry.
    ///   - rows: The rows.
    public init(headerTitle: String? = nil, footerTitle: String? = nil, indexTitle: String? = nil, rows: [DataRow]) {
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.indexTitle = indexTitle
        self.rows = rows
    }

    /// The titles and size of the section, without its rows.
    public var info: SectionInfo {
        SectionInfo(headerTitle: headerTitle, footerTitle: footerTitle, indexTitle: indexTitle, rowCount: rows.count)
    }
}

/// What layout and rendering need to know about a section besides its rows.
public struct SectionInfo: Sendable, Hashable {
    /// The title above the rows.
    public var headerTitle: String?
    /// The title below the rows.
    public var footerTitle: String?
    /// The section-index entry.
    public var indexTitle: String?
    /// How many rows the section holds.
    public var rowCount: Int

    /// Creates section information.
    ///
    /// - Parameters:
    ///   - headerTitle: The title above the rows.
    ///   - footerTitle: The title below the rows.
    ///   - indexTitle: The section-index entry.
    ///   - rowCount: The number of rows.
    public init(headerTitle: String? = nil, footerTitle: String? = nil, indexTitle: String? = nil, rowCount: Int) {
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.indexTitle = indexTitle
        self.rowCount = rowCount
    }
}
