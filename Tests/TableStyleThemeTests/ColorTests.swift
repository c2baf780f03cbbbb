import TableStyleDiagnostics
import TableStyleTheme
import TableStyleYAML
import Testing

@Suite("Colors")
struct ColorTests {
    /// Every literal syntax with the `#RRGGBBAA` it must resolve to.
    static let literals: [(String, String)] = [
        ("#F00", "#FF0000FF"),
        ("#abc", "#AABBCCFF"),
        ("#12AbEf", "#12ABEFFF"),
        ("#12345678", "#12345678"),
        ("#00000000", "#00000000"),
        ("rgb(0, 122, 255)", "#007AFFFF"),
        ("rgb(255,255,255)", "#FFFFFFFF"),
        ("rgb( 1 ,2 , 3 )", "#010203FF"),
        ("rgba(255, 0, 0, 0.5)", "#FF000080"),
        ("rgba(0, 0, 0, 0)", "#00000000"),
        ("rgba(0, 0, 0, 1)", "#000000FF"),
        ("rgba(10, 20, 30, .25)", "#0A141E40"),
    ]

    @Test(arguments: literals)
    func literalSyntax(text: String, hex: String) throws {
        let spec = try ColorSpec.parse(text)
        #expect(try spec.resolved(palette: [:], appearance: .light).hex == hex)
        #expect(try spec.resolved(palette: [:], appearance: .dark).hex == hex)
    }

    /// The semantic color table of Docs/ThemeFormat.md, typed out independently of the implementation.
    static let semantic: [(String, String, String)] = [
        ("label", "#000000FF", "#FFFFFFFF"),
        ("secondaryLabel", "#3C3C4399", "#EBEBF599"),
        ("tertiaryLabel", "#3C3C434D", "#EBEBF54D"),
        ("systemBackground", "#FFFFFFFF", "#000000FF"),
        ("secondarySystemBackground", "#F2F2F7FF", "#1C1C1EFF"),
        ("tertiarySystemBackground", "#FFFFFFFF", "#2C2C2EFF"),
        ("systemGroupedBackground", "#F2F2F7FF", "#000000FF"),
        ("secondarySystemGroupedBackground", "#FFFFFFFF", "#1C1C1EFF"),
        ("separator", "#3C3C434A", "#54545899"),
        ("systemGray", "#8E8E93FF", "#8E8E93FF"),
        ("systemGray6", "#F2F2F7FF", "#1C1C1EFF"),
        ("systemRed", "#FF3B30FF", "#FF453AFF"),
        ("systemOrange", "#FF9500FF", "#FF9F0AFF"),
        ("systemYellow", "#FFCC00FF", "#FFD60AFF"),
        ("systemGreen", "#34C759FF", "#30D158FF"),
        ("systemTeal", "#30B0C7FF", "#40CBE0FF"),
        ("systemBlue", "#007AFFFF", "#0A84FFFF"),
        ("systemIndigo", "#5856D6FF", "#5E5CE6FF"),
        ("systemPurple", "#AF52DEFF", "#BF5AF2FF"),
        ("systemPink", "#FF2D55FF", "#FF375FFF"),
        ("clear", "#00000000", "#00000000"),
        ("white", "#FFFFFFFF", "#FFFFFFFF"),
        ("black", "#000000FF", "#000000FF"),
    ]

    @Test(arguments: semantic)
    func semanticName(name: String, light: String, dark: String) throws {
        let spec = try ColorSpec.parse(name)
        #expect(spec == .semantic(try #require(SemanticColor(rawValue: name))))
        #expect(try spec.resolved(palette: [:], appearance: .light).hex == light)
        #expect(try spec.resolved(palette: [:], appearance: .dark).hex == dark)
    }

    @Test func everySemanticNameIsTabled() {
        #expect(Set(SemanticColor.allCases.map(\.rawValue)) == Set(Self.semantic.map(\.0)))
    }

    @Test func paletteReferenceParses() throws {
        #expect(try ColorSpec.parse("$brand") == .palette("brand"))
        #expect(try ColorSpec.parse("$brand-soft_2") == .palette("brand-soft_2"))
    }

