/// What a viewport shows: bands (search bar, header, footer), section titles and body rows, each at a
/// position in viewport coordinates (0 = the viewport's top edge).
public struct Viewport: Sendable, Hashable {
    /// The scroll offset used (after clamping).
    public var offset: Double
    /// The viewport's height.
    public var height: Double
    /// The whole content's height.
    public var contentHeight: Double
    /// The search bar, when shown and on screen.
    public var search: PlacedBand?
    /// The column header, when on screen.
    public var header: PlacedBand?
    /// The footer row, when shown and on screen.
    public var footer: PlacedBand?
    /// Section header and footer titles on screen, top to bottom.
    public var sectionTitles: [PlacedSectionTitle] = []
    /// Body rows not hidden under floating bands, top to bottom (the first and last may be partly covered).
    public var rows: [PlacedRow] = []
    /// The vertical scroll indicator, when `show.verticalScrollBar` is on and the content is taller than
    /// the viewport.
    public var scrollIndicator: ScrollIndicator?

    /// Creates an empty viewport.
    ///
    /// - Parameters:
    ///   - offset: The scroll offset.
    ///   - height: The viewport's height.
    ///   - contentHeight: The content's height.
    public init(offset: Double, height: Double, contentHeight: Double) {
        self.offset = offset
        self.height = height
        self.contentHeight = contentHeight
    }
}

/// A band (search bar, header or footer) placed in a viewport.
public struct PlacedBand: Sendable, Hashable {
    /// Its top, in viewport coordinates.
    public var y: Double
    /// Its height.
    public var height: Double
    /// Whether floating moved it from where it would scroll to (it is stuck to an edge).
    public var isPinned: Bool

    /// Creates a placed band.
    ///
    /// - Parameters:
    ///   - y: Its top.
    ///   - height: Its height.
    ///   - isPinned: Whether it is stuck to an edge.
    public init(y: Double, height: Double, isPinned: Bool) {
        self.y = y
        self.height = height
        self.isPinned = isPinned
    }
}

/// A body row placed in a viewport.
public struct PlacedRow: Sendable, Hashable {
    /// The row.
    public var indexPath: RowIndexPath
    /// Its top, in viewport coordinates.
    public var y: Double
    /// Its height.
    public var height: Double

    /// Creates a placed row.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - y: Its top.
    ///   - height: Its height.
    public init(indexPath: RowIndexPath, y: Double, height: Double) {
        self.indexPath = indexPath
        self.y = y
        self.height = height
    }
}

/// A section's header or footer title placed in a viewport.
public struct PlacedSectionTitle: Sendable, Hashable {
    /// Above or below the section's rows.
    public enum Kind: String, Sendable, Hashable {
        case header, footer
    }

    /// The section.
    public var section: Int
    /// Header or footer title.
    public var kind: Kind
    /// Its top, in viewport coordinates.
    public var y: Double
    /// Its height.
    public var height: Double

    /// Creates a placed title.
    ///
    /// - Parameters:
    ///   - section: The section.
    ///   - kind: Header or footer title.
    ///   - y: Its top.
    ///   - height: Its height.
    public init(section: Int, kind: Kind, y: Double, height: Double) {
        self.section = section
        self.kind = kind
        self.y = y
        self.height = height
    }
}

/// Where the vertical scroll indicator's thumb sits, as fractions of the track.
public struct ScrollIndicator: Sendable, Hashable {
    /// The thumb's start, 0…1.
    public var start: Double
    /// The thumb's length, 0…1.
    public var length: Double

    /// Creates an indicator.
    ///
    /// - Parameters:
    ///   - start: The thumb's start.
    ///   - length: The thumb's length.
    public init(start: Double, length: Double) {
        self.start = start
        self.length = length
    }
}
