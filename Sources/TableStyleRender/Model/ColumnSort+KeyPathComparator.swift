import Foundation

extension ColumnSort {
    /// The sort keys a SwiftUI-style sort order stands for: each comparator whose key path is one of the
    /// columns' becomes that column and direction (`.forward` is ascending); the others are dropped.
    ///
    /// - Parameters:
    ///   - comparators: The sort order, primary key first, as `Table(sortOrder:)` keeps it.
    ///   - columns: The table's columns.
    /// - Returns: The sort keys, in order.
    public static func keys<Root>(
        for comparators: [KeyPathComparator<Root>], columns: [KeyPathColumn<Root>]
    ) -> [ColumnSort] {
        keys(for: comparators.map { ($0.keyPath, $0.order) }, columns: columns)
    }

    /// The sort keys a `SortDescriptor` order stands for (descriptors without a key path are dropped).
    ///
    /// - Parameters:
    ///   - descriptors: The sort order, primary key first.
    ///   - columns: The table's columns.
    /// - Returns: The sort keys, in order.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    public static func keys<Root>(
        for descriptors: [SortDescriptor<Root>], columns: [KeyPathColumn<Root>]
    ) -> [ColumnSort] {
        keys(
            for: descriptors.compactMap { descriptor in descriptor.keyPath.map { ($0, descriptor.order) } },
            columns: columns)
    }

    private static func keys<Root>(
        for order: [(PartialKeyPath<Root>, SortOrder)], columns: [KeyPathColumn<Root>]
    ) -> [ColumnSort] {
        order.compactMap { keyPath, direction in
            columns.firstIndex { $0.keyPath == keyPath }.map {
                ColumnSort(column: $0, direction: direction == .forward ? .ascending : .descending)
            }
        }
    }
}
