import TableStyleDiagnostics
import TableStyleRender
import TableStyleTheme
import TableStyleYAML

/// `themecheck gallery`: every theme in light and dark side by side on one HTML page, each with its
/// description and its validation findings.
///
/// Each rendering is the page `render --format html` writes, embedded with `srcdoc` in an `iframe`, so
/// themes' styles cannot leak into each other. A theme with errors shows its errors instead.
struct GalleryCommand: Sendable {
    var options: GalleryOptions
    var environment: ToolEnvironment

    func run() -> ToolResult {
        let themes = options.themes.isEmpty ? BundledResources.themeNames : options.themes
        if let conflict = OutputFile.inputConflict(
            options.output, inputs: themes + [options.data, options.plugins], command: .gallery, option: .galleryOutput)
        {
            return conflict
        }
        var sections = ""
        var problemThemes = 0
        for reference in themes {
            let findings = Self.findings(for: reference, plugins: options.plugins)
            var tableOptions = TableOptions(theme: reference)
            tableOptions.data = options.data
            tableOptions.sort = options.sort
            tableOptions.plugins = options.plugins
            var panes = ""
            var description: String?
            var title = reference
            for appearance in Appearance.allCases {
                tableOptions.appearance = appearance
                do {
                    let setup = try TableSetup(command: .gallery, options: tableOptions)
                    title = setup.compiled.theme.name
                    description = setup.compiled.theme.description
                    let tree = StyledTable(setup.table, theme: setup.compiled).renderTree()
                    let page = HTMLRenderer(title: "\(title) (\(appearance.rawValue))").render(tree)
                    panes += "<figure><figcaption>\(appearance.rawValue)</figcaption>"
                    panes += "<iframe title=\"\(HTMLRenderer.escape("\(title), \(appearance.rawValue)"))\" "
                    panes += "srcdoc=\"\(HTMLRenderer.escape(page))\"></iframe></figure>\n"
                } catch {
                    let result = error.result(usesColor: false)
                    // A data or usage problem concerns every theme: stop as `render` would.
                    if result.exitCode == .usageOrInput { return result }
                    problemThemes += 1
                    panes = "<pre class=\"errors\">\(HTMLRenderer.escape(result.standardError))</pre>\n"
                    break
                }
            }
            sections += "<section><h2>\(HTMLRenderer.escape(title))</h2>\n"
            if let description { sections += "<p>\(HTMLRenderer.escape(description))</p>\n" }
            sections += "<div class=\"panes\">\n\(panes)</div>\n"
            if findings.isEmpty {
                sections += "<p class=\"clean\">No findings.</p>\n"
            } else {
                sections += "<pre class=\"findings\">\(HTMLRenderer.escape(findings))</pre>\n"
            }
            sections += "</section>\n"
        }
        let page = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Theme gallery — TableStyleKit</title>
            <style>
            body { font-family: system-ui, sans-serif; margin: 24px; background: #F2F2F7; color: #000; }
            section { background: #FFF; border-radius: 8px; padding: 12px 16px; margin-bottom: 24px; }
            .panes { display: flex; gap: 16px; flex-wrap: wrap; }
            figure { margin: 0; flex: 1 1 480px; }
            figcaption { font-size: 12px; color: #3C3C43; margin-bottom: 4px; }
            iframe { width: 100%; height: 420px; border: 1px solid #C6C6C8; border-radius: 4px; }
            pre { white-space: pre-wrap; font-size: 12px; background: #F9F9FB; padding: 8px; }
            .clean { color: #1B7F3A; font-size: 13px; }
            </style></head>
            <body><h1>Theme gallery</h1>
            \(sections)</body></html>

            """
        if let failure = OutputFile.write(page, to: options.output) { return failure }
        let summary = "wrote \(options.output): \(themes.count) theme\(themes.count == 1 ? "" : "s") × light and dark"
        return ToolResult(
            exitCode: problemThemes > 0 ? .problems : .success,
            standardOutput: summary + (problemThemes > 0 ? ", \(problemThemes) with errors\n" : "\n"))
    }

    /// The validation findings of a theme file or bundled theme, as `themecheck` prints them (no source lines).
    static func findings(for reference: String, plugins: String?) -> String {
        var registry = ThemeRegistry()
        if let plugins { registry = registry.adding(manifestAt: plugins).registry }
        let checker = ThemeFileChecker(registry: registry)
        let diagnostics: [Diagnostic]
        if FileCollector.kind(of: reference, followLinks: true) == .file {
            guard let checked = try? checker.check(reference) else { return "" }
            diagnostics = checked.diagnostics
        } else if let text = BundledResources.themeText(named: reference) {
            let file = "<bundled>/\(reference).yaml"
            guard let documents = try? YAMLParser(limits: registry.limits).parse(bytes: Array(text.utf8), file: file)
            else { return "" }
            diagnostics = checker.check(documents, source: text, file: file).diagnostics
        } else {
            return ""
        }
        return diagnostics.map { "\($0)\n" }.joined()
    }
}
