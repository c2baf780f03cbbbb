import Foundation
import TableStyleJSON
import TableStyleSchema
import Testing

/// Schemas/theme.schema.json against SPEC §3's sample theme and typical authoring mistakes.
@Suite struct ThemeSchemaTests {
    /// SPEC §3's sample theme, written as JSON.
    static let sample = #"""
        {
          "format": 1,
          "name": "corporate",
          "extends": "minimal",
          "description": "Brand-tinted, comfortable spacing",
          "appearance": "light",
          "palette": {
            "brand": "systemIndigo",
            "brandSoft": { "color": "systemIndigo", "alpha": 0.08 }
          },
          "table": {
            "style": "plain",
            "rowHeight": "automatic",
            "interRowSpacing": 1,
            "headerHeight": 56,
            "footerHeight": 50,
            "searchHeight": 44,
            "show": { "search": true, "footer": true, "headerSortIndicator": true, "footerSortIndicator": true,
                      "verticalScrollBar": true, "horizontalScrollBar": true },
            "float": { "header": true, "footer": false, "search": true },
            "sortArrowColor": "$brand",
            "rowColors": ["systemBackground", "secondarySystemBackground"],
            "highlightedRowColors": ["$brandSoft", { "color": "systemIndigo", "alpha": 0.12 }],
            "selectedRowColor": { "color": "systemBlue", "alpha": 0.15 },
            "deleteTitle": "Remove"
          },
          "cell": { "font": { "family": "system", "size": 14, "weight": "regular" }, "textColor": "label" },
          "header": { "font": { "weight": "semibold" }, "textColor": "label", "backgroundColor": "systemBackground" },
          "footer": { "textColor": "secondaryLabel" },
          "rules": [
            { "name": "negative-red", "when": { "value": "negative" }, "style": { "textColor": "systemRed" },
              "label": "negative" },
            { "name": "bold-sorted-column", "when": { "column": "highlighted" },
              "style": { "font": { "weight": "bold" } } }
          ]
        }
        """#

    @Test func sampleThemeIsValid() throws {
        let schema = try TestSupport.themeSchema()
        let errors = schema.validate(try TestSupport.json(Self.sample))
        #expect(errors.isEmpty, "\(errors)")
    }
}
