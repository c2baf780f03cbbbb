extension RenderFormat {
    /// The format a file name asks for: `.html`/`.htm` HTML, `.json` JSON, `.ansi`/`.txt` ANSI, `.snapshot`
    /// the style snapshot; `nil` for other names (the default format applies).
    init?(fileExtensionOf path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "html", "htm": self = .html
        case "json": self = .json
        case "ansi", "txt": self = .ansi
        case "snapshot": self = .snapshot
        default: return nil
        }
    }
}
