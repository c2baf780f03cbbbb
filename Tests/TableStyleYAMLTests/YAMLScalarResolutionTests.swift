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
}
