import SeededRandom
import TableStyleTheme
import Testing

@testable import TableStyleEngine

/// The bucket table a whole row classes numbers with gives the class the comparison with the points gives,
/// for every number it decides: on and next to every point, zeros of both signs, infinities, NaNs,
/// subnormals, the ends of buckets, and random numbers of every magnitude.
@Suite("Number class tables: the comparison's classes")
struct NumberClassTableTests {
    /// Point lists as direct plans make them (``OwnValueClasses``: sorted, distinct, ±∞, NaN padding).
    static let pointLists: [[Double]] = [
        [-1500, -10, 0, 10, 1000, 1500],
        [0],
        [],
        [1],
        [-0.5, 0.25],
        [Double.leastNormalMagnitude / 4, .leastNonzeroMagnitude, 1e300],
        [-1e308, -1, 1, 1e308],
        [3, 3.0000000000000004, 7],
        Array(stride(from: -100.0, through: 100, by: 12.5)),
    ].map { OwnValueClasses(breakpoints: $0).paddedPoints }

    /// Numbers on, beside and between the points, and where buckets begin and end.
    static func probes(_ points: [Double]) -> [Double] {
        var probes: [Double] = [0, -0.0, .infinity, -.infinity, .nan, -.nan]
        probes += [.leastNonzeroMagnitude, .greatestFiniteMagnitude]
        probes += [-.leastNonzeroMagnitude, -.greatestFiniteMagnitude, .leastNormalMagnitude, -.leastNormalMagnitude]
        for point in points where !point.isNaN {
            probes += [point, point.nextUp, point.nextDown, -point, point * 2, point / 2]
            let bucket = UInt64(NumberClassTable.bucket(point.bitPattern)) << 48
            probes += [Double(bitPattern: bucket), Double(bitPattern: bucket | 0xFFFF_FFFF_FFFF)]
            probes += [Double(bitPattern: bucket &- 1), Double(bitPattern: bucket &+ 0x1_0000_0000_0000)]
        }
        var random = SplitMix(seed: 17)
        for _ in 0..<4_000 {
            probes.append(Double(bitPattern: random.next()))
            probes.append((Double(random.next() % 4_000_001) - 2_000_000) / 100)
        }
        return probes
    }

    @Test("every decided bucket gives the comparison's class", arguments: pointLists)
    func tableAgreesWithComparison(points: [Double]) throws {
        let table = try #require(NumberClassTable(paddedPoints: points))
        var padded = points
        var decided = 0
        padded.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for number in Self.probes(points) {
                let found = table.classes[NumberClassTable.bucket(number.bitPattern)]
                guard found != NumberClassTable.undecided else { continue }
                decided += 1
                #expect(
                    Int(found) == ResolverTables.numberClass(number, points: base, count: buffer.count),
                    "\(number) among \(points)")
            }
        }
        // Most random numbers fall in buckets without a point.
        #expect(decided > 4_000)
    }

    @Test("buckets that hold a point, or infinity and NaNs, are left to the comparison")
    func bucketsWithPointsAreUndecided() throws {
        let points = OwnValueClasses(breakpoints: [0, 10, 1000]).paddedPoints
        let table = try #require(NumberClassTable(paddedPoints: points))
        for number in [0.0, -0.0, 10, 10.25, 1000, 1000.5, 993, .infinity, -.infinity] {
            #expect(
                table.classes[NumberClassTable.bucket(number.bitPattern)] == NumberClassTable.undecided, "\(number)")
        }
        // A bucket of NaNs alone is NaN's class; one beside a point's bucket is decided.
        #expect(table.classes[NumberClassTable.bucket(Double.nan.bitPattern)] == 4)
        #expect(table.classes[NumberClassTable.bucket(12.0.bitPattern)] != NumberClassTable.undecided)
    }

    @Test("a whole row with a class table gives the ids of cell by cell resolution")
    func wholeRowsAgreeWithCells() throws {
        let columns = [ColumnShape(name: "A", kind: .number), ColumnShape(name: "B", kind: .number)]
        let theme = Theme(
            name: "t",
            rules: [
                Fixture.rule("big", when: Fixture.value(.greaterThan(1000)), style: Fixture.style(size: 20)),
                Fixture.rule("negative", when: Fixture.value(.kind(.negative)), style: Fixture.style(italic: true)),
            ])
        let bound = try CompiledTheme(theme: theme).bind(to: TableShape(columns: columns))
        var random = SplitMix(seed: 5)
        var output: [StyleID] = [StyleID(rawValue: 0), StyleID(rawValue: 0)]
        for row in 0..<2_000 {
            let values: [CellValue] = [
                .double((Double(random.next() % 400_001) - 200_000) / 100),
                [.int(1000), .int(-0), .double(.nan), .double(-0.0), .double(1000.nextUp), .int(-1)][row % 6],
            ]
            bound.styleIDs(forRow: row, rowCount: 2_000, values: values, into: &output)
            for column in 0..<2 {
                let cell = CellContext(section: .body, row: row, rowCount: 2_000, column: column)
                #expect(output[column] == bound.styleID(for: cell, in: values), "\(values[column])")
            }
        }
    }

    @Test("columns with the same points share one table, so every one of forty columns has one")
    func sharedPointsShareATable() throws {
        let columns = (0..<40).map { ColumnShape(name: "C\($0)", kind: .number) }
        let theme = Theme(
            name: "t",
            rules: [Fixture.rule("big", when: Fixture.value(.greaterThan(1000)), style: Fixture.style(size: 20))]
        )
        let tables = try CompiledTheme(theme: theme).bind(to: TableShape(columns: columns)).storage
        let body = CompiledTheme.sectionIndex(.body) * (columns.count + 1)
        let starts = Set((0..<columns.count).map { tables.wholeRowSlots[body + $0].classTable })
        #expect(starts == [0])
    }
}
