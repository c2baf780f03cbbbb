/// The direction a line of text runs in the app's current language.
public enum TextDirection: String, Sendable, Hashable, CaseIterable {
    /// English, French, …: leading is left.
    case leftToRight
    /// Arabic, Hebrew, …: leading is right.
    case rightToLeft
}
