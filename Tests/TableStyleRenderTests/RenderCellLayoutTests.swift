import TableStyleEngine
import TableStyleTheme
import Testing

@testable import TableStyleRender

/// A render cell stays small (outputs read millions of them) and its out-of-line parts read and compare
/// as plain values.
@Suite("Render cell layout")
struct RenderCellLayoutTests {
    static func cell(row: Int = 3, computed: ComputedCellStyle? = nil) -> RenderCell {
        RenderCell(
            section: .body, group: 1, row: row, column: 2, text: "1234", isNumber: true, isSelected: false,
            style: StyleID(rawValue: 5), labels: ["negative"], display: "$1,234.00", computed: computed)
    }

    static let scale = ComputedCellStyle(
        backgroundColor: ThemeColor(red: 10, green: 20, blue: 30),
        bar: CellBar(color: ThemeColor(red: 1, green: 2, blue: 3), from: 0, to: 0.5))

    @Test("a cell is at most 72 bytes, with or without a computed part")
    func size() {
        #expect(MemoryLayout<RenderCell>.size <= 72)
    }

    @Test("position, text and display read back as given")
    func fields() {
        let cell = Self.cell()
        #expect(cell.group == 1)
        #expect(cell.row == 3)
        #expect(cell.column == 2)
        #expect(cell.text == "1234")
        #expect(cell.display == "$1,234.00")
        #expect(cell.style == StyleID(rawValue: 5))
        #expect(cell.computed == nil)
        #expect(!cell.hasComputedStyle)
    }

    @Test("a position beyond Int32 is held at Int32.max; setting it back stores it")
    func clampedPosition() {
        var cell = Self.cell(row: Int(Int32.max) + 10)
        #expect(cell.row == Int(Int32.max))
        cell.row = 7
        #expect(cell.row == 7)
        cell.column += 1
        #expect(cell.column == 3)
    }

    @Test("the computed part reads back, compares and hashes by value, and can be cleared")
    func computedPart() {
        var cell = Self.cell(computed: Self.scale)
        #expect(cell.computed == Self.scale)
        #expect(cell.hasComputedStyle)
        let twin = Self.cell(computed: Self.scale)
        #expect(cell == twin)
        #expect(cell.hashValue == twin.hashValue)
        #expect(cell != Self.cell(computed: ComputedCellStyle(textColor: ThemeColor(red: 0, green: 0, blue: 0))))
        #expect(cell != Self.cell())
        cell.computed = nil
        #expect(cell == Self.cell())
        #expect(!cell.hasComputedStyle)
    }
}
