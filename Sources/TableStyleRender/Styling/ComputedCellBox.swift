import TableStyleEngine

/// A ``RenderCell``'s computed colors and bar, kept out of line: few cells have one (only cells under a
/// color scale or a data bar), and every other cell then holds one `nil` reference instead of the whole
/// optional value, which keeps cells small for the loops that read millions of them.
final class ComputedCellBox: Sendable, Hashable {
    /// The computed part.
    let value: ComputedCellStyle

    /// Boxes a computed part.
    ///
    /// - Parameter value: The computed colors and bar.
    init(_ value: ComputedCellStyle) {
        self.value = value
    }

    static func == (lhs: ComputedCellBox, rhs: ComputedCellBox) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
