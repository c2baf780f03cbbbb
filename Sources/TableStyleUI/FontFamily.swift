/// Which typeface a theme font asks for.
public enum FontFamily: Sendable, Hashable {
    /// The platform's system font (San Francisco on Apple platforms).
    case system
    /// The platform's monospaced system font.
    case monospaced
    /// A font by its name (PostScript or family name); platforms fall back to the system font when it is
    /// not installed.
    case named(String)

    /// The family a theme's `font.family` names: `system`, `monospaced` or any other name.
    ///
    /// - Parameter name: The theme's family.
    public init(themeFamily name: String) {
        switch name {
        case "system": self = .system
        case "monospaced": self = .monospaced
        default: self = .named(name)
        }
    }
}
