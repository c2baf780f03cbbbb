/// The part of a body row's position that its styles depend on (see ``RowPositionDependence``).
struct RowPositionKey: Sendable, Hashable {
    /// The exact index, or -1 when only the residue matters.
    var index: Int
    /// The index modulo the theme's period.
    var residue: Int
    /// The row count when it matters exactly; -1 for the last row when only lastness matters; else 0.
    var rowCount: Int
}