    static let invalid: [String] = [
        "", "#", "#12", "#1234", "#12345", "#1234567", "#GGGGGG", "#123456789", "rgb(0, 0)", "rgb(0, 0, 256)",
        "rgb(0, 0, -1)", "rgb(0, 0, 1.5)", "rgb(0", "rgba(0, 0, 0)", "rgba(0, 0, 0, 1.5)", "rgba(0, 0, 0, -0.1)",
        "rgba(0, 0, 0, x)", "RGB(1, 2, 3)", "rgb(01, 2, 3)", "rgba(0, 0, 0, 1.)", "$", "$1abc", "$a b", "Label", "red",
        "systemred", "transparent", "rgb(a, b, c)",
    ]

    @Test(arguments: invalid)
    func invalidColorTextIsRejected(text: String) {
        #expect(throws: ColorSyntaxError.self) { try ColorSpec.parse(text) }
    }

    @Test func suggestionsForNearMisses() throws {
        let error = try #require(throws: ColorSyntaxError.self) { try ColorSpec.parse("systemred") }
        #expect(error.message.contains("did you mean \"systemRed\"?"))
        let red = try #require(throws: ColorSyntaxError.self) { try ColorSpec.parse("red") }
        #expect(red.message.contains("did you mean \"systemRed\"?"))
        let comma = try #require(throws: ColorSyntaxError.self) { try ColorSpec.parse("rgb(0") }
        #expect(comma.message.contains("quote colors that contain commas"))
    }

    @Test func alphaRoundsHalvesUp() {
        // 0.5 × 255 = 127.5 → 128 = 0x80.
        #expect(ThemeColor(red: 0, green: 0, blue: 0, alpha: 0.5).hex == "#00000080")
        #expect(ThemeColor(red: 0, green: 0, blue: 0, alpha: 0.08).hex == "#00000014")  // 20.4 → 20
        #expect(ThemeColor(red: 0, green: 0, blue: 0, alpha: 0.12).hex == "#0000001F")  // 30.6 → 31
        #expect(ThemeColor(red: 0, green: 0, blue: 0, alpha: 0.15).hex == "#00000026")  // 38.25 → 38
    }

    /// Exact halves reached through multiplications that binary floating point lands just below `.5`
    /// (found by Tests/Differential): `#RRGGBBAA`, then the `{ color, alpha }` factors from the inside out.
    static let exactHalves: [(String, [Double], String)] = [
        ("#12345682", [0.95], "#1234567C"),  // 130 × 0.95 = 123.5
        ("#123456C3", [0.7], "#12345689"),  // 195 × 0.7 = 136.5
        ("#12345605", [0.7], "#12345604"),  // 5 × 0.7 = 3.5
        ("#1234560A", [0.35], "#12345604"),  // 10 × 0.35 = 3.5
        ("#65432164", [0.65, 0.7], "#6543212E"),  // 100 × 0.65 × 0.7 = 45.5
        ("#12345682", [0.949], "#1234567B"),  // 123.37: not a half, rounds down
    ]

    @Test(arguments: exactHalves)
    func nestedAlphaHalvesRoundUp(literal: String, factors: [Double], hex: String) throws {
        var spec = try ColorSpec.parse(literal)
        for factor in factors { spec = .withAlpha(spec, alpha: factor) }
        #expect(try spec.resolved(palette: [:], appearance: .light).hex == hex)
    }

    @Test func nestedAlphaMultipliesExactly() throws {
        // 0.5 × 0.5 × 0.5 = 0.125 → 31.875 → 32 (0x20); rounding each step would give 0x1F or 0x21.
        let spec = ColorSpec.withAlpha(.withAlpha(.withAlpha(.semantic(.black), alpha: 0.5), alpha: 0.5), alpha: 0.5)
        let color = try spec.resolved(palette: [:], appearance: .light)
        #expect(color.alpha == 0.125)
        #expect(color.hex == "#00000020")
        // Alpha multiplies the color's own alpha: secondaryLabel (0.6) × 0.5 = 0.3 → 76.5 → 77 (0x4D).
        let own = try ColorSpec.withAlpha(.semantic(.secondaryLabel), alpha: 0.5)
            .resolved(palette: [:], appearance: .light)
        #expect(own.hex == "#3C3C434D")
    }

