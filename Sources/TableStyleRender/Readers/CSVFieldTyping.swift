import TableStyleEngine

/// How a CSV field becomes a typed value (SPEC §4: a field that parses as a number is a number, an
/// empty field is null, `true`/`false` are bools, the rest text).
///
/// The exact rules, applied to the field's content after unquoting (quoting never changes the type):
/// - empty (`` or `""`) → null;
/// - exactly `true` or `false` (lower case) → bool;
/// - a decimal number `[+-]?(D+(.D*)?|.D+)([eE][+-]?D+)?` (D a digit 0–9, no spaces, no thousands
///   separators) → an integer when it has no `.` and no exponent and fits `Int`, else a double when the
///   double is finite; `inf`, `nan`, hex (`0x1F`) and overflowing exponents (`1e999`) stay text;
/// - anything else → text.
/// The text shown is always the field as written (`"007"` is the integer 7 shown as `007`).
public enum CSVFieldTyping {
    /// The typed value of a field.
    ///
    /// - Parameter field: The field's content, unquoted.
    /// - Returns: Its value.
    public static func value(of field: String) -> CellValue {
        if field.isEmpty { return .null }
        if field == "true" { return .bool(true) }
        if field == "false" { return .bool(false) }
        switch numberShape(field) {
        case .none: return .text(field)
        case .integer:
            if let integer = Int(field) { return .int(integer) }
            if let double = Double(field), double.isFinite { return .double(double) }
            return .text(field)
        case .decimal:
            if let double = Double(field), double.isFinite { return .double(double) }
            return .text(field)
        }
    }

    enum NumberShape { case none, integer, decimal }

    /// Checks the decimal grammar above without allocating.
    static func numberShape(_ field: String) -> NumberShape {
        var bytes = field.utf8.makeIterator()
        var current = bytes.next()
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { current = bytes.next() }
        var integerDigits = 0
        var fractionDigits = 0
        var sawPoint = false
        while let byte = current, byte >= 0x30, byte <= 0x39 {
            integerDigits += 1
            current = bytes.next()
        }
        if current == UInt8(ascii: ".") {
            sawPoint = true
            current = bytes.next()
            while let byte = current, byte >= 0x30, byte <= 0x39 {
                fractionDigits += 1
                current = bytes.next()
            }
        }
        guard integerDigits + fractionDigits > 0 else { return .none }
        var sawExponent = false
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            sawExponent = true
            current = bytes.next()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { current = bytes.next() }
            var exponentDigits = 0
            while let byte = current, byte >= 0x30, byte <= 0x39 {
                exponentDigits += 1
                current = bytes.next()
            }
            guard exponentDigits > 0 else { return .none }
        }
        guard current == nil else { return .none }
        return sawPoint || sawExponent ? .decimal : .integer
    }
}
