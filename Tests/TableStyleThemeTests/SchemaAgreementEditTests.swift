import Foundation
import TableStyleJSON
import TableStyleSchema
import TableStyleTheme
import TableStyleYAML
import Testing

/// Systematic agreement: every scalar value of the valid fixtures and a bundled theme, replaced in turn by
/// values of other kinds, is rejected by the schema exactly where the loader rejects it.
@Suite("Theme schema and loader agree on single-value edits")
struct SchemaAgreementEditTests {
    /// Values of every kind, in and out of the usual ranges.
    static let replacements = ["-1", "1.5", "300", "true", "~", "x", "\"\"", "[a]", "{a: 1}"]

    /// Codes that depend on more than the file's structure (other themes, plugins, the whole palette,
    /// other rules), so the schema cannot see them.
    static let contextualCodes: Set<String> = ["palette-ref", "duplicate-rule", "predicate", "extends", "version"]

    /// Lines whose keys the loader checks beyond the schema by design: `format` (a newer version is a
    /// `version` error, not a structural one) and `extends` (a name lookup).
    static let skippedKeys = ["format:", "extends:"]

    static var sources: [String] {
        [LoaderKeyTests.full, SchemaAgreementTests.predicateFixture, SchemaAgreementTests.colorFixture]
            + ["corporate"].compactMap { BundledResources.themeText(named: $0) }
    }

    @Test func everySingleValueEditIsJudgedAlikeAtTheSamePlace() throws {
        let schema = try JSONSchema(jsonText: BundledResources.themeSchemaText)
        // A scalar value after `key: ` or after `[`/`,` plus a space, up to the next flow indicator.
        let value = try NSRegularExpression(pattern: #"(?<=: |[\[,] )[^\s{}\[\],#][^,{}\[\]\n#]*"#)
        var edits = 0
        var rejected = 0
        for source in Self.sources {
            let text = source as NSString
            let matches = value.matches(in: source, range: NSRange(location: 0, length: text.length))
            for (position, match) in matches.enumerated() {
                let line = text.substring(with: text.lineRange(for: NSRange(location: match.range.location, length: 0)))
                if Self.skippedKeys.contains(where: { line.trimmingCharacters(in: .whitespaces).hasPrefix($0) }) {
                    continue
                }
                // Three kinds per value, rotating, so every value meets several kinds and every kind many
                // values while the run stays short (the validator is slow in debug builds).
                let kinds = Self.replacements.count
                for replacement in (0..<3).map({ Self.replacements[(position * 3 + $0) % kinds] }) {
                    let yaml = text.replacingCharacters(in: match.range, with: replacement)
                    guard let document = try? YAMLParser().parse(yaml, file: "<t>").first else { continue }
                    edits += 1
                    let schemaMarks = Set(
                        schema.validate(document.jsonValue).map { error in
                            let path = error.instancePath.map { component -> YAMLPathComponent in
                                switch component {
                                case .key(let key): return .key(key)
                                case .index(let index): return .index(index)
                                }
                            }
                            let mark = document.mark(at: path, pointingAtKey: error.isKeyError)
                            return "\(mark.line):\(mark.column)"
                        })
                    let diagnostics = SchemaAgreementTests.registry.load(source: yaml, file: "<t>").diagnostics
                    let loaderMarks = Set(
                        diagnostics.filter { !Self.contextualCodes.contains($0.code.rawValue) }.map {
                            "\($0.location.line):\($0.location.column)"
                        })
                    if !schemaMarks.isEmpty { rejected += 1 }
                    #expect(
                        schemaMarks == loaderMarks,
                        "\(line.trimmingCharacters(in: .whitespacesAndNewlines)) → \(replacement): \(diagnostics.map(\.message))"
                    )
                }
            }
        }
        // The edits really exercise both sides: many rejected, some accepted (numbers where numbers go).
        #expect(edits > 500)
        #expect(rejected > 300)
        #expect(edits - rejected > 30)
    }
}
