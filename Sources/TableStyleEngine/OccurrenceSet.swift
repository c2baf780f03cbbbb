/// The values that occur more than once in a column's body rows: what `duplicate` and `unique` look up.
///
/// A reference with identity equality, so a bound condition holding one hashes in constant time however
/// many values the column has; it is immutable after the statistics pass.
package final class OccurrenceSet: Sendable, Hashable {
    /// The keys seen at least twice.
    package let repeated: Set<OccurrenceKey>

    /// The same keys laid out for the per-cell lookups (its memory is this set's).
    let index: OccurrenceIndex

    package init(repeated: Set<OccurrenceKey>) {
        self.repeated = repeated
        index = OccurrenceIndex(repeated)
    }

    deinit {
        index.deallocate()
    }

    /// Whether `value` occurs in another body row too (by ``OccurrenceKey``).
    package func isDuplicate(_ value: CellValue) -> Bool {
        index.isDuplicate(value)
    }

    /// Whether `value` occurs in no other body row (null and empty text are never unique).
    package func isUnique(_ value: CellValue) -> Bool {
        index.isUnique(value)
    }

    package static func == (lhs: OccurrenceSet, rhs: OccurrenceSet) -> Bool { lhs === rhs }

    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension CellValue {
    /// Whether the value is the number NaN.
    var isNaNNumber: Bool {
        if case .double(let value) = self { return value.isNaN }
        return false
    }
}