    @Test func paletteEntriesReferToEachOther() throws {
        let palette: [String: ColorSpec] = [
            "brand": .semantic(.systemIndigo),
            "soft": .withAlpha(.palette("brand"), alpha: 0.5),
            "softer": .withAlpha(.palette("soft"), alpha: 0.5),
        ]
        #expect(try ColorSpec.palette("softer").resolved(palette: palette, appearance: .light).hex == "#5856D640")
        #expect(try ColorSpec.palette("softer").resolved(palette: palette, appearance: .dark).hex == "#5E5CE640")
    }

    @Test func unknownPaletteNameThrows() throws {
        let error = try #require(throws: PaletteReferenceError.self) {
            try ColorSpec.palette("nope").resolved(palette: [:], appearance: .light)
        }
        #expect(error.kind == .unknownName("nope"))
        #expect(error.code == .paletteRef)
    }

    @Test func sourcedPaletteResolves() throws {
        let origin = FileLocation(file: "<p>", position: SourcePosition(line: 1, column: 1))
        let palette = ["brand": Sourced(ColorSpec.semantic(.systemBlue), origin: origin)]
        let color = try ColorSpec.withAlpha(.palette("brand"), alpha: 0.5).resolved(
            themePalette: palette, appearance: .dark)
        #expect(color.hex == "#0A84FF80")
    }

    @Test func paletteCycleThrows() throws {
        let palette: [String: ColorSpec] = [
            "a": .palette("b"), "b": .withAlpha(.palette("c"), alpha: 0.5), "c": .palette("a"),
        ]
        let error = try #require(throws: PaletteReferenceError.self) {
            try ColorSpec.palette("a").resolved(palette: palette, appearance: .light)
        }
        #expect(error.kind == .cycle(["a", "b", "c", "a"]))
        #expect(error.message.contains("$a → $b → $c → $a"))
    }

    /// A chain of any length resolves without recursion (100,000 links overflowed the stack).
    @Test func aLongPaletteChainResolves() throws {
        let origin = FileLocation(file: "<p>", position: SourcePosition(line: 1, column: 1))
        var palette: [String: Sourced<ColorSpec>] = ["p100000": Sourced(.semantic(.systemBlue), origin: origin)]
        for index in 0..<100_000 {
            let next = ColorSpec.palette("p\(index + 1)")
            palette["p\(index)"] = Sourced(index == 0 ? .withAlpha(next, alpha: 0.5) : next, origin: origin)
        }
        #expect(try ColorSpec.palette("p0").resolved(themePalette: palette, appearance: .dark).hex == "#0A84FF80")
        let resolved = ResolvedPalette(themePalette: palette, appearance: .dark)
        #expect(resolved.colors.count == 100_001)
        #expect(resolved.color(for: .palette("p0"))?.hex == "#0A84FF80")
        #expect(resolved.color(for: .withAlpha(.palette("p1"), alpha: 0.5))?.hex == "#0A84FF80")
        #expect(resolved.color(for: .palette("p77"))?.hex == "#0A84FFFF")
    }

    /// Entries on or leading into a cycle, or to an unknown name, are left out of a resolved palette.
    @Test func resolvedPaletteLeavesOutBrokenEntries() {
        let origin = FileLocation(file: "<p>", position: SourcePosition(line: 1, column: 1))
        let specs: [String: ColorSpec] = [
            "a": .palette("b"), "b": .withAlpha(.palette("c"), alpha: 0.5), "c": .palette("a"), "d": .palette("a"),
            "e": .palette("nope"), "f": .withAlpha(.semantic(.systemIndigo), alpha: 0.5), "g": .palette("f"),
        ]
        let resolved = ResolvedPalette(
            themePalette: specs.mapValues { Sourced($0, origin: origin) }, appearance: .light)
        #expect(resolved.colors.mapValues(\.hex) == ["f": "#5856D680", "g": "#5856D680"])
        #expect(resolved.color(for: .palette("d")) == nil)
    }

    @Test func contrastRatioMatchesWCAG() {
        let black = ThemeColor(red: 0, green: 0, blue: 0)
        let white = ThemeColor(red: 255, green: 255, blue: 255)
        #expect(abs(black.contrastRatio(with: white) - 21) < 1e-9)
        #expect(abs(white.contrastRatio(with: white) - 1) < 1e-9)
        // #767676 on white is the classic 4.54:1.
        let gray = ThemeColor(red: 0x76, green: 0x76, blue: 0x76)
        #expect(abs(gray.contrastRatio(with: white) - 4.54) < 0.01)
    }
}
