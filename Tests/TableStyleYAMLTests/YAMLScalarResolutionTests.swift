import TableStyleDiagnostics
import Testing

@testable import TableStyleYAML

@Suite struct YAMLScalarResolutionTests {
    private func value(_ text: String) throws -> YAMLScalar.Value {
        let root = try #require(try YAMLParser().parse("v: \(text)\n").first)
        return try #require(root["v"]?.scalar?.value)
    }

    @Test(arguments: [
        ("~", YAMLScalar.Value.null), ("null", .null), ("Null", .null), ("NULL", .null), ("", .null),
        ("nULL", .string("nULL")), ("true", .bool(true)), ("True", .bool(true)), ("TRUE", .bool(true)),
        ("false", .bool(false)), ("False", .bool(false)), ("FALSE", .bool(false)), ("tRUE", .string("tRUE")),
        ("yes", .string("yes")), ("no", .string("no")), ("on", .string("on")), ("off", .string("off")),
        ("y", .string("y")), ("0", .int(0)), ("42", .int(42)), ("-17", .int(-17)), ("+5", .int(5)),
        ("0755", .int(755)), ("0o17", .int(15)), ("0o8", .string("0o8")), ("0x1F", .int(31)),
        ("0xff", .int(255)), ("0xg", .string("0xg")), ("0b101", .string("0b101")), ("1_000", .string("1_000")),
        ("1.5", .double(1.5)), ("-0.25", .double(-0.25)), (".5", .double(0.5)), ("1.", .double(1)),
        ("1e3", .double(1000)), ("2.5E-1", .double(0.25)), ("+1.0e+2", .double(100)), (".inf", .double(.infinity)),
        ("-.Inf", .double(-.infinity)), ("+.INF", .double(.infinity)), ("1:20", .string("1:20")),
        (".", .string(".")), ("-a", .string("-a")), ("1e", .string("1e")), ("12abc", .string("12abc")),
        ("99999999999999999999", .double(1e20)), ("'1'", .string("1")), ("\"true\"", .string("true")),
        ("|\n  7", .string("7\n")), ("=", .string("=")), ("<<", .string("<<")), ("0o-7", .string("0o-7")),
    ])
    func coreSchema(text: String, expected: YAMLScalar.Value) throws {
        #expect(try value(text) == expected)
    }

    @Test func nanSpellings() throws {
        for spelling in [".nan", ".NaN", ".NAN"] {
            guard case .double(let number) = try value(spelling) else {
                Issue.record("\(spelling) is not a double")
                continue
            }
            #expect(number.isNaN)
        }
        #expect(try value(".NAn") == .string(".NAn"))
    }

    @Test(arguments: [
        ("!!str 12", YAMLScalar.Value.string("12"), "tag:yaml.org,2002:str"),
        ("!!str true", .string("true"), "tag:yaml.org,2002:str"),
        ("!!int \"12\"", .int(12), "tag:yaml.org,2002:int"),
        ("!!int 0x10", .int(16), "tag:yaml.org,2002:int"),
        ("!!float 1", .double(1), "tag:yaml.org,2002:float"),
        ("!!float '2.5'", .double(2.5), "tag:yaml.org,2002:float"),
        ("!!bool False", .bool(false), "tag:yaml.org,2002:bool"),
        ("!!null ''", .null, "tag:yaml.org,2002:null"),
        ("! 12", .string("12"), "!"),
        ("!color red", .string("red"), "!color"),
        ("!color 12", .string("12"), "!color"),
    ])
    func explicitTags(text: String, expected: YAMLScalar.Value, tag: String) throws {
        let root = try #require(try YAMLParser().parse("v: \(text)\n").first)
        let node = try #require(root["v"])
        #expect(node.scalar?.value == expected)
        #expect(node.tag == tag)
    }

    @Test(arguments: ["!!int abc", "!!int 1.5", "!!float x", "!!bool yes", "!!null 0"])
    func badTaggedValuesAreSyntaxErrors(text: String) throws {
        do {
            _ = try YAMLParser().parse("v: \(text)\n", file: "t.yaml")
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.code == .yamlSyntax)
            #expect(error.mark == SourcePosition(line: 1, column: 4, offset: 3))
        }
    }

    @Test func stylesAreRecorded() throws {
        let text = "a: plain\nb: 'single'\nc: \"double\"\nd: |\n  literal\ne: >\n  folded\n"
        let root = try #require(try YAMLParser().parse(text).first)
        let styles = root.mapping?.map { $0.value.scalar?.style }
        #expect(styles == [.plain, .singleQuoted, .doubleQuoted, .literal, .folded])
    }

    /// Decimal floats short enough to be computed exactly take a shortcut; every spelling, short or not,
    /// must give exactly the double Swift's own parser gives.
    @Test func decimalFloatsMatchSwiftsParser() throws {
        // (YAML spelling, the same number spelled for Swift, which wants a digit after the point).
        var spellings = [
            "0.1", "-0.0", "+0.5", "0.000001", "1e-22", "1e22", "1e23", "9.5e-23", "123456789012345.6",
            "1234567890123456.7", "0.1234567890123456", "4503599627370497.5", "8.98846567431158e307",
            "2.2250738585072014e-308", "12345.678e-3", "7e+2", "0.30000000000000004",
        ].map { ($0, $0) }
        spellings += [("1.", "1.0"), ("-1.", "-1.0"), ("1.e3", "1.0e3")]
        // A deterministic spread of digit counts, point positions and exponents.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<400 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let digits = String((state >> 8) % 1_000_000_000_000_000_000)
            let length = 1 + Int(state >> 59) % digits.count
            let point = Int(state >> 40) % (length + 1)
            let whole = String(digits.prefix(point))
            let fraction = String(digits.prefix(length).dropFirst(point))
            let sign = state & 8 != 0 ? "-" : ""
            let exponent = state & 4 != 0 ? "e" + String(Int(state >> 20) % 61 - 30) : ""
            spellings.append(
                (
                    sign + whole + "." + fraction + exponent,
                    sign + whole + "." + (fraction.isEmpty ? "0" : fraction) + exponent
                ))
        }
        for (text, swiftText) in spellings {
            let reference = try #require(Double(swiftText))
            guard case .double(let number) = try value(text) else {
                Issue.record("\(text) is not a double")
                continue
            }
            #expect(number.bitPattern == reference.bitPattern, "\(text)")
        }
    }
}
