import TableStyleTheme

/// The words the hot path decides rules with, and their one vocabulary:
///
/// - The **cell flags** word (`flags`): bits 0–7 are the **value flags**, which keywords the cell's own
///   value passes (``bit(for:)``, tabulated per value class from ``ValueKind/holds(_:)-swift.method`` at bind
///   time); bits 8–12 are the **row flags**, which of `even`, `odd`, `first`, `last`, `selected` the row
///   passes (``rowFlags(_:)``, from ``RowTest/holds(row:rowCount:isSelected:)``).
/// - The **row condition bits** (`rowConditionBits`): bit `n` is whether the section's `n`-th distinct
///   row-level residual (a row test, `rowValue`, or a composite of them) holds for the row.
/// - The **row state** (`rowState`): the row flags in bits 0–4 and the row condition bits from bit 5 —
///   everything row-level about a row in one integer. Row-level pattern tables and ``RowStateTables``
///   are indexed by its bits under a mask.
///
/// A candidate rule names how it is decided in ``ResolverTables/CandidateRule/flag``: a cell-flag bit
/// (`< 13`), or one of ``ownValueIntervals``, ``ownValueInterval``, ``interpreted``.
@usableFromInline
enum CellFlags {
    /// The row tests that have a row flag, in bit order from ``firstRowFlag``.
    static let rowFlagTests: [RowTest] = [.even, .odd, .first, .last, .selected]
    /// The bit of the first row flag (`even`) in the cell flags word.
    @usableFromInline static let firstRowFlag: UInt8 = 8
    /// The bits of the value flags in the cell flags word.
    static let valueFlagMask: UInt32 = 0xFF

    /// Decided by the rule's tabulated own-value intervals (``OwnValueIntervals``).
    @usableFromInline static let ownValueIntervals: UInt8 = 0xFD
    /// Decided by one closed interval of the own number (a lone comparison).
    @usableFromInline static let ownValueInterval: UInt8 = 0xFE
    /// Decided by interpreting the rule's bytecode.
    @usableFromInline static let interpreted: UInt8 = 0xFF

    /// Where a direct plan's row-level rule reads its answer (``ResolverTables/directRowSources``): values
    /// below this are a row condition bit, this plus a cell-flag bit is that row flag.
    @usableFromInline static let rowFlagSource: UInt8 = 64
    /// A rule whose answer is not in the row state.
    static let noRowSource: UInt8 = 0xFF

    /// A row source's bit in the row state: row flags are bits 0–4, row condition bit `n` is bit `5 + n`.
    static func rowStateBit(source: UInt8) -> Int {
        source >= rowFlagSource ? Int(source - rowFlagSource - firstRowFlag) : Int(source) + 5
    }

    /// A row test's bit in the row state.
    static func rowStateBit(_ test: RowTest) -> Int32 {
        Int32(bit(for: test).map { $0 - firstRowFlag } ?? 0)
    }

    /// A keyword's bit among the value flags.
    static func bit(for kind: ValueKind) -> UInt8 {
        UInt8(ValueKind.allCases.firstIndex(of: kind) ?? 0)
    }

    /// A row test's bit in the cell flags word, when it has a row flag.
    static func bit(for test: RowTest) -> UInt8? {
        rowFlagTests.firstIndex(of: test).map { firstRowFlag + UInt8($0) }
    }

    /// Whether a `flag` value is a cell-flag bit (not one of the other deciders).
    @inlinable @inline(__always)
    static func isCellFlag(_ flag: UInt8) -> Bool { flag < 13 }

    /// Whether a `flag` value is a row flag.
    static func isRowFlag(_ flag: UInt8) -> Bool { flag >= firstRowFlag && flag < firstRowFlag + 5 }

    /// Bits 8–12 of a cell's flags word, each the kernel's answer for its row test.
    @inlinable @inline(__always)
    static func rowFlags(_ cell: CellContext) -> UInt32 {
        func flag(_ test: RowTest, _ bit: UInt32) -> UInt32 {
            test.holds(row: cell.row, rowCount: cell.rowCount, isSelected: cell.isSelected) ? 1 &<< bit : 0
        }
        return flag(.even, 8) | flag(.odd, 9) | flag(.first, 10) | flag(.last, 11) | flag(.selected, 12)
    }

    /// The row state of a row (see the type's documentation).
    @inlinable @inline(__always)
    static func rowState(flags: UInt32, rowConditionBits: UInt64) -> Int {
        Int(truncatingIfNeeded: UInt64((flags &>> 8) & 31) | rowConditionBits &<< 5)
    }
}
