import TableStyleEngine
import TableStyleRender
import TableStyleTheme

/// What a UI framework needs to draw one styled cell, with every theme notion already resolved: colors as
/// sRGB components, the font on the system scale, `natural` alignment decided by the value, and the
/// background composited over the table background so translucent row colors look as the renderers draw them.
///
/// This type is platform-neutral and tested on every platform; the SwiftUI, UIKit and AppKit conversions
/// (`Color(_:)`, `UIFont.tableStyle(_:)`, `.cellStyle(_:)`, …) are thin wrappers over its properties, compiled
/// only where those frameworks exist: CI runs on Linux and does not compile them.
public struct CellAppearance: Sendable, Hashable {
    /// The text color, with its alpha (text is drawn over the cell's own background).
    public var textColor: SRGBComponents
    /// The cell background composited over the table background: always opaque.
    public var backgroundColor: SRGBComponents
    /// The background as the theme resolved it, alpha kept, for a view that composites it itself.
    public var translucentBackgroundColor: SRGBComponents
    /// The border color, composited over the cell background (opaque).
    public var borderColor: SRGBComponents
    /// The border width in points (0: no border).
    public var borderWidth: Double
    /// The font.
    public var font: SystemFont
    /// The horizontal alignment, relative to the reading direction.
    public var alignment: CellTextAlignment
    /// The padding between the cell's edges and its text, in points.
    public var insets: CellInsets
    /// How text that does not fit is shortened or wrapped.
    public var lineBreak: LineBreakMode
    /// The UIKit list-cell layout.
    public var cellStyle: CellStyleKind
    /// The accessory at the trailing edge.
    public var accessory: Accessory

    /// Resolves a style for drawing.
    ///
    /// - Parameters:
    ///   - style: The cell's resolved style.
    ///   - isNumber: Whether the cell's value is a number (decides `natural` alignment).
    ///   - tableBackground: The color under the cell (its alpha is ignored: it is treated as opaque).
    public init(_ style: ResolvedStyle, isNumber: Bool, over tableBackground: ThemeColor) {
        let background = style.backgroundColor.composited(over: tableBackground)
        textColor = SRGBComponents(style.textColor)
        backgroundColor = SRGBComponents(background)
        translucentBackgroundColor = SRGBComponents(style.backgroundColor)
        borderColor = SRGBComponents(style.borderColor.composited(over: background))
        borderWidth = style.borderWidth
        font = SystemFont(style.font)
        alignment = CellTextAlignment(style, isNumber: isNumber)
        insets = style.padding
        lineBreak = style.lineBreak
        cellStyle = style.cellStyle
        accessory = style.accessory
    }

    /// The appearance of a cell of a styled table, over the table background of the theme's appearance
    /// (`systemBackground`, as the HTML and ANSI renderers composite).
    ///
    /// - Parameters:
    ///   - cell: A cell from the table (``StyledTable/headerCell(_:)``, ``StyledTable/cells(of:)``, …).
    ///   - table: The table it came from.
    public init(_ cell: RenderCell, in table: StyledTable) {
        // The render tree's table background (RenderTree.tableBackground) for the same appearance.
        let tableBackground = SemanticColor.systemBackground.color(in: table.compiled.appearance)
        self.init(table.bound.style(cell.style), isNumber: cell.isNumber, over: tableBackground)
    }

    /// How many lines the text may take: `nil` (no limit) when it wraps, else 1.
    public var lineLimit: Int? { lineBreak == .wrap ? nil : 1 }

    /// The insets with leading and trailing placed on screen edges for a reading direction.
    ///
    /// - Parameter direction: The reading direction.
    /// - Returns: Top, left, bottom and right insets.
    public func absoluteInsets(for direction: TextDirection) -> (
        top: Double, left: Double, bottom: Double, right: Double
    ) {
        switch direction {
        case .leftToRight: return (insets.top, insets.leading, insets.bottom, insets.trailing)
        case .rightToLeft: return (insets.top, insets.trailing, insets.bottom, insets.leading)
        }
    }
}
