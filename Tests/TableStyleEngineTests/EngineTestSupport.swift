import TableStyleDiagnostics
import TableStyleEngine
import TableStyleJSON
import TableStyleTheme
import TableStyleYAML

/// Builders for themes written in code.
enum Fixture {
    static let file = "test.yaml"

    static func at(_ line: Int, file: String = Fixture.file) -> FileLocation {
        FileLocation(file: file, position: SourcePosition(line: line, column: 3))
    }

    static func style(
        line: Int = 1, file: String = Fixture.file, family: String? = nil, size: Double? = nil,
        weight: FontWeight? = nil, italic: Bool? = nil, monospacedDigits: Bool? = nil, textColor: ColorSpec? = nil,
        backgroundColor: ColorSpec? = nil, borderColor: ColorSpec? = nil, borderWidth: Double? = nil,
        alignment: CellAlignment? = nil, padding: Double? = nil, paddingTop: Double? = nil,
        paddingLeading: Double? = nil, lineBreak: LineBreakMode? = nil, cellStyle: CellStyleKind? = nil,
        accessory: Accessory? = nil
    ) -> StyleSpec {
        let origin = at(line, file: file)
        func sourced<Value>(_ value: Value?) -> Sourced<Value>? { value.map { Sourced($0, origin: origin) } }
        var spec = StyleSpec()
        spec.fontFamily = sourced(family)
        spec.fontSize = sourced(size)
        spec.fontWeight = sourced(weight)
        spec.italic = sourced(italic)
        spec.monospacedDigits = sourced(monospacedDigits)
        spec.textColor = sourced(textColor)
        spec.backgroundColor = sourced(backgroundColor)
        spec.borderColor = sourced(borderColor)
        spec.borderWidth = sourced(borderWidth)
        spec.alignment = sourced(alignment)
        spec.paddingTop = sourced(padding ?? paddingTop)
        spec.paddingLeading = sourced(padding ?? paddingLeading)
        spec.paddingBottom = sourced(padding)
        spec.paddingTrailing = sourced(padding)
        spec.lineBreak = sourced(lineBreak)
        spec.cellStyle = sourced(cellStyle)
        spec.accessory = sourced(accessory)
        return spec
    }

    static func rule(
        _ name: String? = nil, line: Int = 10, file: String = Fixture.file, when: Theme.Predicate?, style: StyleSpec,
        label: String? = nil
    ) -> Rule {
        Rule(name: name, when: when, style: style, label: label, origin: at(line, file: file))
    }

    /// A value test with one condition.
    static func value(_ condition: ValueCondition, ignoreCase: Bool = false) -> Theme.Predicate {
        .value(ValueTest(conditions: [condition], ignoreCase: ignoreCase))
    }

    static let columns = [
        ColumnShape(name: "Name", kind: .text), ColumnShape(name: "Amount", kind: .number),
        ColumnShape(name: "Status", kind: .text), ColumnShape(name: "Qty", kind: .number),
    ]

    /// Name, Amount (highlighted, sorted descending), Status, Qty.
    static let shape = TableShape(columns: columns, highlightedColumn: 1, sortDirection: .descending)

    static let row: [CellValue] = [.text("Widget"), .double(-12.5), .text("Overdue"), .int(0)]

    static func body(_ row: Int, of count: Int = 10, column: Int, selected: Bool = false) -> CellContext {
        CellContext(section: .body, row: row, rowCount: count, column: column, isSelected: selected)
    }

    static func header(column: Int) -> CellContext {
        CellContext(section: .header, row: 0, rowCount: 1, column: column)
    }

    static func footer(column: Int) -> CellContext {
        CellContext(section: .footer, row: 0, rowCount: 1, column: column)
    }

    static var headerRow: [CellValue] { columns.map { .text($0.name) } }

    static func color(_ hex: UInt32, alpha: Double = 1) -> ThemeColor {
        ThemeColor(
            red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF), alpha: alpha)
    }
}
