/// The table's `separator` as a theme writes it: a line between consecutive body rows of a section
/// (UIKit's `separatorStyle`/`separatorColor`), or none.
public enum RowSeparator: Sendable, Hashable {
    /// No line (the default; a child theme writes `separator: none` to remove its parent's).
    case none
    /// A line of `width` points (0…20) in `color`.
    case line(color: ColorSpec, width: Double)
}
