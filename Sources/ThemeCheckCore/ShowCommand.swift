import TableStyleDiagnostics
import TableStyleEngine
import TableStyleJSON
import TableStyleTheme

/// `themecheck show THEME [--merged]`: a theme's source (bundled themes too), or its merged chain.
///
/// The merged listing reads like YAML with a comment per value saying where it was written: palette
/// entries, table colors, base style attributes (font and padding sub-keys separately) and rules in
/// cascade order, each color as written and as resolved for the appearance. It shows, for example, which
/// colors of a parent theme go through `$brand` and which are written directly.
struct ShowCommand: Sendable {
    var options: ShowOptions
    var environment: ToolEnvironment

    func run() -> ToolResult {
        do {
            return try show()
        } catch {
            return error.result(usesColor: environment.usesColor)
        }
    }

    private func show() throws(CommandFailure) -> ToolResult {
        if !options.merged {
            if FileCollector.kind(of: options.theme, followLinks: true) == .missing,
                let text = BundledResources.themeText(named: options.theme)
            {
                return ToolResult(exitCode: .success, standardOutput: text.hasSuffix("\n") ? text : text + "\n")
            }
            if FileCollector.kind(of: options.theme, followLinks: true) == .file {
                let registry = ThemeRegistry()
                do {
                    if case .contents(let bytes) = try SourceFileReader.read(
                        options.theme, limit: registry.limits.maximumInputBytes)
                    {
                        let text = String(decoding: bytes, as: UTF8.self)
                        return ToolResult(
                            exitCode: .success,
                            standardOutput: ControlCharacters.escaped(text, keeping: [0x09, 0x0A, 0x0D]))
                    }
                } catch {
                    throw .input(error)
                }
            }
        }
        let theme = try TableSetup.loadTheme(options.theme, registry: ThemeRegistry(), command: .show)
        let output = Self.mergedListing(of: theme, appearance: options.appearance ?? theme.appearance ?? .light)
        return ToolResult(exitCode: .success, standardOutput: ControlCharacters.escaped(output, keeping: [0x0A]))
    }

    /// The merged chain of `theme`, one value per line with its origin.
    static func mergedListing(of theme: Theme, appearance: Appearance) -> String {
        let colors = ColorResolver(palette: theme.palette, appearance: appearance)
        var lines: [String] = []
        func place(_ origin: FileLocation?) -> String { ThemeAnalysis.place(origin, relativeTo: "") }
        func color(_ spec: ColorSpec) -> String {
            let resolved = colors.color(spec)?.hex ?? "unresolved"
            return spec.writtenText == resolved ? resolved : "\(spec.writtenText) = \(resolved)"
        }
        func add(_ indent: Int, _ key: String, _ value: String, _ origin: FileLocation?) {
            lines.append(String(repeating: "  ", count: indent) + "\(key): \(value)  # \(place(origin))")
        }
        lines.append(
            "# \(theme.name), merged (\(appearance.rawValue) appearance): each value with where it was written")
        lines.append("name: \(theme.name)")
        if let parent = theme.extends { lines.append("extends: \(parent)") }
        if let appearance = theme.appearance { lines.append("appearance: \(appearance.rawValue)") }
        if !theme.palette.isEmpty {
            lines.append("palette:")
            for name in theme.palette.keys.sorted() {
                guard let entry = theme.palette[name] else { continue }
                add(1, name, color(entry.value), entry.origin)
            }
        }
        let table = theme.table
        lines.append("table:")
        if let sortArrow = table.sortArrowColor { add(1, "sortArrowColor", color(sortArrow.value), sortArrow.origin) }
        for (key, list) in [("rowColors", table.rowColors), ("highlightedRowColors", table.highlightedRowColors)] {
            guard let list else { continue }
            add(1, key, "[" + list.value.map(color).joined(separator: ", ") + "]", list.origin)
        }
        if let selected = table.selectedRowColor { add(1, "selectedRowColor", color(selected.value), selected.origin) }
        if let settings = try? ResolvedTableSettings.resolve(table, colors: colors) {
            var resolved = ""
            JSONWriter().write(settings.jsonValue, into: &resolved)
            lines.append("  # resolved: \(resolved)")
        }
        for (section, spec) in [("cell", theme.cell), ("header", theme.header), ("footer", theme.footer)] {
            let written = attributes(of: spec, colors: colors)
            guard !written.isEmpty else { continue }
            lines.append("\(section):")
            for (name, value, origin) in written { add(1, name, value, origin) }
        }
        if !theme.rules.isEmpty {
            lines.append("rules:")
            for (index, rule) in theme.rules.enumerated() {
                let name = rule.name.map { "\"\($0)\"" } ?? "#\(index + 1)"
                lines.append("  - rule \(name)  # \(place(rule.origin))")
                for (key, value, origin) in attributes(of: rule.style, colors: colors) {
                    add(2, key, value, origin)
                }
                if let label = rule.label { lines.append("    label: \(label)") }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What `spec` writes, attribute by attribute: colors as written and resolved, the rest as resolved.
    private static func attributes(of spec: StyleSpec, colors: ColorResolver) -> [(String, String, FileLocation)] {
        var written: [StyleAttribute: ColorSpec] = [:]
        _ = PartialStyle(spec) { sourced, attribute in
            written[attribute] = sourced.value
            return nil
        }
        return StyleAttribute.allCases.compactMap { attribute in
            guard let (value, origin) = attribute.value(in: spec, colors: colors) else { return nil }
            if let color = written[attribute] {
                let resolved = colors.color(color)?.hex ?? "unresolved"
                let text = color.writtenText == resolved ? resolved : "\(color.writtenText) = \(resolved)"
                return (attribute.name, text, origin)
            }
            return (attribute.name, value.description, origin)
        }
    }
}
