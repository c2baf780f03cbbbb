import TableStyleEngine
import Testing

@testable import TableStyleRender

@Suite("CSV reader: bytes, numbers and positions")
struct CSVBytesTests {
    /// The typing rule written plainly over `String`s: the grammar as a pattern, then `Int(_:)` and
    /// `Double(_:)` of the standard library.
    static func reference(_ field: String) -> CellValue {
        if field.isEmpty { return .null }
        if field == "true" { return .bool(true) }
        if field == "false" { return .bool(false) }
        guard field.wholeMatch(of: /[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?/) != nil else {
            return .text(field)
        }
        if !field.contains("."), !field.contains("e"), !field.contains("E"), let integer = Int(field) {
            return .int(integer)
        }
        if let double = Double(field), double.isFinite { return .double(double) }
        return .text(field)
    }

    /// Equal values, doubles to the bit (so `-0.0` is not `0.0`).
    static func same(_ lhs: CellValue, _ rhs: CellValue) -> Bool {
        if case .double(let a) = lhs, case .double(let b) = rhs { return a.bitPattern == b.bitPattern }
        return lhs == rhs
    }

    @Test(arguments: [
        "0", "-0", "+0", "-0.0", "0.0", "-.0", "00.000e5", "1.5", "-1.5", "0.1", "0.3", "123456789012345678",
        "9223372036854775807", "-9223372036854775808", "9223372036854775808", "-9223372036854775809",
        "12345678901234567890123", "1.2345678901234567890123", "9007199254740993", "9007199254740993.0",
        "0.000000000000000000000000001", "1e22", "1e23", "1e-22", "1e-23", "4.9e-324", "2e-324",
        "1.7976931348623157e308",
        "1.8e308", "1e999", "1e-999", "0e999", "123.456e-5", "1E+2", "5.", ".5", "+.5e1", "1_000", "1.2.3", "--1",
        "+", ".", "e", "1e+", "0x10", "١٢", "1\u{301}", "true", "false", "True", "", "NaN", "inf",
        "100000000000000000000000000000000000000000000000000", "0.1000000000000000055511151231257827",
        "2.2250738585072011e-308", "0.00000000000000000001e20",
        // Around the 19 digits a mantissa is read in one pass with: signs, points, leading zeros, exponents.
        "1234567890123456789", "-1234567890123456789", "12345678901234567890", "+12345678901234567890",
        "9999999999999999999", "99999999999999999999", "18446744073709551615", "18446744073709551616",
        "123456789.0123456789", "1234567890.123456789", "1234567890.1234567891", "-.1234567890123456789",
        ".12345678901234567890", "0000000000000000000001", "-0000000000000000000000", "00000000000000000001.5",
        "0.0000000000000000000000000000001234", "12345678901234567890e-5", "1234567890123456789e3",
        "-1234567890.123456789E+4", "007", "-007", "+0.0", "-0.", "-.0e0", "1.e5", "-1.5e-22", "1.5e-23",
        "9007199254740992.5", "900719925474099.25", "-9007199254740993", "1e+0022", "1e-0", ".e5", "+.e5", "1.2e",
        "1.2e+", "1.2e-x", "12-3", "1.2.", "..1", "2026-01-01", "1.5x", "7 ", "-x", "+-1", "1e5.0", "1E5e",
    ])
    func numbersFromBytesMatchTheStandardLibrary(field: String) {
        let value = CSVFieldTyping.value(of: field)
        #expect(Self.same(value, Self.reference(field)), "\(field): \(value) vs \(Self.reference(field))")
    }

    @Test func randomDecimalsMatchTheStandardLibrary() {
        var generator = SystemRandomNumberGenerator()
        let digits = Array("0123456789")
        func run(_ range: ClosedRange<Int>) -> String {
            String(
                (0..<Int.random(in: range, using: &generator)).map { _ in digits.randomElement(using: &generator) ?? "0"
                })
        }
        for _ in 0..<20_000 {
            var field = ["", "-", "+"].randomElement(using: &generator) ?? ""
            field += run(0...20)
            if Bool.random(using: &generator) { field += "." + run(0...20) }
            if Int.random(in: 0..<3, using: &generator) == 0 {
                field +=
                    (Bool.random(using: &generator) ? "e" : "E")
                    + (["", "-", "+"].randomElement(using: &generator) ?? "")
                field += String(Int.random(in: 0...40, using: &generator))
            }
            let value = CSVFieldTyping.value(of: field)
            #expect(Self.same(value, Self.reference(field)), "\(field): \(value) vs \(Self.reference(field))")
        }
    }

    @Test func utf8CheckMatchesTheStandardLibrary() {
        func reference(_ bytes: [UInt8]) -> Bool { String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes) }
        let samples: [[UInt8]] = [
            [], [0x41], [0xC2, 0x80], [0xC1, 0xBF], [0xE0, 0xA0, 0x80], [0xE0, 0x9F, 0xBF], [0xED, 0x9F, 0xBF],
            [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF0, 0x8F, 0xBF, 0xBF],
            [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0x80], [0xC3],
            [0xE2, 0x82], [0xF0, 0x9F, 0x98], Array("abcdefgh".utf8) + [0xC3, 0xA9] + Array("ijklmnop".utf8),
            Array("abcdefg".utf8) + [0xFF] + Array("abcdefgh".utf8), Array("abcdefghijklmnop".utf8) + [0xE2, 0x82],
        ]
        for bytes in samples {
            #expect(bytes.withUnsafeBufferPointer { UTF8Validation.isValid($0) } == reference(bytes), "\(bytes)")
        }
        var generator = SystemRandomNumberGenerator()
        let pieces: [[UInt8]] = [
            [0x61], [0x2C], [0x0A], [0xC3, 0xA9], [0xE6, 0x97, 0xA5], [0xF0, 0x9F, 0x98, 0x80], [0x80], [0xC3],
            [0xED, 0xA0], [0xF4, 0x90], [0xFF], [0xE0, 0x80], Array("abcdefghij".utf8),
        ]
        for _ in 0..<5_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                bytes += pieces.randomElement(using: &generator) ?? []
            }
            #expect(bytes.withUnsafeBufferPointer { UTF8Validation.isValid($0) } == reference(bytes), "\(bytes)")
        }
    }

    @Test func fieldsOfEveryLengthAndContentReadBack() throws {
        // Fields from 0 to 40 bytes (across the eight-byte steps and the 15-byte inline strings), quoted
        // or not, with spaces, commas, quotes, line breaks and non-ASCII, in records ending every way.
        var generator = SystemRandomNumberGenerator()
        let plain = Array("ab z9.-+#!\u{e9}\u{65e5}")
        let special = plain + Array(",\"\n\r")
        for _ in 0..<300 {
            let columns = Int.random(in: 1...6, using: &generator)
            var expected: [[String]] = []
            var text = (0..<columns).map { "c\($0)" }.joined(separator: ",") + "\n"
            for row in 0..<Int.random(in: 1...8, using: &generator) {
                var fields: [String] = []
                var written: [String] = []
                for _ in 0..<columns {
                    let quoted = Bool.random(using: &generator)
                    let alphabet = quoted ? special : plain
                    let length = Int.random(in: 0...40, using: &generator)
                    var field = String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
                    // A lone final field that is empty would be a blank line, which is a record of one field.
                    if !quoted, columns == 1, field.isEmpty { field = "x" }
                    fields.append(field)
                    written.append(quoted ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field)
                }
                expected.append(fields)
                text += written.joined(separator: ",")
                text += row.isMultiple(of: 3) ? "\r\n" : row.isMultiple(of: 2) ? "\r" : "\n"
            }
            let fromBytes = try CSVReader().read(bytes: Array(text.utf8))
            #expect(fromBytes.rows.map { $0.cells.map(\.text) } == expected, "\(text.debugDescription)")
            #expect(try CSVReader().read(text).rows == fromBytes.rows)
            for (row, fields) in zip(fromBytes.rows, expected) {
                let values = fields.map { CSVFieldTyping.value(of: $0) }
                #expect(row.cells.map(\.value).elementsEqual(values, by: Self.same))
            }
        }
    }

    @Test func quotesFoundInLongRunsKeepTheirPositions() throws {
        func failure(_ text: String) -> DataReadError? {
            do {
                _ = try CSVReader().read(bytes: Array(text.utf8), file: "q.csv")
                return nil
            } catch {
                return error
            }
        }
        for offset in 0..<20 {
            let run = String(repeating: "é", count: offset)
            let stray = try #require(failure("a,b\n1,x\(run)\"yzabcdefghijkl\n"))
            #expect((stray.code.rawValue, stray.location.line, stray.location.column) == ("csv-syntax", 2, 4 + offset))
            let after = try #require(failure("a\n\"\(run)abcdefghijkl\"q\n"))
            #expect((after.code.rawValue, after.location.line, after.location.column) == ("csv-syntax", 2, 15 + offset))
            let table = try CSVReader().read(bytes: Array("a,b\n\"\(run)\"\"long quoted\"\"\",\(run)12345678\n".utf8))
            #expect(table.rows[0].cells.map(\.text) == [run + "\"long quoted\"", run + "12345678"])
        }
        let ragged = try #require(failure("a,b\n\"x\"\"y\",2,\"3\"\n"))
        #expect((ragged.code.rawValue, ragged.location.line, ragged.location.column) == ("data-ragged", 2, 10))
        let short = try #require(failure("a,b,c\n\"x,y\",2\n"))
        #expect((short.code.rawValue, short.location.line, short.location.column) == ("data-ragged", 2, 7))
    }

    @Test func doubledQuotesInSeveralFieldsOfARecord() throws {
        let text = "a,b,c\n\"x\"\"y\",plain,\"\"\"\"\n\"1\"\"\",\"\"\"2\",\"3\"\n"
        let table = try CSVReader().read(text)
        #expect(table.rows.map { $0.cells.map(\.text) } == [["x\"y", "plain", "\""], ["1\"", "\"2", "3"]])
        #expect(table.rows[1].cells.map(\.value) == [.text("1\""), .text("\"2"), .int(3)])
    }

    @Test func errorPositionsCountCharactersAndLineBreaksAsBefore() throws {
        func failure(_ text: String) -> DataReadError? {
            do {
                _ = try CSVReader().read(text, file: "p.csv")
                return nil
            } catch {
                return error
            }
        }
        // Columns count characters (é and 日 are one each); CRLF and a lone CR each end one line.
        let stray = try #require(failure("é,日\r\nab,c\rd,日x\"y\n"))
        #expect((stray.code.rawValue, stray.location.line, stray.location.column) == ("csv-syntax", 3, 5))
        let after = try #require(failure("\u{FEFF}a\r\n\"é\"x\n"))
        #expect((after.code.rawValue, after.location.line, after.location.column) == ("csv-syntax", 2, 4))
        let open = try #require(failure("a,b\r\n1,\"é\r\n\"\"x"))
        #expect((open.code.rawValue, open.location.line, open.location.column) == ("csv-syntax", 2, 3))
        // A ragged row after a quoted line break points at the field on its own line.
        let ragged = try #require(failure("a,b\n\"é\ré\",2,3\n"))
        #expect((ragged.code.rawValue, ragged.location.line, ragged.location.column) == ("data-ragged", 3, 6))
        // A duplicate name: the header's line, the field's column.
        let duplicate = try #require(failure("\"x\ny\",b,b\n"))
        #expect((duplicate.code.rawValue, duplicate.location.line, duplicate.location.column) == ("data-header", 1, 6))
    }

    @Test func bytesAndTextReadAlike() throws {
        let text = "\u{FEFF}id,name,score\r\n1,\"Åberg, Zoë\",-0.5\n2,日本,1e3\r3,,true"
        let fromText = try CSVReader().read(text)
        let fromBytes = try CSVReader().read(bytes: Array(text.utf8))
        #expect(fromText.rows == fromBytes.rows)
        #expect(
            fromText.rows.map { $0.cells.map(\.text) } == [
                ["1", "Åberg, Zoë", "-0.5"], ["2", "日本", "1e3"], ["3", "", "true"],
            ])
        #expect(fromText.rows[2].cells.map(\.value) == [.int(3), .null, .bool(true)])
    }
}
