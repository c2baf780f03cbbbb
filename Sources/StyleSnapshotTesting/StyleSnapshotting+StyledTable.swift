import Foundation
import TableStyleRender

extension StyleSnapshotting where Value == StyledTable, Format == String {
    /// The renderer's style snapshot (`.txt`): table settings, columns, then one line per cell with its text
    /// and complete resolved style. Failures list the changed cells above the line diff.
    public static var styleSnapshot: StyleSnapshotting<StyledTable, String> {
        StyleSnapshotting<String, String>(
            pathExtension: "txt",
            diffing: .lines(summary: { reference, actual in
                StyledCells.summary(from: StyledCells(styleSnapshot: reference), to: StyledCells(styleSnapshot: actual))
            })
        ).pullback { table in StyleSnapshotRenderer().render(table.renderTree()) }
    }

    /// The JSON render tree of `themecheck render --format json` (`.json`), indented so that each attribute
    /// is one line. Failures list the changed cells above the line diff.
    public static var renderTree: StyleSnapshotting<StyledTable, String> {
        StyleSnapshotting<String, String>(
            pathExtension: "json",
            diffing: .lines(summary: { reference, actual in
                guard let old = StyledCells(renderTreeJSON: reference), let new = StyledCells(renderTreeJSON: actual)
                else { return [] }
                return StyledCells.summary(from: old, to: new)
            })
        ).pullback { table in JSONRenderer(pretty: true).render(table.renderTree()) + "\n" }
    }

    /// The ANSI terminal rendering (`.ansi`) with 24-bit colour forced on, whatever the test's terminal or
    /// `NO_COLOR` say, so the reference is the same everywhere.
    public static var ansi: StyleSnapshotting<StyledTable, String> { ansi() }

    /// The ANSI terminal rendering (`.ansi`) with explicit settings; colour is never detected from the
    /// environment, so the reference is the same everywhere.
    /// - Parameters:
    ///   - colorMode: The colour depth (default 24-bit).
    ///   - maxWidth: The widest the table may be, in character cells (`nil`: as wide as the content).
    ///   - showsLegend: Print the rule-label legend under the table.
    /// - Returns: The strategy. In a failure's diff, escape characters are shown as `␛` so the message
    ///   does not recolour the terminal it is printed in.
    public static func ansi(colorMode: TerminalColorMode = .trueColor, maxWidth: Int? = nil, showsLegend: Bool = true)
        -> StyleSnapshotting<StyledTable, String>
    {
        let renderer = ANSIRenderer(colorMode: colorMode, maxWidth: maxWidth, showsLegend: showsLegend)
        let text = StyleSnapshotDiffing<String>.lines
        return StyleSnapshotting<String, String>(
            pathExtension: "ansi",
            diffing: StyleSnapshotDiffing(toData: text.toData, fromData: text.fromData) { reference, actual in
                guard var difference = text.diff(reference, actual) else { return nil }
                difference.summary = ANSISummary.lines(from: reference, to: actual)
                difference.diff = difference.diff.replacingOccurrences(of: "\u{1B}", with: "␛")
                return difference
            }
        ).pullback { table in renderer.render(table.renderTree()) }
    }

    /// The standalone HTML page (`.html`): one CSS class per interned style, sticky header and footer,
    /// rule labels as `aria-label`/`title`. Failures list the CSS classes whose properties changed above
    /// the line diff.
    public static var html: StyleSnapshotting<StyledTable, String> { html() }

    /// The standalone HTML page (`.html`) with a page title.
    /// - Parameter title: The page's `<title>`; `nil` lets the renderer choose one.
    /// - Returns: The strategy.
    public static func html(title: String? = nil) -> StyleSnapshotting<StyledTable, String> {
        let renderer = HTMLRenderer(title: title)
        let diffing = StyleSnapshotDiffing<String>.lines(summary: { reference, actual in
            HTMLSummary.lines(from: reference, to: actual)
        })
        return StyleSnapshotting<String, String>(pathExtension: "html", diffing: diffing).pullback { table in
            let page = renderer.render(table.renderTree())
            return page.hasSuffix("\n") ? page : page + "\n"
        }
    }
}
