import TableStyleDiagnostics
import Testing

/// `SourcePosition` is ordered by the same fields it is compared by, so sorting and equality agree.
@Suite("Source positions")
struct SourcePositionTests {
    @Test func positionsThatDifferOnlyInOffsetAreOrdered() {
        let early = SourcePosition(line: 3, column: 5, offset: 20)
        let late = SourcePosition(line: 3, column: 5, offset: 21)
        #expect(early != late)
        #expect(early < late)
        #expect(!(late < early))
        #expect([late, early].sorted() == [early, late])
        #expect([late, early].min() == early)
    }

    @Test func lineComesBeforeColumnAndColumnBeforeOffset() {
        let positions = [
            SourcePosition(line: 2, column: 1, offset: 0),
            SourcePosition(line: 1, column: 9, offset: 50),
            SourcePosition(line: 1, column: 2, offset: 90),
            SourcePosition(line: 1, column: 2, offset: 10),
        ]
        #expect(
            positions.sorted() == [
                SourcePosition(line: 1, column: 2, offset: 10), SourcePosition(line: 1, column: 2, offset: 90),
                SourcePosition(line: 1, column: 9, offset: 50), SourcePosition(line: 2, column: 1, offset: 0),
            ])
    }

    /// For any two positions exactly one of `<`, `==`, `>` holds.
    @Test func orderIsTotalAndConsistentWithEquality() {
        var positions: [SourcePosition] = []
        for line in 1...2 {
            for column in 1...2 {
                for offset in 0...2 { positions.append(SourcePosition(line: line, column: column, offset: offset)) }
            }
        }
        for lhs in positions {
            for rhs in positions {
                let outcomes = [lhs < rhs, lhs == rhs, rhs < lhs].filter { $0 }
                #expect(outcomes.count == 1, "\(lhs) offset \(lhs.offset) vs \(rhs) offset \(rhs.offset)")
            }
        }
    }
}
