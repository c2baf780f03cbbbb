import TableStyleDiagnostics
import TableStyleTheme
import Testing

/// `{ light, dark }` wherever a color goes: read with positions, resolved for the appearance.
@Suite("Adaptive colors")
struct AdaptiveColorTests {
    static let palette: [String: ColorSpec] = [
        "ink": .adaptive(light: .literal(ThemeColor(red: 0x11, green: 0x22, blue: 0x33)), dark: .semantic(.label)),
        "soft": .withAlpha(.palette("ink"), alpha: 0.5),
        "swap": .adaptive(light: .palette("soft"), dark: .adaptive(light: .semantic(.black), dark: .palette("ink"))),
    ]

    @Test(
        arguments: [
            (ColorSpec.palette("ink"), Appearance.light, "#112233FF"),
            (.palette("ink"), .dark, "#FFFFFFFF"),
            (.palette("soft"), .light, "#11223380"),
            (.palette("soft"), .dark, "#FFFFFF80"),
            (.palette("swap"), .light, "#11223380"),
            // Nested adaptive forms pick by the same appearance all the way down.
            (.palette("swap"), .dark, "#FFFFFFFF"),
            (
                .withAlpha(.adaptive(light: .semantic(.systemRed), dark: .semantic(.systemBlue)), alpha: 0.5), .dark,
                "#0A84FF80"
            ),
            (.adaptive(light: .semantic(.systemRed), dark: .semantic(.systemBlue)), .light, "#FF3B30FF"),
        ])
    func resolvesForTheAppearance(spec: ColorSpec, appearance: Appearance, expected: String) throws {
        #expect(try spec.resolved(palette: Self.palette, appearance: appearance).hex == expected)
        // The palette resolved once per appearance agrees with resolving each color on its own.
        let sourced = Self.palette.mapValues { Sourced($0, origin: FileLocation(file: "<t>", line: 1, column: 1)) }
        #expect(ResolvedPalette(themePalette: sourced, appearance: appearance).color(for: spec)?.hex == expected)
    }

    @Test func bothBranchesCountAsReferences() {
        let spec = ColorSpec.adaptive(light: .palette("a"), dark: .withAlpha(.palette("b"), alpha: 0.5))
        #expect(spec.paletteReferences == ["a", "b"])
    }

    @Test func everyColorPlaceTakesTheAdaptiveForm() throws {
        let result = load(
            theme(
                "t",
                """
                palette:
                  brand: { light: "#112233", dark: { color: systemBlue, alpha: 0.5 } }
                table:
                  rowColors: [{ light: white, dark: black }]
                  selectedRowColor: { color: { light: systemRed, dark: $brand }, alpha: 0.5 }
                cell: { textColor: { dark: label, light: $brand } }
                rules:
                  - style: { backgroundColor: { light: { light: white, dark: black }, dark: "#333" } }
                """))
        #expect(result.diagnostics == [])
        let theme = try #require(result.theme)
        #expect(
            theme.palette["brand"]?.value
                == .adaptive(
                    light: .literal(ThemeColor(red: 0x11, green: 0x22, blue: 0x33)),
                    dark: .withAlpha(.semantic(.systemBlue), alpha: 0.5)))
        #expect(theme.palette["brand"]?.origin.line == 4)
        #expect(theme.table.rowColors?.value == [.adaptive(light: .semantic(.white), dark: .semantic(.black))])
        let text = try #require(theme.cell.textColor)
        #expect(try theme.resolvedColor(text.value, appearance: .light).hex == "#112233FF")
        #expect(try theme.resolvedColor(text.value, appearance: .dark).hex == "#FFFFFFFF")
        let selected = try #require(theme.table.selectedRowColor)
        #expect(try theme.resolvedColor(selected.value, appearance: .dark).hex == "#0A84FF40")
    }

    @Test(
        arguments: [
            (
                "cell: { textColor: { light: label } }",
                ["schema@3:20: expected the key `dark` in cell.textColor ({ light, dark }), found none"]
            ),
            (
                "cell: { textColor: { dark: label } }",
                ["schema@3:20: expected the key `light` in cell.textColor ({ light, dark }), found none"]
            ),
            (
                "cell: { textColor: { light: label, drak: label } }",
                [
                    "schema@3:20: expected the key `dark` in cell.textColor ({ light, dark }), found none",
                    "schema@3:36: unknown key \"drak\" in cell.textColor; did you mean \"dark\"?",
                ]
            ),
            (
                "cell: { textColor: { light: label, dark: lable } }",
                [
                    "color@3:42: invalid color for cell.textColor.dark: expected a color (#RGB, #RRGGBB, #RRGGBBAA, "
                        + "rgb(), rgba(), a semantic name or $palette), found \"lable\"; did you mean \"label\"?"
                ]
            ),
            (
                "cell: { textColor: { light: label, dark: $nope } }",
                [
                    "palette-ref@3:42: unknown palette name \"$nope\": the theme defines no palette"
                ]
            ),
        ])
    func badAdaptiveColorsAreRefusedWithTheirPosition(body: String, expected: [String]) {
        let result = load(theme("t", body + "\n"))
        #expect(ValueFormatLoaderTests.described(result) == expected)
    }

    /// A cycle is a `palette-ref` error whichever appearance it runs through, so a theme never loads in
    /// one appearance and fails in the other.
    @Test(
        arguments: [
            "palette:\n  a: { light: systemRed, dark: $a }\n",
            "palette:\n  a: { light: $b, dark: systemRed }\n  b: { color: { light: white, dark: $a }, alpha: 0.5 }\n",
        ])
    func cyclesThroughEitherBranchAreErrors(body: String) {
        let result = load(theme("t", body))
        #expect(result.diagnostics.map(\.code) == [.paletteRef])
        #expect(result.diagnostics.first?.message.contains("cycle") == true)
    }
}
